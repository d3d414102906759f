public import Inspectable

/// Interface Builder's documents of iOS projects, `.xib` and `.storyboard` files: XML whose view
/// elements (`view`, `label`, `button`…) are the views, with their object ids, custom classes,
/// frames, standard properties and user-defined runtime attributes. A storyboard's scenes, and
/// a xib's top-level views, are the document's scenes.
public enum XIBFormat: DocumentFormat {
    public static let name = "Interface Builder"

    /// The root element's type of every iOS Interface Builder document.
    static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch"

    /// A name ending in `.xib` or `.storyboard`, or, for a name that says nothing, a text whose
    /// root is an iOS Interface Builder `<document>`.
    public static func accepts(_ source: SourceText) -> Bool {
        let name = source.name.lowercased()
        if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") { return true }
        if name.hasSuffix(".json") { return false }
        let head = source.bytes.prefix(1024)
        return head.firstRange(of: Array("<document".utf8)) != nil
            && head.firstRange(of: Array(documentType.utf8)) != nil
    }

    public static func read(_ source: SourceText, assets: ProjectAssets) -> Document.Reading {
        let xml: XMLSyntax
        do {
            xml = try XMLSyntax(parsing: source)
        } catch {
            return Document.Reading(
                document: nil,
                diagnostics: [
                    .error(
                        error.message, at: error.offset, rule: .xmlSyntax,
                        related: error.openedAt.map {
                            [.init("the element still open", location: .document(offset: $0))]
                        }
                            ?? [])
                ])
        }
        guard xml.isElement(xml.root, named: "document"),
            xml.attribute(xml.root, "type")?.hasPrefix(documentType) == true
        else {
            let type = xml.attribute(xml.root, "type").map { " of type \(Printable.quoted($0))" } ?? ""
            return Document.Reading(
                document: nil,
                diagnostics: [
                    .error(
                        "<\(Printable.excerpt(xml.name(of: xml.root)))>\(type) is not an iOS Interface Builder document; designer reads the .xib and .storyboard files of iOS projects (<document type=\"\(documentType)…\">)",
                        at: xml.elements[xml.root].start)
                ])
        }
        let file = XIBFile(xml: xml, assets: assets)
        guard let index = file.defaultScene else {
            return Document.Reading(
                document: nil,
                diagnostics: file.diagnostics + [
                    .error("the document has no views: no scene with a view, and no top-level view", at: 0)
                ])
        }
        return file.read(scene: index)
    }

