public import Layout

extension Document {
    /// The device and orientation the document was saved for (`<device id= orientation=>`), if
    /// any: the screen `layout(on: nil)` lays it out on.
    public var savedDevice: (id: String, orientation: Orientation)? {
        guard let syntax = syntax as? XIBDocumentSyntax else { return nil }
        let xml = syntax.file.xml
        guard let device = xml.child(of: xml.root, named: "device"), let id = xml.attribute(device, "id") else {
            return nil
        }
        return (id, xml.attribute(device, "orientation").flatMap(Orientation.init(rawValue:)) ?? .portrait)
    }
}
