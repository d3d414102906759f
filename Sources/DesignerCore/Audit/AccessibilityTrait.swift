/// What VoiceOver says an element is or how it behaves, as `UIAccessibilityTraits` has it, by the
/// name Interface Builder writes (`<accessibilityTraits key="traits" button="YES"/>`).
package enum AccessibilityTrait: String, Sendable, CaseIterable {
    case button, link, header, searchField, image, selected, playsSound, keyboardKey, staticText
    case summaryElement, notEnabled, updatesFrequently, startsMediaSession, adjustable
    case allowsDirectInteraction, causesPageTurn
    /// A tab bar's item's, which UIKit sets.
    case tab
    /// A text field's or text view's, which UIKit sets and Interface Builder does not write.
    case textEntry
    /// A switch's, which VoiceOver reads as "Switch Button".
    case toggleButton

    /// What VoiceOver says for the trait, as a picture's legend shows it; `nil` for a trait it
    /// does not speak (static text, a summary, one that changes how the element is worked).
    package var spoken: String? {
        switch self {
        case .button: "Button"
        case .link: "Link"
        case .header: "Heading"
        case .searchField: "Search Field"
        case .image: "Image"
        case .selected: "Selected"
        case .notEnabled: "Dimmed"
        case .adjustable: "Adjustable"
        case .tab: "Tab"
        case .textEntry: "Text Field"
        case .toggleButton: "Switch Button"
        case .playsSound, .keyboardKey, .staticText, .summaryElement, .updatesFrequently, .startsMediaSession,
            .allowsDirectInteraction, .causesPageTurn:
            nil
        }
    }
}
