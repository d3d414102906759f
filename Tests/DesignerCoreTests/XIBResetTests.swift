import Inspectable
import Testing

@testable import DesignerCore

private let card = InterfaceBuilderTexts.card

/// A reset of an Interface Builder value, or a change of a view's class, takes out or puts in
/// only the bytes of what it changes: a removed attribute with its space, a removed element
/// with its line, a runtime attributes block with its last attribute.
@Suite("XIB resets and class changes touch only their own bytes")
struct XIBResetTests {
    /// The runtime attributes of the card's root view are indented by 16 spaces, its children by 12.
    static let (block, child) = (String(repeating: " ", count: 16), String(repeating: " ", count: 12))

    @Test(arguments: [
        ("Crd-Im-001", "alpha", #" alpha="0.5""#),
        ("Crd-Im-001", "clipsToBounds", #" clipsSubviews="YES""#),
        (
            "Crd-Vw-001", "backgroundColor",
            child
                + #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
                + "\n"
        ),
        (
            "Crd-Vw-001", "caption",
            block + #"<userDefinedRuntimeAttribute type="string" keyPath="caption" value="Fish &amp; chips"/>"# + "\n"
        ),
        (
            "Crd-Vw-001", "lines",
            block + #"<userDefinedRuntimeAttribute type="number" keyPath="lines">"# + "\n" + block + "    "
                + #"<integer key="value" value="2"/>"# + "\n" + block + "</userDefinedRuntimeAttribute>\n"
        ),
    ])
    func aResetTakesOutItsBytes(id: String, name: String, removed: String) throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.removeAttribute(name, of: try InterfaceBuilderTexts.view(id, in: document))
        }
        #expect(edited == card.replacingOnly(removed, with: ""))
    }

    /// The block of runtime attributes goes with the last of them.
    @Test func theBlockGoesWithItsLastAttribute() throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            for name in ["cornerRadius", "lines", "isElevated", "caption", "accent", "offset"] {
                edit.removeAttribute(name, of: document.root)
            }
        }
        let start = try #require(card.firstRange(of: "            <userDefinedRuntimeAttributes>\n"))
        let end = try #require(card.firstRange(of: "            </userDefinedRuntimeAttributes>\n"))
        #expect(edited == String(card[..<start.lowerBound] + card[end.upperBound...]))
    }

    /// A custom class replaces the one written; a view that had none gets the module the
    /// file's other custom classes name, as Xcode writes it; its own UIKit class takes it out.
    @Test(arguments: [
        ("Crd-Vw-001", "Badge", #"customClass="Card""#, #"customClass="Badge""#),
        (
            "Crd-Lb-001", "TitleLabel", #"id="Crd-Lb-001">"#,
            #"id="Crd-Lb-001" customClass="TitleLabel" customModule="App" customModuleProvider="target">"#
        ),
        (
            "Crd-Vw-001", "View",
            #" id="Crd-Vw-001" customClass="Card" customModule="App" customModuleProvider="target">"#,
            #" id="Crd-Vw-001">"#
        ),
        (
            "Crd-Vw-001", "UIView",
            #" id="Crd-Vw-001" customClass="Card" customModule="App" customModuleProvider="target">"#,
            #" id="Crd-Vw-001">"#
        ),
    ])
    func aClassChange(id: String, className: String, before: String, after: String) throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setClass(className, of: try InterfaceBuilderTexts.view(id, in: document))
        }
        #expect(edited == card.replacingOnly(before, with: after))
    }

    /// A view element cannot become another UIKit kind: the edit is refused and writes nothing.
    @Test func anotherKindOfViewIsRefused() throws {
        let document = try InterfaceBuilderTexts.read(card)
        var edit = DocumentEdit(document)
        edit.setClass("UIButton", of: try InterfaceBuilderTexts.view("Crd-Lb-001", in: document))
        let applied = edit.apply()
        #expect(
            applied.refusals.map(\.message) == [
                "a <label> is a UILabel or a subclass of it; it cannot become a UIButton"
            ])
        // A refusal is an error of the edit asked for, placed in no file.
        #expect(applied.refusals.allSatisfy { $0.severity == .error && $0.location == .commandLine })
        #expect(applied.isUnchanged)
    }
}
