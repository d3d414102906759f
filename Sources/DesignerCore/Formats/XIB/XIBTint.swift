/// A view's tint color as UIKit gives it: its own, else its nearest enclosing view's
/// (`tintColor` is inherited down the view tree), else none, for the system's blue.
///
/// An image view tints only a template image: it takes an enclosing view's tint only for an SF
/// Symbol, and its own tint makes any image a template, as designer draws it.
enum XIBTint {
    /// The `<color key="tintColor">` element that tints `element`.
    static func color(of element: Int, in xml: XMLSyntax, symbols: [String: SystemSymbol]) -> Int? {
        if let own = xml.child(of: element, named: "color", key: "tintColor") { return own }
        if xml.isElement(element, named: "imageView") {
            guard let image = xml.attribute(element, "image"), symbols[image] != nil else { return nil }
        }
        // The enclosing elements start before it and end after it, nearest last.
        var ancestor = element - 1
        while ancestor >= 0 {
            if xml.elements[ancestor].after > element,
                let tint = xml.child(of: ancestor, named: "color", key: "tintColor")
            {
                return tint
            }
            ancestor -= 1
        }
        return nil
    }
}
