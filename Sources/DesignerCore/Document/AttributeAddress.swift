import Inspectable

/// What a command-line key such as `percent`, `download.percent`, `frame.width` or `class`
/// points at: one view, and one of its properties.
///
/// A key without a view id means the root's property, or else the one view in the tree whose
/// class has that attribute; when several have it, the key is ambiguous.
public struct AttributeAddress: Sendable {
    /// A property of a view that a key can name.
    public enum Property: Sendable, Equatable {
        case attribute(String)
        case frame
        /// One of `x`, `y`, `width`, `height`.
        case frameField(String)
        case className
    }

    public let view: ViewNode
    public let property: Property

    /// Finds what `key` points at in `document`.
    ///
    /// - Parameters:
    ///   - view: The view `--view` named, if any; keys are then that view's properties.
    ///   - rejected: The components the registry turned away: a view of one of their classes
    ///     is said to have a rejected class, and why, rather than an unknown one.
    ///   - classOf: The class each view has (or will have, after a `class=` change).
    public static func resolve(
        _ key: String, in document: Document, view: ViewNode? = nil, rejected: [RejectedComponent] = [],
        classOf: (ViewNode) -> ComponentClass?
    ) throws(AddressError) -> AttributeAddress {
        do {
            return try resolve(key, in: document, view: view, classOf: classOf)
        } catch .unknownClass(let className, let id, let classOffset) {
            guard let rejection = rejected.first(where: { $0.className == className }) else {
                throw .unknownClass(className, view: id, classOffset: classOffset)
            }
            throw .rejectedClass(rejection.reason, view: id, classOffset: classOffset)
        }
    }

    private static func resolve(
        _ key: String, in document: Document, view: ViewNode?, classOf: (ViewNode) -> ComponentClass?
    ) throws(AddressError) -> AttributeAddress {
        if let view {
            // `--view download download.percent` names the same view twice; another view's id is a conflict.
            if let dot = key.firstIndex(of: "."), let named = document.view(withID: String(key[..<dot])) {
                guard named.index == view.index else {
                    throw .conflictingView(key, keyView: named.id ?? "", selected: view.id ?? "")
                }
                return AttributeAddress(
                    view: view,
                    property: try property(String(key[key.index(after: dot)...]), of: view, classOf: classOf))
            }
            return AttributeAddress(view: view, property: try property(key, of: view, classOf: classOf))
        }
        if let dot = key.firstIndex(of: "."), let named = document.view(withID: String(key[..<dot])) {
            let rest = String(key[key.index(after: dot)...])
            return AttributeAddress(view: named, property: try property(rest, of: named, classOf: classOf))
        }
        let root = document.root
        if key == "class" || key == "frame" || key.hasPrefix("frame.") {
            return AttributeAddress(view: root, property: try property(key, of: root, classOf: classOf))
        }
        // A key path such as `layer.cornerRadius` is an attribute's name as written.
        if key.contains("."), !document.allViews.contains(where: { classOf($0)?.attribute(named: key) != nil }) {
            let id = String(key[..<(key.firstIndex(of: ".") ?? key.endIndex)])
            let ids = document.allViews.compactMap(\.id)
            throw .unknownView(id, suggestion: Suggestion.closest(to: id, in: ids))
        }
        if classOf(root)?.attribute(named: key) != nil {
            return AttributeAddress(view: root, property: .attribute(key))
        }
        let views = document.allViews
        let holders = views.filter { classOf($0)?.attribute(named: key) != nil }
        switch holders.count {
        case 1:
            return AttributeAddress(view: holders[0], property: .attribute(key))
        case 0:
            let names = Set(views.compactMap(classOf).flatMap { $0.attributes.map(\.name) })
            var unknown: [String] = []
            for view in views where classOf(view) == nil && !unknown.contains(view.className) {
                unknown.append(view.className)
            }
            throw .unknownAttribute(
                key, suggestion: Suggestion.closest(to: key, in: names.sorted()), unknownClasses: unknown)
        default:
            throw .ambiguous(key, views: holders.map { describe($0, in: document) })
        }
    }

