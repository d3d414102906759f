/// What Interface Builder's Identity inspector sets of a view's accessibility, as a document
/// writes it, and the states of a control that VoiceOver reads:
///
///     <button … enabled="NO" selected="YES" …>
///         <accessibility key="accessibilityConfiguration" label="Close" hint="Closes the card">
///             <accessibilityTraits key="traits" button="YES"/>
///             <bool key="isElement" value="YES"/>
///         </accessibility>
package struct AccessibilityConfiguration: Sendable, Equatable {
    /// The label VoiceOver reads; `nil` where the document sets none (UIKit's default for the class).
    package var label: String?
    /// Whether the view is an accessibility element; `nil` for UIKit's default for its class.
    package var isElement: Bool?
    /// The hint VoiceOver reads after a pause; `nil` for none.
    package var hint: String?
    /// The traits the document sets, in place of its class's; `nil` for its class's.
    package var traits: Set<AccessibilityTrait>?
    /// Whether a control is enabled (`enabled="NO"` turns it off): VoiceOver reads one that is
    /// not as "Dimmed".
    package var isEnabled = true
    /// Whether a control is selected (`selected="YES"`).
    package var isSelected = false

    package init(
        label: String? = nil, isElement: Bool? = nil, hint: String? = nil, traits: Set<AccessibilityTrait>? = nil
    ) {
        (self.label, self.isElement, self.hint, self.traits) = (label, isElement, hint, traits)
    }
}

extension Document {
    /// The accessibility each view's document sets, by the view's position in `allViews`; views
    /// that set none and are neither disabled nor selected, and every view of a format without
    /// them (JSON), are left out.
    package var accessibilityConfigurations: [Int: AccessibilityConfiguration] {
        guard let syntax = syntax as? XIBDocumentSyntax else { return [:] }
        let xml = syntax.file.xml
        var configurations: [Int: AccessibilityConfiguration] = [:]
        for view in allViews {
            var configuration = AccessibilityConfiguration()
            configuration.isEnabled = !xml.hasAttribute(view.node, "enabled", equalTo: "NO")
            configuration.isSelected = xml.hasAttribute(view.node, "selected", equalTo: "YES")
            let element = xml.child(of: view.node, named: "accessibility", key: "accessibilityConfiguration")
            if let element {
                configuration.label = xml.attribute(element, "label")
                configuration.hint = xml.attribute(element, "hint")
                if let flag = xml.child(of: element, named: "bool", key: "isElement"),
                    let value = xml.attribute(flag, "value")
                {
                    configuration.isElement = value == "YES"
                }
                if let traits = xml.child(of: element, named: "accessibilityTraits", key: "traits") {
                    configuration.traits = Set(
                        AccessibilityTrait.allCases.filter { xml.hasAttribute(traits, $0.rawValue, equalTo: "YES") })
                }
            }
            guard element != nil || !configuration.isEnabled || configuration.isSelected else { continue }
            configurations[view.index] = configuration
        }
        return configurations
    }
}
