/// What Interface Builder's Identity inspector sets of a view's accessibility, as a document
/// writes it:
///
///     <accessibility key="accessibilityConfiguration" label="Close" hint="Closes the card">
///         <accessibilityTraits key="traits" button="YES"/>
///         <bool key="isElement" value="YES"/>
///     </accessibility>
package struct AccessibilityConfiguration: Sendable, Equatable {
    /// The label VoiceOver reads; `nil` where the document sets none (UIKit's default for the class).
    package var label: String?
    /// Whether the view is an accessibility element; `nil` for UIKit's default for its class.
    package var isElement: Bool?

    package init(label: String? = nil, isElement: Bool? = nil) {
        (self.label, self.isElement) = (label, isElement)
    }
}

extension Document {
    /// The accessibility each view's document sets, by the view's position in `allViews`; views
    /// that set none, and every view of a format without it (JSON), are left out.
    package var accessibilityConfigurations: [Int: AccessibilityConfiguration] {
        guard let syntax = syntax as? XIBDocumentSyntax else { return [:] }
        let xml = syntax.file.xml
        var configurations: [Int: AccessibilityConfiguration] = [:]
        for view in allViews {
            guard let element = xml.child(of: view.node, named: "accessibility", key: "accessibilityConfiguration")
            else { continue }
            var configuration = AccessibilityConfiguration(label: xml.attribute(element, "label"))
            if let flag = xml.child(of: element, named: "bool", key: "isElement"),
                let value = xml.attribute(flag, "value")
            {
                configuration.isElement = value == "YES"
            }
            configurations[view.index] = configuration
        }
        return configurations
    }
}
