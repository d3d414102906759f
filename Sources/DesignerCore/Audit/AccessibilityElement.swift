public import Graphics

/// One stop of VoiceOver's on a screen: what it reads there and where its cursor is drawn.
package struct AccessibilityElement: Sendable, Equatable {
    /// The view it is, by its position in `Document.allViews`; `nil` for an item of a bar, a
    /// part of a control (a segment, a stepper's button) or a table's section title.
    package var view: Int?
    /// What VoiceOver reads first; `nil` for none.
    package var label: String?
    /// A control's state or contents: a slider's "50%", a switch's "On", a text field's text.
    package var value: String?
    /// What VoiceOver reads after a pause.
    package var hint: String?
    package var traits: Set<AccessibilityTrait>
    /// Where it is, in the drawing's points.
    package var frame: Rect

    package init(
        view: Int?, label: String?, value: String? = nil, hint: String? = nil, traits: Set<AccessibilityTrait>,
        frame: Rect
    ) {
        (self.view, self.label, self.value, self.hint) = (view, label, value, hint)
        (self.traits, self.frame) = (traits, frame)
    }

    /// What VoiceOver says for the element, sentence by sentence, as an accessibility picture's
    /// legend shows it: "Selected" first, then its label, its value, what it is ("Button",
    /// "Heading"…) and "Dimmed" last, each ending in a full stop where it does not end in one,
    /// a "!", a "?" or a "…" ("Volume. 50%. Adjustable.").
    package var description: String {
        let roles = AccessibilityTrait.allCases.filter { traits.contains($0) && $0 != .selected && $0 != .notEnabled }
        let parts =
            (traits.contains(.selected) ? ["Selected"] : []) + [label, value].compactMap { $0 }
            + roles.compactMap(\.spoken)
            + (traits.contains(.notEnabled) ? ["Dimmed"] : [])
        return parts.filter { !$0.isEmpty }.map { part in
            part.last.map { ".!?…".contains($0) } == true ? part : part + "."
        }.joined(separator: " ")
    }
}
