import Testing

/// The key and method model runtime attributes and connections are checked against: UIKit's
/// classes, and a project's declarations through the superclass chain.

@testable import DesignerCore
@Suite("The classes as the runtime sees them") struct RuntimeClassesTests {
    static let project = RuntimeClasses(
        SourceDeclarations.scan([
            SourceFile(
                path: "Views.swift",
                text: """
                    extension UIView {
                        @IBInspectable var cornerRadius: CGFloat { get { layer.cornerRadius } set { layer.cornerRadius = newValue } }
                    }
                    extension NSObject {
                        @objc var analyticsName: String? { nil }
                    }
                    extension CALayer {
                        @objc var borderUIColor: UIColor? { nil }
                        var hiddenColor: UIColor? { nil }
                    }
                    class Card: UIView {
                        @IBInspectable var shadowOffset: CGPoint = .zero
                        var plain = 1
                        @objc func setGlow(_ value: CGFloat) {}
                        @IBAction func tapped(_ sender: Any) {}
                        func tap() {}
                        func hiddenAction(_ sender: Any) {}
                    }
                    @objcMembers class Model: NSObject {
                        var everything = 1
                    }
                    class SubModel: Model {
                        var more = 2
                        func run() {}
                    }
                    class Wrapped: LibraryView {
                        @objc var own = 1
                    }
                    """),
            SourceFile(
                path: "Legacy.h",
                text: """
                    @interface UILabel (Legacy)
                    @property (nonatomic) CGFloat legacyInset;
                    @end
                    """),
        ]))

    @Test(arguments: [
        ("text", "UILabel", true), ("cornerRadius", "UILabel", false), ("borderWidth", "UIView", false),
        ("shadowOpacity", "UIButton", false), ("shadowOffset", "UILabel", true), ("hidden", "UILabel", true),
        ("isHidden", "UILabel", true), ("on", "UISwitch", true), ("isOn", "UISwitch", true),
        ("enabled", "UIButton", true), ("isEnabled", "UIButton", true),
        ("accessibilityIdentifier", "UIImageView", true),
        ("view", "UITableViewController", true), ("tableView", "UITableViewController", true),
        ("dataSource", "UITableView", true), ("delegate", "UITextField", true), ("customView", "UIBarButtonItem", true),
        ("numberOfTapsRequired", "UITapGestureRecognizer", true), ("text", "UIView", false),
    ])
    func uikitKeys(key: String, className: String, has: Bool) {
        #expect(RuntimeClasses.uikit.hasKey(key, in: className) == has)
        #expect(UIKitClasses.hasKey(key, in: className) == has)
    }

    @Test(arguments: [
        // An extension of UIView reaches every view; one of NSObject every object.
        ("cornerRadius", "UILabel", true as Bool?), ("cornerRadius", "Card", true),
        ("analyticsName", "UIBarButtonItem", true),
        // A category's property.
        ("legacyInset", "UILabel", true), ("legacyInset", "UIButton", false),
        // A class's own, its setter, and a var the runtime does not see.
        ("shadowOffset", "Card", true), ("glow", "Card", true), ("plain", "Card", false),
        // An @objcMembers class shows its subclasses' members too.
        ("everything", "SubModel", true), ("more", "SubModel", true),
        // Found before the unknown superclass, or not knowable.
        ("own", "Wrapped", true), ("anything", "Wrapped", nil), ("anything", "Unknown", nil),
    ])
    func projectKeys(key: String, className: String, has: Bool?) {
        #expect(Self.project.hasKey(key, in: className) == has)
    }

    @Test(arguments: [
        ("tapped:", "Card", true as Bool?), ("tap", "Card", false), ("tap:", "Card", false),
        ("hiddenAction:", "Card", false), ("run", "SubModel", true), ("copy:", "Card", true),
        ("goBack", "WKWebView", true), ("anything", "Wrapped", nil),
    ])
    func methods(selector: String, className: String, implements: Bool?) {
        #expect(Self.project.implements(selector, in: className) == implements)
    }

    @Test(arguments: [
        ("layer.cornerRadius", "UILabel", RuntimeClasses.KeyPathCheck.valid),
        ("layer.borderUIColor", "UILabel", .valid),
        ("frame.size.width", "UILabel", .valid),
        ("text", "Unknown", .unknownClass),
        (
            "borderWidth", "UILabel",
            .missingKey(
                "UILabel has no key 'borderWidth': loading the document stops the app with 'this class is not key value coding-compliant for the key borderWidth'; did you mean 'layer.borderWidth'?"
            )
        ),
        // UIView takes this one through a private setter, which key-value coding finds.
        (
            "cornerRadius", "UILabel",
            .privateKey(
                "UILabel has no public key 'cornerRadius': UIKit takes it only through the private method '_setCornerRadius:', and an iOS version without that method stops the app with 'this class is not key value coding-compliant for the key cornerRadius'; did you mean 'layer.cornerRadius'?"
            )
        ),
        (
            "txet", "UILabel",
            .missingKey(
                "UILabel has no key 'txet': loading the document stops the app with 'this class is not key value coding-compliant for the key txet'; did you mean 'text'?"
            )
        ),
        (
            "plain", "Card",
            .missingKey(
                "Card has no key 'plain': loading the document stops the app with 'this class is not key value coding-compliant for the key plain'; its declaration has no @objc, @IBOutlet or @IBInspectable, so the runtime cannot see it"
            )
        ),
        (
            "layer.cornerRadiuss", "UIView",
            .unreadLayerKey(
                "CALayer has no key 'cornerRadiuss': a layer keeps the value of any key, but nothing reads this one")
        ),
        (
            "layer.hiddenColor", "UIView",
            .unreadLayerKey(
                "CALayer has no key 'hiddenColor': a layer keeps the value of any key, but nothing reads this one; its declaration has no @objc, so the runtime cannot see it"
            )
        ),
    ])
    func keyPaths(keyPath: String, className: String, check: RuntimeClasses.KeyPathCheck) {
        // The project gives every view a `cornerRadius`: the key model of UIKit alone is asked of it.
        let classes = keyPath == "cornerRadius" ? RuntimeClasses.uikit : Self.project
        #expect(classes.check(keyPath: keyPath, in: className) == check)
    }

    @Test func aKeyAModuleNotReadMayDeclareIsOnlyPossiblyMissing() {
        let classes = RuntimeClasses(SourceDeclarations.scan([]), unreadModules: ["SkeletonView"])
        #expect(
            classes.check(keyPath: "isSkeletonable", in: "UILabel")
                == .possiblyMissingKey(
                    "UILabel has no key 'isSkeletonable': loading the document stops the app with 'this class is not key value coding-compliant for the key isSkeletonable'; unless 'SkeletonView', whose sources were not found, declares it"
                ))
        #expect(classes.check(keyPath: "text", in: "UILabel") == .valid)
    }

    @Test func kindsAndDeclaredTypes() {
        #expect(Self.project.isKind("Card", of: "UIView") == true)
        #expect(Self.project.isKind("UIButton", of: "UILabel") == false)
        #expect(Self.project.isKind("Wrapped", of: "UIView") == nil)
        #expect(Self.project.declaredType(ofKey: "shadowOffset", in: "Card") == "CGPoint")
        #expect(Self.project.declaredSelectors(like: "tap:", in: "Card") == ["tap"])
    }
}
