import Testing

/// "Did you mean" for a class no module declares: a class of the same kind, never a subclass
/// of the one that is missing.

@testable import DesignerCore
@Suite struct ClassSuggestionTests {
    /// A project whose classes are of several kinds, some named alike.
    static let sources = """
        import UIKit
        class ProfileView: UIView {}
        class ProfileViewController: UIViewController {}
        class ProfileCell: UITableViewCell {}
        class FancyButton: UIButton {}
        class FancyLabel: UILabel {}
        class RoundedCard: BaseCard {}
        class BaseCardView: RemoteView {}
        class Helper: NSObject {}
        """

    static let registry: ComponentRegistry = {
        let declarations = SourceDeclarations.scan([SourceFile(path: "App/Classes.swift", text: sources)])
        return ComponentRegistry.shipped.including(
            ProjectClasses.classes(from: declarations, registry: .shipped), declaredIn: declarations)
    }()

    @Test(
        arguments: [
            // A view for a view, a view controller for a view controller.
            ("ProfileViewControler", "UIViewController", "ProfileViewController"),
            ("ProfileVew", "View", "ProfileView"),
            ("ProfileVew", "UIView", "ProfileView"),
            ("ProfileViewController", "UIView", nil),
            ("ProfileVew", "UIViewController", nil),
            // The element's class narrows the kind: a label's class is a label.
            ("FancyButon", "UIButton", "FancyButton"),
            ("FancyLabl", "UIButton", nil),
            ("FancyLabl", "UILabel", "FancyLabel"),
            ("ProfileCel", "UITableViewCell", "ProfileCell"),
            // A subclass is no stand-in for its missing superclass.
            ("BaseCard", "UIView", nil),
            // A class whose ancestry leaves what is known is of no known kind.
            ("BaseCardVew", "UIView", nil),
            ("Helpr", "UIView", nil),
            ("Helpr", "NSObject", "Helper"),
            // Registered classes keep their suggestions.
            ("MyProgresBar", "View", "MyProgressBar"),
            ("UISlidr", "UIView", "UISlider"),
            ("UISlidr", "UIViewController", nil),
        ] as [(String, String, String?)])
    func suggestsOnlyAClassOfTheSameKind(name: String, base: String, expected: String?) {
        #expect(Self.registry.suggestion(for: name, descendingFrom: base) == expected)
    }

    @Test func theViewSuggestionIsAView() {
        #expect(Self.registry.suggestion(for: "ProfileViewControllr") == nil)
        #expect(Self.registry.suggestion(for: "FancyButon") == "FancyButton")
    }
}