    /// The property `key` names on `view`.
    static func property(_ key: String, of view: ViewNode, classOf: (ViewNode) -> ComponentClass?)
        throws(AddressError) -> Property
    {
        if !view.isView, key == "frame" || key.hasPrefix("frame.") {
            throw .noFrame(view.id, className: view.className)
        }
        switch key {
        case "class": return .className
        case "frame": return .frame
        case _ where key.hasPrefix("frame."):
            let field = String(key.dropFirst("frame.".count))
            guard Rect.fieldNames.contains(field) else {
                throw .unknownFrameField(field, suggestion: Suggestion.closest(to: field, in: Rect.fieldNames))
            }
            return .frameField(field)
        default:
            guard let componentClass = classOf(view) else {
                throw .unknownClass(view.className, view: view.id, classOffset: view.place.className)
            }
            guard componentClass.attribute(named: key) != nil else {
                throw .noSuchAttribute(
                    key, className: componentClass.name,
                    suggestion: Suggestion.closest(to: key, in: componentClass.attributes.map(\.name)))
            }
            return .attribute(key)
        }
    }

    /// How a view is named in messages: its id, or its class and position.
    public static func describe(_ view: ViewNode, in document: Document) -> String {
        if let id = view.id { return Printable.quoted(id) }
        let location = document.source.location(of: view.place.start)
        return "the \(Printable.excerpt(view.className)) at \(location)"
    }
}

/// Why a command-line key points at nothing, or at more than one thing.
public enum AddressError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No view has the attribute; views of unknown classes, whose attributes cannot be known, are named.
    case unknownAttribute(String, suggestion: String?, unknownClasses: [String])
    /// A key names one view by its id while `--view` names another.
    case conflictingView(String, keyView: String, selected: String)
    case noSuchAttribute(String, className: String, suggestion: String?)
    case ambiguous(String, views: [String])
    case unknownView(String, suggestion: String?)
    case unknownFrameField(String, suggestion: String?)
    /// An object of the scene that is not a view (a bar button item) has no frame.
    case noFrame(String?, className: String)
    /// The view's class is one the registry does not know, so its attributes cannot be known:
    /// a problem of the document, at the view's class.
    case unknownClass(String, view: String?, classOffset: Int)
    /// The view's class is a component the registry turned away: why, as `RejectedComponent.reason`.
    case rejectedClass(String, view: String?, classOffset: Int)

    /// Where the view's class is written, for an error about the class.
    public var classOffset: Int? {
        switch self {
        case .unknownClass(_, _, let offset), .rejectedClass(_, _, let offset): offset
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .unknownAttribute(let name, let suggestion, let unknownClasses):
            "no view in the document has an attribute \(Printable.quoted(name))" + Self.didYouMean(suggestion)
                + (unknownClasses.isEmpty
                    ? ""
                    : "; views of unknown classes (\(unknownClasses.map { Printable.quoted($0) }.joined(separator: ", "))) have none designer can edit")
        case .conflictingView(let key, let keyView, let selected):
            "\(Printable.quoted(key)) names the view \(Printable.quoted(keyView)), but --view names \(Printable.quoted(selected))"
        case .noSuchAttribute(let name, let className, let suggestion):
            "\(className) has no attribute \(Printable.quoted(name))" + Self.didYouMean(suggestion)
        case .ambiguous(let name, let views):
            "several views have \(Printable.quoted(name)): \(Self.list(views)); name one, as in 'ID.\(Printable.excerpt(name))=…' or --view ID"
        case .unknownView(let id, let suggestion):
            "no view has the id \(Printable.quoted(id))" + Self.didYouMean(suggestion)
        case .unknownFrameField(let field, let suggestion):
            "a frame has no \(Printable.quoted(field))"
                + (suggestion.map { "; did you mean 'frame.\($0)'?" } ?? "; it has x, y, width and height")
        case .noFrame(let id, let className):
            "\(id.map { Printable.quoted($0) } ?? "the object") is a \(Printable.excerpt(className)), not a view: it has no frame"
        case .unknownClass(let className, let view, _):
            "\(view.map { "view \(Printable.quoted($0))" } ?? "the view") has the unknown class \(Printable.quoted(className))"
        case .rejectedClass(let reason, let view, _):
            "\(view.map { "view \(Printable.quoted($0))" } ?? "the view") cannot be used: \(reason)"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \(Printable.quoted($0))?" } ?? ""
    }

    /// The most views a message names; the rest are counted.
    static let listedViews = 10

    /// `'a', 'b', 'c'`, or the first ten and how many more.
    private static func list(_ views: [String]) -> String {
        let named = views.prefix(listedViews).joined(separator: ", ")
        return views.count > listedViews ? named + " and \(views.count - listedViews) more" : named
    }
}
