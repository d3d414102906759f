public import Inspectable

/// One view of a document as written: its identity, class and frame, with where each is
/// written so diagnostics can point at them. Its attributes are read through the document,
/// whose format knows how they are written.
///
/// A document keeps its views in one array, depth first; a view's subviews and their
/// descendants follow it, up to `descendantsEnd`. A scene's other objects (its view controller,
/// bar items, gesture recognizers, custom objects) are nodes too, of the kind `.object`: they
/// are addressed, read and checked as views are, but have no frame and are never drawn.
public struct ViewNode: Sendable {
    /// What a node stands for.
    public enum Kind: Sendable, Hashable {
        /// A view of the tree, drawn at its frame.
        case view
        /// An object of the scene that is not a view, of the UIKit class its element stands for
        /// (`UIBarButtonItem` for a `<barButtonItem>`), which a custom class may subclass.
        case object(standardClass: String)
    }

    public let id: String?
    /// A name the view is also addressed by, as Interface Builder's `userLabel`.
    public let label: String?
    public let className: String
    /// A view, or another object of the scene.
    public let kind: Kind
    public let frame: Rect
    /// Where the view and its parts are written.
    public let place: Place
    /// This view's position in `Document.allViews`; an object's, in `Document.allNodes`.
    public let index: Int
    /// The position just past this view's last descendant.
    public package(set) var descendantsEnd: Int
    /// The format's own reference to the view in its syntax.
    package let node: Int
    /// The module Interface Builder's `customModule` names for the custom class, if written.
    public let customModule: String?
    /// Whether `customModuleProvider="target"`: the class is in the module of the target
    /// that holds the document.
    public let isModuleOfTarget: Bool
    /// The class the view's element stands for before any custom class (`UILabel` for a
    /// `<label>`), where the format has one.
    public let elementClassName: String?

    /// Byte offsets in the document's text of a view and of its id, class and frame.
    public struct Place: Sendable, Hashable {
        /// Where the view starts.
        public let start: Int
        public let id: Int?
        public let className: Int
        public let frame: Int

        init(start: Int, id: Int?, className: Int, frame: Int) {
            (self.start, self.id, self.className, self.frame) = (start, id, className, frame)
        }
    }

    /// Whether the node is a view, drawn in the tree, rather than another object of the scene.
    public var isView: Bool { kind == .view }

    init(
        id: String?, label: String? = nil, className: String, kind: Kind = .view, frame: Rect, place: Place,
        index: Int, descendantsEnd: Int, node: Int, customModule: String? = nil, isModuleOfTarget: Bool = false,
        elementClassName: String? = nil
    ) {
        (self.id, self.label, self.className, self.kind, self.frame) = (id, label, className, kind, frame)
        (self.place, self.index, self.descendantsEnd, self.node) = (place, index, descendantsEnd, node)
        (self.customModule, self.isModuleOfTarget, self.elementClassName) =
            (customModule, isModuleOfTarget, elementClassName)
    }
}

/// An attribute as a document writes it: its name and value, and where each is written.
public struct WrittenAttribute: Sendable {
    public let name: String
    /// The value in the form every format reads into, as `InspectableValue.init(json:)` takes it.
    public let value: JSONValue
    /// Where the name is written, for a problem with the attribute (a name no class has).
    public let nameOffset: Int
    /// Where the value is written, for a problem with the value.
    public let valueOffset: Int
    /// Whether the attribute is one the view's kind of element has whatever its class (a
    /// label's text in Interface Builder), so a change of class keeps it.
    public let isIntrinsic: Bool
    /// The type the document gives the value, where it writes one (Interface Builder's runtime
    /// attributes: `number`, `string`, `color`…), which must suit the attribute's type.
    public let writtenType: WrittenType?

    init(
        name: String, value: JSONValue, nameOffset: Int, valueOffset: Int, isIntrinsic: Bool = false,
        writtenType: WrittenType? = nil
    ) {
        (self.name, self.value, self.nameOffset, self.valueOffset) = (name, value, nameOffset, valueOffset)
        (self.isIntrinsic, self.writtenType) = (isIntrinsic, writtenType)
    }
}

/// The type a document writes a value as, where it writes one.
public enum WrittenType: String, Sendable {
    case boolean, number, string, color, image, point, size, rect, range
    case null = "nil"

    /// Whether an attribute whose type is `typeName` (`Color?`, `Int`), with a default whose
    /// JSON form is `defaultJSON`, can hold a value written as this type.
    public func suits(typeName: String, defaultJSON: JSONValue) -> Bool {
        let base = typeName.hasSuffix("?") ? String(typeName.dropLast()) : typeName
        switch self {
        case .color: return base == "Color"
        case .image: return base == "Image"
        case .point: return base == "Point"
        case .size: return base == "Size"
        case .rect: return base == "Rect"
        case .null: return typeName.hasSuffix("?")
        case .range: return false
        case .boolean: return base == "Bool"
        case .number: return ["Int", "Double", "Float"].contains(base)
        case .string:
            guard !["Color", "Image"].contains(base) else { return false }
            if case .string = defaultJSON { return true }
            return base == "String"
        }
    }
}
