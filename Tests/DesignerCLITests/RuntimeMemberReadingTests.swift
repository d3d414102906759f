import Testing

/// The properties and methods the source readers find as the Objective-C runtime sees them:
/// keys key-value coding finds, and methods by selector.

@testable import DesignerCore
@Suite("Reading the members the runtime sees") struct RuntimeMemberReadingTests {
    /// A member as the tests write it: `label: UILabel` for an exposed key with a type, `hidden?`
    /// for one the runtime does not see, `go` for a method.
    private static func describe(_ member: DeclaredMember) -> String {
        member.name + (member.typeName.map { ": \($0)" } ?? "") + (member.isExposed ? "" : "?")
    }

    private static func scan(_ text: String, path: String) -> SourceDeclarations {
        SourceDeclarations.scan([SourceFile(path: path, text: text)])
    }

    static let swiftClass = """
        import UIKit

        class LoginController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet private(set) var buttons: [UIButton]!
            @IBOutlet var mixed: UIKit.UILabel?
            var counter = 1
            @objc dynamic var score = 0
            @NSManaged var title2: String
            dynamic var level: Int = 0
            static var shared: LoginController?
            @IBInspectable var glow: CGFloat = 0
            @IBAction func tapped(_ sender: Any) {}
            @IBAction func go() {}
            @objc func a(b: Int, c: Int) {}
            @objc(explicitName:) func renamed(_ value: Int) {}
            func plain(_ x: Int) {}
            @objc class func make() {}
            @IBAction private func tap(_ sender: UIButton, forEvent event: UIEvent) {}
            @objc func generic<T>(_ value: T, in map: [String: Int] = [:], then: (Int, Int) -> Void) {}
            @objc func `default`(`for` item: Int) {}
            func local() {
                @objc func notAMember() {}
                var notAKey = 1
            }
            struct Inner { @objc var innerKey = 1 }
        }
        """

    static let swiftExtensions = """
        @objcMembers class Base: NSObject {
            var everything = 1
            func run() {}
        }
        @objc extension UIView {
            var shine: CGFloat { 0 }
        }
        extension UIButton {
            @objc func setGlowColor(_ color: UIColor) {}
        }
        typealias OSViewController = UIViewController
        class Screen: OSViewController {}
        """

    @Test(arguments: [
        (
            "LoginController",
            [
                "nameField: UITextField", "buttons: UIButton", "mixed: UILabel", "counter?", "score", "title2: String",
                "level: Int", "glow: CGFloat",
            ],
            [
                "tapped:", "go", "aWithB:c:", "explicitName:", "plain:?", "tap:forEvent:", "generic:in:then:",
                "defaultFor:", "local?",
            ]
        ),
        ("Base", ["everything?"], ["run?"]),
    ])
    func swiftClassesListTheirKeysAndSelectors(className: String, keys: [String], methods: [String]) throws {
        let declarations = Self.scan(Self.swiftClass + "\n" + Self.swiftExtensions, path: "Login.swift")
        let declared = try #require(declarations.declaredClass(named: className))
        #expect(declared.keys.map(Self.describe) == keys)
        #expect(declared.methods.map(Self.describe) == methods)
    }

    @Test func swiftExtensionsMembersWiseClassesAndAliases() throws {
        let declarations = Self.scan(Self.swiftExtensions, path: "Extensions.swift")
        #expect(declarations.declaredClass(named: "Base")?.exposesMembers == true)
        let view = try #require(declarations.extensions(of: "UIView").first)
        #expect(view.exposesMembers)
        #expect(view.keys.map(Self.describe) == ["shine: CGFloat?"])
        #expect(declarations.extensions(of: "UIButton").first?.methods.map(Self.describe) == ["setGlowColor:"])
        // A class inheriting through a type alias inherits from what it names.
        #expect(declarations.declaredClass(named: "Screen")?.superclass == "UIViewController")
    }

    static let objectiveCHeader = """
        @interface LoginController : UIViewController <UITextFieldDelegate> {
            IBOutlet UILabel *_titleLabel;
            NSInteger count;
        }
        @property (nonatomic, weak) IBOutlet UIButton *button;
        @property (nonatomic, strong) IBOutletCollection(UILabel) NSArray *labels;
        @property (nonatomic, getter=isOn) BOOL on;
        @property (nonatomic) CGFloat width, height;
        - (IBAction)tapped:(id)sender;
        - (void)setValue:(int)a forThing:(int)b NS_SWIFT_NAME(set(value:thing:));
        + (instancetype)make;
        @end

        @interface UIView (Glow)
        @property (nonatomic) IBInspectable CGFloat glow;
        - (void)shine;
        @end
        """

    static let objectiveCImplementation = """
        @interface LoginController ()
        @property (nonatomic, weak) IBOutlet UITextField *nameField;
        @end

        @implementation LoginController
        - (IBAction)hidden:(id)sender forEvent:(UIEvent *)event
        {
            if (self.on) {
                - (void)notAMethod;
            }
        }

        - (void)go { }
        @end

        @implementation UIView (Glow)
        - (void)dim:(id)sender { }
        @end
        """

    @Test func objectiveCClassesListTheirKeysAndSelectors() throws {
        let declarations = SourceDeclarations.scan([
            SourceFile(path: "LoginController.h", text: Self.objectiveCHeader),
            SourceFile(path: "LoginController.m", text: Self.objectiveCImplementation),
        ])
        let declared = try #require(declarations.declaredClass(named: "LoginController"))
        #expect(declared.superclass == "UIViewController")
        #expect(
            declared.keys.map(Self.describe) == [
                "titleLabel: UILabel", "count: NSInteger", "button: UIButton", "labels: UILabel", "on: BOOL",
                "width: CGFloat", "height: CGFloat", "nameField: UITextField",
            ])
        #expect(declared.methods.map(Self.describe) == ["tapped:", "setValue:forThing:", "hidden:forEvent:", "go"])
        let categories = declarations.extensions(of: "UIView")
        #expect(categories.map { $0.keys.map(Self.describe) } == [["glow: CGFloat"], []])
        #expect(categories.map { $0.methods.map(Self.describe) } == [["shine"], ["dim:"]])
        // The inspectable property is read as before.
        #expect(categories.first?.properties.map(\.name) == ["glow"])
    }

    @Test(arguments: [
        ("tapped", [""], "tapped:"), ("go", [], "go"), ("a", ["b", "c"], "aWithB:c:"), ("a", ["", ""], "a::"),
        ("show", ["", "animated"], "show:animated:"), ("click", ["for"], "clickFor:"),
        ("load", ["fromFile"], "loadFromFile:"),
    ])
    func swiftSelectors(name: String, labels: [String], selector: String) {
        let source =
            "class A: NSObject { @objc func \(name)(\(labels.enumerated().map { "\($1.isEmpty ? "_" : $1) p\($0): Int" }.joined(separator: ", "))) {} }"
        let declarations = Self.scan(source, path: "A.swift")
        #expect(declarations.declaredClass(named: "A")?.methods.map(\.name) == [selector])
    }
}
