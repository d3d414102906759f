import Inspectable
import Testing

@testable import DesignerCore

private let card = InterfaceBuilderTexts.card

/// The `labelColor` entry of the card's resources, and entries written for other system colors.
private enum Entries {
    static let label = """
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>

        """
    static let red = """
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>

        """
    static let blue = """
                <systemColor name="systemBlueColor">
                    <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>

        """
}

/// Interface Builder keeps the light value of each system color the views use in the
/// document's `<resources>`: an edit that gives a system color its first use adds its entry in
/// name order, and one that takes its last use removes the entry, as Xcode does on saving.
@Suite("XIB system colors keep the document's resources in step")
struct XIBSystemColorTests {
    private func setColor(_ name: String, to color: String, of id: String) throws -> String {
        try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setAttribute(name, to: .string(color), of: try InterfaceBuilderTexts.view(id, in: document))
        }
    }

    @Test func aFirstUseAddsItsEntryInNameOrder() throws {
        let edited = try setColor("tintColor", to: "systemBlue", of: "Crd-Im-001")
        #expect(
            edited
                == card.replacingOnly(
                    #"<color key="tintColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
                    with: #"<color key="tintColor" systemColor="systemBlueColor"/>"#
                ).replacingOnly(Entries.label, with: Entries.label + Entries.blue))
    }

    @Test func aLastUseRemovesItsEntry() throws {
        let edited = try setColor("textColor", to: "#000000", of: "Crd-Lb-001")
        #expect(
            edited
                == card.replacingOnly(
                    #"<color key="textColor" systemColor="labelColor"/>"#,
                    with:
                        #"<color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
                ).replacingOnly(Entries.label, with: ""))
    }

    /// The only use of the last entry moved to a color named after it: the new entry takes the
    /// old one's line. (The new entry was put after the old one's end, inside the line being
    /// removed, and the edit was refused as two overlapping changes.)
    @Test func aSystemColorReplacedByOneNamedAfterIt() throws {
        let edited = try setColor("textColor", to: "systemRed", of: "Crd-Lb-001")
        #expect(
            edited
                == card.replacingOnly(
                    #"<color key="textColor" systemColor="labelColor"/>"#,
                    with: #"<color key="textColor" systemColor="systemRedColor"/>"#
                ).replacingOnly(Entries.label, with: Entries.red))
    }

    @Test func aStoryboardsOnlySystemColorReplaced() throws {
        let storyboard = InterfaceBuilderTexts.storyboard
        let edited = try InterfaceBuilderTexts.edit(storyboard, name: "Main.storyboard") { edit, document in
            edit.setAttribute("backgroundColor", to: .string("systemGroupedBackground"), of: document.root)
        }
        let (before, after) = (String(repeating: " ", count: 8), String(repeating: " ", count: 12))
        #expect(
            edited
                == storyboard.replacingOnly(
                    #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                    with: #"<color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>"#
                ).replacingOnly(
                    before + #"<systemColor name="systemBackgroundColor">"# + "\n" + after
                        + #"<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
                    with: before + #"<systemColor name="systemGroupedBackgroundColor">"# + "\n" + after
                        + #"<color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
                ))
    }
}
