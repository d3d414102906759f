import Foundation
import Inspectable
import Testing

/// `designer check` on Interface Builder documents as UIKit loads them: runtime attributes
/// against the keys of the view's class, outlets against the properties of their source's class,
/// actions against the methods of their target's class.

@testable import DesignerCore
@Suite("Checking runtime attributes and connections") struct RuntimeCheckTests {
    /// The line and column of the first attribute value `value` in `text` (inside its quotes):
    /// where a diagnostic about that value points.
    static func location(ofValue value: String, in text: String) throws -> String {
        let range = try #require(text.range(of: "\"\(value)\""))
        let before = text[...range.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
        return "\(line):\(before.distance(from: lineStart, to: before.endIndex) + 1)"
    }

    /// A project folder holding `sources` (by file name) and the document `Login.xib`.
    static func project(_ sources: [String: String], document: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t};\n}\n")
        for (name, text) in sources { try sandbox.write("App/\(name)", text) }
        try sandbox.write("App/Login.xib", document)
        return sandbox
    }

    // MARK: - Runtime attributes

    /// A label with the runtime attributes `keyPaths`, each a number, and `booleans`, each a Boolean.
    static func labels(_ keyPaths: [String], booleans: [String] = []) -> String {
        let runtime =
            keyPaths.map {
                "            <userDefinedRuntimeAttribute type=\"number\" keyPath=\"\($0)\"><real key=\"value\" value=\"4\"/></userDefinedRuntimeAttribute>\n"
            }
            + booleans.map {
                "            <userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"\($0)\" value=\"YES\"/>\n"
            }
        return IBFixture.xib(
            """
                    <label text="Hi" id="Lbl-01-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <userDefinedRuntimeAttributes>
            \(runtime.joined())            </userDefinedRuntimeAttributes>
                    </label>

            """)
    }

    @Test(arguments: ["borderWidth", "shadowOpacity", "shadowRadius", "masksToBounds"])
    func aBareLayerNameOnALabelIsTheLaunchCrash(keyPath: String) throws {
        let document = Self.labels([keyPath])
        let sandbox = try Self.project([:], document: document)
        let run = sandbox.runInProcess(["check", "App/Login.xib"])
        let at = try Self.location(ofValue: keyPath, in: document)
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                App/Login.xib:\(at): error: UILabel has no key '\(keyPath)': loading the document stops the app with 'this class is not key value coding-compliant for the key \(keyPath)'; did you mean 'layer.\(keyPath)'? [unknown-key-path]
                1 error and 0 warnings in 1 file of 1 checked

                """)
        // As the binary reports it too.
        #expect(try sandbox.run(["check", "App/Login.xib"]) == Run(status: 1, stdout: "", stderr: run.stderr))
    }

    @Test func aBareCornerRadiusWorksOnlyThroughAPrivateSetter() throws {
        let document = Self.labels(["cornerRadius"])
        let sandbox = try Self.project([:], document: document)
        let at = try Self.location(ofValue: "cornerRadius", in: document)
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"])
                == Run(
                    status: 0, stdout: "",
                    stderr: """
                        App/Login.xib:\(at): warning: UILabel has no public key 'cornerRadius': UIKit takes it only through the private method '_setCornerRadius:', and an iOS version without that method stops the app with 'this class is not key value coding-compliant for the key cornerRadius'; did you mean 'layer.cornerRadius'? [unknown-key-path]
                        0 errors and 1 warning in 1 file of 1 checked

                        """))
        // It is still read, as UIKit applies it.
        #expect(sandbox.runInProcess(["get", "-f", "App/Login.xib", "Lbl-01-aaa.cornerRadius"]).stdout == "4\n")
        #expect(sandbox.runInProcess(["check", "--strict", "App/Login.xib"]).status == 1)
    }

    @Test func theKeysALabelHasPass() throws {
        let document = Self.labels(
            ["layer.cornerRadius", "layer.borderWidth", "tag", "layer.shadowRadius"],
            booleans: ["isHidden", "hidden", "clipsToBounds", "layer.masksToBounds", "isAccessibilityElement"])
        let sandbox = try Self.project([:], document: document)
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    @Test(arguments: [
        "extension UIView {\n    @IBInspectable var cornerRadius: CGFloat {\n        get { layer.cornerRadius }\n        set { layer.cornerRadius = newValue }\n    }\n}\n",
        "extension UILabel {\n    @objc var cornerRadius: CGFloat { get { 0 } set {} }\n}\n",
    ])
    func aProjectsExtensionGivesEveryLabelTheKey(source: String) throws {
        let sandbox = try Self.project(["UIView+Corners.swift": source], document: Self.labels(["cornerRadius"]))
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    @Test func anObjectiveCCategoryGivesTheKey() throws {
        let header = "@interface UIView (Corners)\n@property (nonatomic) CGFloat cornerRadius;\n@end\n"
        let sandbox = try Self.project(["UIView+Corners.h": header], document: Self.labels(["cornerRadius"]))
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    @Test func anUnreadLayerKeyIsAWarning() throws {
        let document = Self.labels(["layer.cornerRadiuss"])
        let sandbox = try Self.project([:], document: document)
        let at = try Self.location(ofValue: "layer.cornerRadiuss", in: document)
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"]).stderr == """
                App/Login.xib:\(at): warning: CALayer has no key 'cornerRadiuss': a layer keeps the value of any key, but nothing reads this one [unknown-key-path]
                0 errors and 1 warning in 1 file of 1 checked

                """)
    }

    /// A card whose `shadowOffset` is a point, as the project declares it, where designer's View has a size.
    static let card = "class Card: UIView {\n    @IBInspectable var shadowOffset: CGPoint = .zero\n}\n"

    static func cardDocument(_ type: String, _ value: String) -> String {
        IBFixture.xib(
            IBFixture.view(
                "Crd-Vw-001", className: "Card",
                runtime:
                    "                <userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"shadowOffset\">\(value)</userDefinedRuntimeAttribute>\n"
            ))
    }

    @Test func theProjectsDeclarationWinsOverDesignersViewAttribute() throws {
        let sandbox = try Self.project(
            ["Card.swift": Self.card], document: Self.cardDocument("point", "<point key=\"value\" x=\"3\" y=\"4\"/>"))
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        #expect(sandbox.runInProcess(["get", "-f", "App/Login.xib", "shadowOffset"]).stdout == "3,4\n")
        #expect(sandbox.runInProcess(["set", "-f", "App/Login.xib", "shadowOffset=5,6"]).status == 0)
        #expect(try sandbox.read("App/Login.xib").contains("<point key=\"value\" x=\"5\" y=\"6\"/>"))
        let inspect = sandbox.runInProcess(["inspect", "-f", "App/Login.xib"])
        #expect(inspect.stdout.contains("shadowOffset"))
        #expect(inspect.stdout.contains("5,6"))
    }

    @Test func aValueOfDesignersTypeNoLongerFitsTheDeclaredOne() throws {
        let document = Self.cardDocument("size", "<size key=\"value\" width=\"3\" height=\"4\"/>")
        let sandbox = try Self.project(["Card.swift": Self.card], document: document)
        let run = sandbox.runInProcess(["check", "App/Login.xib"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: shadowOffset is Point in Card, but the document writes it as a size"))
    }

    // MARK: - Connections

    /// A login form: its File's Owner's outlets and actions, a First Responder action, and an
    /// object of a class nobody declares.
    static let loginForm = IBFixture.xib(
        """
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Top-01-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <textField contentMode="scaleToFill" text="name" id="Fld-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                            <connections>
                                <outlet property="delegate" destination="-1" id="C07-aa-aaa"/>
                                <action selector="editingChanged:" destination="-1" eventType="editingChanged" id="C08-aa-aaa"/>
                            </connections>
                        </textField>
                        <button contentMode="scaleToFill" id="Btn-01-aaa">
                            <rect key="frame" x="0.0" y="40" width="200" height="30"/>
                            <connections>
                                <action selector="login:" destination="-1" eventType="touchUpInside" id="C09-aa-aaa"/>
                                <action selector="logout:" destination="-1" eventType="touchUpInside" id="C10-aa-aaa"/>
                                <action selector="tap:" destination="-1" eventType="touchUpInside" id="C11-aa-aaa"/>
                                <action selector="copy:" destination="-2" eventType="touchUpInside" id="C12-aa-aaa"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <customObject id="Obj-01-aaa" customClass="Unknowable">
                    <connections>
                        <outlet property="anything" destination="Top-01-aaa" id="C13-aa-aaa"/>
                    </connections>
                </customObject>

        """
    )
    .replacingOccurrences(
        of: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>",
        with: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController">
                        <connections>
                            <outlet property="nameField" destination="Fld-01-aaa" id="C01-aa-aaa"/>
                            <outlet property="passwordField" destination="Fld-01-aaa" id="C02-aa-aaa"/>
                            <outlet property="view" destination="Top-01-aaa" id="C03-aa-aaa"/>
                            <outlet property="titleLabel" destination="Btn-01-aaa" id="C04-aa-aaa"/>
                            <outletCollection property="buttons" destination="Fld-01-aaa" id="C05-aa-aaa"/>
                            <outletCollection property="buttons" destination="Btn-01-aaa" id="C06-aa-aaa"/>
                        </connections>
                    </placeholder>
            """)

    static let swiftController = """
        import UIKit

        class LoginController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!
            @IBAction func login(_ sender: Any) {}
            @IBAction func editingChanged(_ sender: UITextField) {}
            @IBAction func tap() {}
        }
        """

    static let objectiveCController = [
        "LoginController.h": """
        @interface LoginController : UIViewController <UITextFieldDelegate>
        @property (nonatomic, weak) IBOutlet UITextField *nameField;
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
        - (IBAction)login:(id)sender;
        @end
        """,
        "LoginController.m": """
        #import "LoginController.h"

        @implementation LoginController
        - (IBAction)editingChanged:(UITextField *)sender { }
        - (IBAction)tap { }
        @end
        """,
    ]

    @Test(arguments: [["LoginController.swift": swiftController], objectiveCController])
    func connectionsAreCheckedAgainstTheClasses(sources: [String: String]) throws {
        let document = Self.loginForm
        let sandbox = try Self.project(sources, document: document)
        let run = sandbox.runInProcess(["check", "App/Login.xib"])
        func at(_ value: String) throws -> String { try Self.location(ofValue: value, in: document) }
        #expect(run.status == 1)
        let expected = """
            App/Login.xib:\(try at("passwordField")): error: outlet 'passwordField': LoginController has no key 'passwordField': loading the document stops the app with 'this class is not key value coding-compliant for the key passwordField' [missing-outlet]
            App/Login.xib:\(try at("titleLabel")): warning: outlet 'titleLabel' is declared as UILabel in LoginController, but its destination's class, UIButton, is no UILabel [outlet-type]
            App/Login.xib:\(try at("buttons")): warning: outlet collection 'buttons' is declared as UIButton in LoginController, but its destination's class, UITextField, is no UIButton [outlet-type]
            App/Login.xib:\(try at("logout:")): error: action 'logout:': LoginController does not implement it, so the first 'touchUpInside' event stops the app with 'unrecognized selector sent to instance' [missing-action]
            App/Login.xib:\(try at("tap:")): error: action 'tap:': LoginController does not implement it, so the first 'touchUpInside' event stops the app with 'unrecognized selector sent to instance'; LoginController implements 'tap', which takes 0 arguments where the action passes 1 [missing-action]
            App/Login.xib:\(try at("Unknowable")): error: unknown class 'Unknowable' [unknown-class]
            4 errors and 2 warnings in 1 file of 1 checked

            """
        #expect(run.stderr == expected)
    }

    @Test func aSwiftMethodTheRuntimeCannotSeeIsSaidSo() throws {
        let source = Self.swiftController.replacingOccurrences(
            of: "@IBAction func login", with: "func login")
        let sandbox = try Self.project(["LoginController.swift": source], document: Self.loginForm)
        let run = sandbox.runInProcess(["check", "App/Login.xib"])
        #expect(
            run.stderr.contains(
                "error: action 'login:': LoginController does not implement it, so the first 'touchUpInside' event stops the app with 'unrecognized selector sent to instance'; its declaration has no @objc or @IBAction, so the runtime cannot see it"
            ))
    }

    @Test func connectionsOfUnknownClassesSayNothing() throws {
        // No sources: the File's Owner's class is unknown; UIKit's own keys still count. The
        // custom object's class is an error of its own, but its connections say nothing more.
        let sandbox = try Self.project([:], document: Self.loginForm)
        let at = try Self.location(ofValue: "Unknowable", in: Self.loginForm)
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"])
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        App/Login.xib:\(at): error: unknown class 'Unknowable' [unknown-class]
                        1 error and 0 warnings in 1 file of 1 checked

                        """))
    }

    @Test func aMissingOutletOfAUIKitClassIsFoundWithoutSources() throws {
        let document = Self.loginForm.replacingOccurrences(
            of: "<outlet property=\"delegate\" destination=\"-1\"",
            with: "<outlet property=\"delegat\" destination=\"-1\"")
        let sandbox = try Self.project([:], document: document)
        let at = try Self.location(ofValue: "delegat", in: document)
        #expect(
            sandbox.runInProcess(["check", "App/Login.xib"]).stderr.hasPrefix(
                "App/Login.xib:\(at): error: outlet 'delegat': UITextField has no key 'delegat': loading the document stops the app with 'this class is not key value coding-compliant for the key delegat'; did you mean 'delegate'?"
            ))
    }

    @Test func onlyAGestureRecognizerAViewHoldsFires() throws {
        let text = IBFixture.xib(
            """
                    <view contentMode="scaleToFill" id="Top-01-aaa" customClass="Board">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="Tap-01-aaa" id="C01-aa-aaa"/>
                        </connections>
                    </view>
                    <tapGestureRecognizer id="Tap-01-aaa">
                        <connections>
                            <action selector="attachedTap:" destination="Top-01-aaa" id="C02-aa-aaa"/>
                        </connections>
                    </tapGestureRecognizer>
                    <tapGestureRecognizer id="Tap-02-aaa">
                        <connections>
                            <action selector="strayTap:" destination="Top-01-aaa" id="C03-aa-aaa"/>
                        </connections>
                    </tapGestureRecognizer>

            """)
        let document = try #require(
            Document.read(SourceText(name: "Board.xib", bytes: Array(text.utf8)), assets: .none).document)
        let classes = RuntimeClasses(
            SourceDeclarations.scan([SourceFile(path: "Board.swift", text: "class Board: UIView {}\n")]))
        let problems = XIBConnections.problems(in: document, classes: classes)
        #expect(problems.map(\.message).map { $0.prefix(21) } == ["action 'attachedTap:'"])
    }

    @Test func theModelAnswersForADocumentReadInProcess() throws {
        let reading = Document.read(SourceText(name: "Login.xib", bytes: Array(Self.loginForm.utf8)), assets: .none)
        let document = try #require(reading.document)
        let classes = RuntimeClasses(
            SourceDeclarations.scan([SourceFile(path: "LoginController.swift", text: Self.swiftController)]))
        let problems = XIBConnections.problems(in: document, classes: classes)
        #expect(
            problems.map(\.rule.rawValue) == [
                "missing-outlet", "outlet-type", "outlet-type", "missing-action", "missing-action",
            ])
        #expect(problems.map(\.severity) == [.error, .warning, .warning, .error, .error])
        #expect(XIBConnections.problems(in: document, classes: .uikit) == [])
    }
}
