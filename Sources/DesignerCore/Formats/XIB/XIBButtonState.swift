/// The state a button is drawn in, as UIKit picks it: `disabled` for one not enabled
/// (`enabled="NO"`), else `highlighted`, else `selected`, each falling back to `normal` for what
/// that state does not set.
enum XIBButtonState {
    /// The `<state>` elements of the button `element` to take its title, colors and images
    /// from, the drawn state's first, then the normal state's.
    static func drawn(of element: Int, in xml: XMLSyntax) -> [Int] {
        let key =
            xml.hasAttribute(element, "enabled", equalTo: "NO")
            ? "disabled"
            : xml.hasAttribute(element, "highlighted", equalTo: "YES")
                ? "highlighted" : xml.hasAttribute(element, "selected", equalTo: "YES") ? "selected" : "normal"
        let normal = xml.child(of: element, named: "state", key: "normal")
        let drawn = key == "normal" ? nil : xml.child(of: element, named: "state", key: key)
        return [drawn, normal].compactMap { $0 }
    }

    /// The attribute naming the button's `image` or `backgroundImage` in the state it is drawn
    /// in (its attribute, or its `<imageReference>` of that key); for `image`, in its configuration
    /// (`<buttonConfiguration image="…">` or its `<imageReference key="image" image="…">`) first,
    /// as an iOS 15 button shows it.
    static func image(_ attribute: String, of element: Int, in xml: XMLSyntax) -> Int? {
        if attribute == "image",
            let configuration = xml.child(of: element, named: "buttonConfiguration", key: "configuration")
        {
            let reference = xml.child(of: configuration, named: "imageReference", key: "image")
            if let index = xml.attributeIndex(configuration, "image") { return index }
            if let reference, let index = xml.attributeIndex(reference, "image") { return index }
        }
        // A state names an SF Symbol in `<imageReference key="image" image="…">`.
        return drawn(of: element, in: xml).lazy.compactMap { state in
            xml.attributeIndex(state, attribute)
                ?? xml.child(of: state, named: "imageReference", key: attribute).flatMap {
                    xml.attributeIndex($0, "image")
                }
        }.first
    }
}