    public static func newDocument(
        className: String, frame: Rect, attributes: [(name: String, value: JSONValue, typeName: String)]
    ) -> String {
        let custom = className == View.className ? "" : " customClass=\"\(XMLText.escaped(className))\""
        var runtime = ""
        for (name, value, typeName) in attributes {
            guard
                let element = XIBRuntimeValue.element(
                    for: value, keyPath: name, typeName: typeName, indent: "                ")
            else {
                continue
            }
            runtime += "                \(element)\n"
        }
        if !runtime.isEmpty {
            runtime =
                "            <userDefinedRuntimeAttributes>\n\(runtime)            </userDefinedRuntimeAttributes>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB"\(custom)>
                        <rect key="frame" x="\(XIBColor.number(frame.x))" y="\(XIBColor.number(frame.y))" width="\(XIBColor.number(frame.width))" height="\(XIBColor.number(frame.height))"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(runtime)        </view>
                </objects>
            </document>

            """
    }
}

/// A parsed Interface Builder document: its XML, resources and scenes, shared by the
/// documents of each of its scenes.
final class XIBFile: Sendable {
    let xml: XMLSyntax
    let resources: XIBResources
    let assets: ProjectAssets
    let scenes: [Document.Scene]
    /// The root view element of each scene; `nil` for a scene without a view (a navigation controller's).
    let sceneRoots: [Int?]
    /// The object elements other than views of each scene: its view controller and what it holds.
    let sceneObjects: [[Int]]
    let defaultScene: Int?
    /// Problems of the whole file: ids given twice.
    let diagnostics: [Diagnostic]

    /// - Parameters:
    ///   - resources: The resources of the document `xml` is part of, when it is a part (an
    ///     edited view read again); else its own.
    ///   - findsProblems: Whether the file's own problems are looked for; an edit's check, which
    ///     reads only the edited views again, does not.
    init(xml: XMLSyntax, assets: ProjectAssets, resources: XIBResources? = nil, findsProblems: Bool = true) {
        self.xml = xml
        self.resources = resources ?? XIBResources(xml)
        self.assets = assets
        let found = findsProblems ? XIBScenes.find(in: xml) : XIBScenes.Found()
        self.scenes = found.scenes
        self.sceneRoots = found.roots
        self.sceneObjects = found.objects
        self.defaultScene = found.defaultScene
        self.diagnostics = findsProblems ? Self.duplicateIDs(in: xml) : []
    }

    /// Interface Builder's object ids are unique in the whole file, views or not.
    private static func duplicateIDs(in xml: XMLSyntax) -> [Diagnostic] {
        // Ids by a hash of their bytes, so that no string is made for each: those of one hash
        // are told apart by their bytes.
        var first: [UInt64: [Range<Int>]] = [:]
        first.reserveCapacity(xml.elements.count)
        var diagnostics: [Diagnostic] = []
        let bytes = xml.source.bytes
        for element in xml.elements.indices {
            guard let index = xml.attributeIndex(element, "id") else { continue }
            let range = xml.attributes[index].value
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes[range] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let earlier = first[hash]?.first { $0.count == range.count && bytes[$0].elementsEqual(bytes[range]) }
            if let earlier {
                let location = xml.source.location(of: earlier.lowerBound)
                let id = Printable.quoted(xml.value(of: index))
                diagnostics.append(
                    .error(
                        "duplicate id \(id); it is also at \(location)", at: range.lowerBound, rule: .duplicateID,
                        related: [
                            .init("the first object with id \(id)", location: .document(offset: earlier.lowerBound))
                        ]))
            } else {
                first[hash, default: []].append(range)
            }
        }
        return diagnostics
    }

    /// The view tree of scene `index`, with the problems of the whole file and of the scene.
    func read(scene index: Int) -> Document.Reading {
        guard let root = sceneRoots[index] else {
            return Document.Reading(
                document: nil,
                diagnostics: diagnostics + [
                    .error(
                        "the scene \(Printable.quoted(scenes[index].title)) has no view of its own; name another with --scene",
                        at: scenes[index].offset)
                ])
        }
        var reader = XIBViewReader(xml: xml)
        reader.readView(root)
        let views = reader.views
        for object in sceneObjects[index] { reader.readObject(object) }
        let objects = Array(reader.views[views.count...])
        var diagnostics = self.diagnostics + reader.diagnostics
        let attributeReader = XIBAttributeReader(file: self)
        var viewAttributes: [[WrittenAttribute]] = []
        viewAttributes.reserveCapacity(reader.views.count)
        for view in reader.views {
            let (attributes, problems) = attributeReader.attributes(of: view.node)
            viewAttributes.append(attributes)
            diagnostics += problems
        }
        let document = Document(
            syntax: XIBDocumentSyntax(file: self, viewAttributes: viewAttributes), views: views, objects: objects,
            variants: [], variantDiagnostics: [], scenes: scenes, sceneIndex: index, assets: assets,
            reportsDuplicateIDs: false, diagnostics: &diagnostics)
        return Document.Reading(document: document, diagnostics: diagnostics)
    }
}

/// The scenes of an Interface Builder document: a storyboard's `<scene>`s, each with its view
/// controller's view, or a xib's top-level views.
enum XIBScenes {
    struct Found {
        var scenes: [Document.Scene] = []
        var roots: [Int?] = []
        var objects: [[Int]] = []
        var defaultScene: Int?
    }

    static func find(in xml: XMLSyntax) -> Found {
        var found = Found()
        if let scenes = xml.child(of: xml.root, named: "scenes") {
            var controllerScenes: [String: Int] = [:]
            var controllers: [Int] = []
            for scene in xml.children(of: scenes) where xml.isElement(scene, named: "scene") {
                let objects = xml.child(of: scene, named: "objects")
                let controller = objects.flatMap { objects in
                    xml.children(of: objects).first { xml.name(of: $0).hasSuffix("Controller") }
                }
                let root = controller.flatMap { controller in
                    xml.children(of: controller).first {
                        XIBViewKinds.isView(xml.name(of: $0)) && xml.hasAttribute($0, "key", equalTo: "view")
                    }
                }
                let id = xml.attribute(scene, "sceneID") ?? ""
                var names: [String] = []
                var title = controller.map { AttributeLabel.derive(from: xml.name(of: $0)) } ?? "Scene"
                if let controller {
                    let custom = xml.attribute(controller, "customClass")
                    let given = xml.attribute(controller, "title") ?? xml.attribute(controller, "userLabel")
                    // `navigationController` is a UINavigationController.
                    let element = xml.name(of: controller)
                    let standard = "UI" + element.prefix(1).uppercased() + element.dropFirst()
                    title = given ?? custom ?? title
                    names += [xml.attribute(controller, "id"), given, custom, standard, title].compactMap { $0 }
                    if let controllerID = xml.attribute(controller, "id") {
                        controllerScenes[controllerID] = found.scenes.count
                    }
                }
                controllers.append(controller ?? -1)
                found.scenes.append(
                    Document.Scene(
                        id: id, names: names, title: "\(title) (\(id))",
                        offset: xml.elements[scene].start, hasView: root != nil))
                found.roots.append(root)
                found.objects.append(objects.map { XIBObjectKinds.objects(in: $0, of: xml) } ?? [])
            }
            found.defaultScene = initialScene(
                xml.attribute(xml.root, "initialViewController"), controllers: controllers,
                scenes: controllerScenes, roots: found.roots, xml: xml)
        } else if let objects = xml.child(of: xml.root, named: "objects") {
            // A xib's top-level objects that are not views (custom objects, gesture recognizers)
            // belong to each of its views' scenes.
            let shared = xml.children(of: objects).filter { !XIBViewKinds.isView(xml.name(of: $0)) }.flatMap {
                XIBObjectKinds.objects(in: $0, of: xml)
            }
            for view in xml.children(of: objects) where XIBViewKinds.isView(xml.name(of: view)) {
                let id = xml.attribute(view, "id") ?? ""
                let label = xml.attribute(view, "userLabel")
                let className = XIBViewKinds.className(of: view, in: xml)
                found.scenes.append(
                    Document.Scene(
                        id: id, names: [label, className].compactMap { $0 },
                        title: "\(label ?? className) (\(id))", offset: xml.elements[view].start,
                        hasView: true))
                found.roots.append(view)
                found.objects.append(XIBObjectKinds.objects(in: view, of: xml) + shared)
            }
            found.defaultScene = found.roots.isEmpty ? nil : 0
        }
        return found
    }

    /// The initial view controller's scene, or, for a container such as a navigation
    /// controller, the scene of the controller it shows first; else the first scene with a view.
    private static func initialScene(
        _ initial: String?, controllers: [Int], scenes: [String: Int], roots: [Int?], xml: XMLSyntax
    ) -> Int? {
        var next = initial
        var visited: Set<String> = []
        while let id = next, visited.insert(id).inserted, let scene = scenes[id] {
            if roots[scene] != nil { return scene }
            next = nil
            let controller = controllers[scene]
            guard controller >= 0, let connections = xml.child(of: controller, named: "connections") else { break }
            for segue in xml.children(of: connections) where xml.isElement(segue, named: "segue") {
                let relationship = xml.attribute(segue, "relationship")
                if relationship == "rootViewController" || relationship == "viewControllers" {
                    next = xml.attribute(segue, "destination")
                    break
                }
            }
        }
        return roots.firstIndex { $0 != nil }
    }
}

/// Reads the view elements of one tree, depth first.
struct XIBViewReader {
    let xml: XMLSyntax
    var views: [ViewNode] = []
    var diagnostics: [Diagnostic] = []

    /// Reads the view `element` and its subviews; `superview` is the size of the view it is in,
    /// which Xcode 8's frame insets are measured in.
    mutating func readView(_ element: Int, in superview: Size = Size(width: 0, height: 0)) {
        let slot = views.count
        var frameElement = xml.child(of: element, named: "rect", key: "frame")
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        if let frameElement {
            frame = readFrame(frameElement)
        } else if let inset = xml.child(of: element, named: "frame", key: "frameInset") {
            frameElement = inset
            frame = readFrameInset(inset, in: superview)
        }
        let idIndex = xml.attributeIndex(element, "id")
        let classIndex = xml.attributeIndex(element, "customClass")
        let place = ViewNode.Place(
            start: xml.elements[element].start, id: idIndex.map { xml.attributes[$0].value.lowerBound },
            className: classIndex.map { xml.attributes[$0].value.lowerBound } ?? xml.elements[element].name.lowerBound,
            frame: frameElement.map { xml.elements[$0].start } ?? xml.elements[element].start)
        views.append(
            ViewNode(
                id: idIndex.map { xml.value(of: $0) }, label: xml.attribute(element, "userLabel"),
                className: XIBViewKinds.className(of: element, in: xml), frame: frame, place: place, index: slot,
                descendantsEnd: slot + 1, node: element, customModule: xml.attribute(element, "customModule"),
                isModuleOfTarget: xml.hasAttribute(element, "customModuleProvider", equalTo: "target"),
                elementClassName: XIBViewKinds.classes[xml.name(of: element)]))
        for subview in XIBViewKinds.subviews(of: element, in: xml) {
            readView(subview, in: Size(width: frame.width, height: frame.height))
        }
        views[slot].descendantsEnd = views.count
    }

    /// Reads an object that is not a view, after the views: it has no frame and no subviews.
    mutating func readObject(_ element: Int) {
        guard let standardClass = XIBObjectKinds.standardClass(of: xml.name(of: element)) else { return }
        let idIndex = xml.attributeIndex(element, "id")
        let classIndex = xml.attributeIndex(element, "customClass")
        let start = xml.elements[element].start
        let place = ViewNode.Place(
            start: start, id: idIndex.map { xml.attributes[$0].value.lowerBound },
            className: classIndex.map { xml.attributes[$0].value.lowerBound } ?? xml.elements[element].name.lowerBound,
            frame: start)
        let custom = xml.attribute(element, "customClass").flatMap { $0.isEmpty ? nil : $0 }
        views.append(
            ViewNode(
                id: idIndex.map { xml.value(of: $0) }, label: xml.attribute(element, "userLabel"),
                className: custom ?? standardClass, kind: .object(standardClass: standardClass),
                frame: Rect(x: 0, y: 0, width: 0, height: 0), place: place, index: views.count,
                descendantsEnd: views.count + 1, node: element, customModule: xml.attribute(element, "customModule"),
                isModuleOfTarget: xml.hasAttribute(element, "customModuleProvider", equalTo: "target"),
                elementClassName: standardClass))
    }

    private mutating func readFrame(_ rect: Int) -> Rect {
        let fields = Rect.fieldNames.map { frameNumber($0, of: rect) ?? 0 }
        return Rect(x: fields[0], y: fields[1], width: fields[2], height: fields[3])
    }

    /// Xcode 8's frame, `<frame key="frameInset" minX="15" width="345" height="43.5"/>`: the
    /// view's edges as insets in its superview, `minX`/`minY` from its leading and top edges and
    /// `maxX`/`maxY` from its far ones, with the size where it is given, each left out when 0.
    /// Xcode 8 wrote it for views placed by their autoresizing masks; a cell's content view
    /// (`width="375" height="43.5"` in a 375 x 44 cell) and its label (`minX="15" width="345"`)
    /// are the real documents' cases, which later Xcodes save as `<rect key="frame" x="15"
    /// y="0.0" width="345" height="43.5"/>`.
    private mutating func readFrameInset(_ element: Int, in superview: Size) -> Rect {
        func span(_ axis: (min: String, max: String, length: String), in extent: Double) -> (Double, Double) {
            let (start, end) = (frameNumber(axis.min, of: element), frameNumber(axis.max, of: element))
            let length = frameNumber(axis.length, of: element) ?? extent - (start ?? 0) - (end ?? 0)
            return (start ?? end.map { extent - $0 - length } ?? 0, length)
        }
        let (x, width) = span(("minX", "maxX", "width"), in: superview.width)
        let (y, height) = span(("minY", "maxY", "height"), in: superview.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The number attribute `name` of a frame element gives; `nil` when it gives none, or one
    /// that is not a number or lies beyond `Rect.maximumMagnitude`, each an error at its place.
    private mutating func frameNumber(_ name: String, of element: Int) -> Double? {
        guard let index = xml.attributeIndex(element, name) else { return nil }
        let text = xml.value(of: index)
        let offset = xml.attributes[index].value.lowerBound
        guard let value = XIBScalar.decimal(text) else {
            diagnostics.append(.error("frame \(name) \(Printable.quoted(text)) is not a number", at: offset))
            return nil
        }
        guard abs(value) <= Rect.maximumMagnitude else {
            diagnostics.append(
                .error(
                    "frame \(name) \(Printable.quoted(text)) is out of range (at most \(Int(Rect.maximumMagnitude)) points either way)",
                    at: offset))
            return nil
        }
        return value
    }
}

extension Diagnostic.Rule {
    /// XML that Xcode's parser refuses: the document cannot be opened at all.
    public static let xmlSyntax = Diagnostic.Rule(
        "xml-syntax", .error, "An Interface Builder document that is not well-formed XML, which Xcode cannot open.")
}
