public import Inspectable

/// The Attributes Inspector as something to drive: which view and attribute are selected, the
/// changes that intents ask for, and the changes undo and redo replay.
///
/// It knows nothing of keys, terminals or pages: a front end turns its input into intents
/// (`designer edit` maps keys to them; a web page would map clicks), writes the edits the session
/// asks for to the file, and tells the session how that went.
///
///     var session = EditSession()
///     if case .write(let edit) = session.perform(.step(1), in: document) {
///         // write `edit` as `designer set` would, then:
///         session.wrote(edit, before: storedBefore, texts: texts)
///     }
public struct EditSession: Sendable {
    /// A value for one attribute of one view: `nil` removes it from the document, giving the default.
    public struct Edit: Equatable, Sendable {
        /// The view's position among the document's views, and its class, checked before writing.
        public let view: Int
        /// The view's id, which finds it again after someone else has changed the file.
        public let viewID: String?
        public let className: String
        /// What the edit changes, as `designer set --view` names it: an attribute's name, or
        /// `frame` or `class` (`EditSession.frameKey`, `EditSession.classKey`).
        public let attribute: String
        public let value: JSONValue?
        public let purpose: Purpose
        /// How a typed value was clamped into the attribute's range, to say so.
        public let clamping: String?
        /// For undo and redo, the file's text to put back, if the file still holds the text the
        /// change left: then the file returns byte for byte to what it was.
        public let restoring: Texts?
        /// For the undo of a class change, the attributes it removed, written back with the class
        /// where the file no longer holds the text the change left.
        public let restoredAttributes: [StoredAttribute]
        /// The id of the storyboard scene the view is in (`nil` for a text of one tree): a front
        /// end that shows one scene at a time shows this one before writing the edit.
        public let scene: String?
    }

    /// An attribute as a document stored it.
    public struct StoredAttribute: Equatable, Sendable {
        public let name: String
        public let value: JSONValue

        public init(name: String, value: JSONValue) {
            (self.name, self.value) = (name, value)
        }
    }

    /// A file's text before and after a change, or the other way round.
    public struct Texts: Equatable, Sendable {
        public let expected: [UInt8]
        public let replacement: [UInt8]

        public init(expected: [UInt8], replacement: [UInt8]) {
            (self.expected, self.replacement) = (expected, replacement)
        }

        /// The bytes both texts hold, as the history counts them.
        var byteCount: Int { expected.count + replacement.count }
    }

    public enum Purpose: Equatable, Sendable {
        case change, undo, redo
    }

    /// The key of an edit of the view's frame.
    public static let frameKey = "frame"
    /// The key of an edit of the view's class.
    public static let classKey = "class"

    /// What a front end asks of the inspector.
    public enum Intent: Equatable, Sendable {
        /// The view at this position among the document's views, and its attribute `attribute`
        /// (or its first), as a pointer selects them.
        case select(view: Int, attribute: String?)
        /// The next view (`by: 1`) or one before (`by: -1`), going round.
        case selectView(by: Int)
        /// The next attribute of the view or one before, going round.
        case selectAttribute(by: Int)
        /// The selected attribute moved `count` steps, as the stepper moves it.
        case step(Int)
        /// The selected attribute, a `Bool`, switched.
        case toggle
        /// The selected attribute set from its text form, as `designer set` reads it.
        case set(text: String)
        /// The selected attribute back to its default.
        case reset
        /// The selected view's frame, as the Size inspector sets it.
        case setFrame(Rect)
        /// The selected view's class, as the Identity inspector sets it; its attributes the new
        /// class does not have are removed.
        case setClass(String)
        case undo
        case redo
    }

    /// What an intent needs done.
    public enum Outcome: Equatable, Sendable {
        /// Nothing to write; `message` may say why.
        case none
        /// Write this edit, then report it with `wrote` or `failed`.
        case write(Edit)
    }

    /// How the selection fared when the file changed under it.
    public enum Following: Equatable, Sendable {
        /// The selected view and attribute are still there (or there was nothing to follow).
        case kept
        /// The selected view's id is gone from the file; the first attribute of a view near it is selected.
        case viewGone
        /// The selected attribute is gone from the view.
        case attributeGone(String?)
    }

    /// The selected view's position among the document's views.
    public private(set) var viewIndex = 0
    /// The selected attribute's position in the view's list.
    public private(set) var selection = 0
    /// A line about the last action: what was saved, or what went wrong.
    public private(set) var message: String?
    private var history = EditHistory(limit: Self.historyLimit)

    /// The most the history keeps of texts: the oldest changes are forgotten past it.
    public static let historyLimit = 64 << 20

    /// Whether there is a change to undo, or an undone one to redo.
    public var canUndo: Bool { history.nextUndo != nil }
    public var canRedo: Bool { history.nextRedo != nil }

    public init(viewIndex: Int = 0) {
        self.viewIndex = viewIndex
    }

    /// What the file's problems make `failed` say while it does not read cleanly.
    public static let fileHasProblems = "the file has problems (below); fix them before editing here"

    // MARK: - Reading the selection

    /// The selected view, inspected (the last, if the document has fewer views now).
    public func selectedView(in document: ResolvedDocument) -> InspectedView? {
        let views = document.allViews
        return views.isEmpty ? nil : InspectedView(views[min(viewIndex, views.count - 1)])
    }

    /// The selected attribute of the selected view.
    public func selectedAttribute(in document: ResolvedDocument) -> Attribute? {
        guard let attributes = selectedView(in: document)?.attributes, !attributes.isEmpty else { return nil }
        return attributes[min(selection, attributes.count - 1)]
    }

    // MARK: - Intents

    /// Forgets the message about the last action, as any new input does.
    public mutating func clearMessage() {
        message = nil
    }

    /// Carries out `intent` on the selected view of `document`.
    public mutating func perform(_ intent: Intent, in document: ResolvedDocument) -> Outcome {
        let views = document.allViews
        guard !views.isEmpty else { return .none }
        viewIndex = min(viewIndex, views.count - 1)
        let view = InspectedView(views[viewIndex])
        let attributes = view.attributes
        selection = min(selection, max(0, attributes.count - 1))
        message = nil
        switch intent {
        case .select(let index, let name):
            guard views.indices.contains(index) else {
                message = "there is no view \(index + 1); the document has \(views.count)"
                break
            }
            viewIndex = index
            selection =
                name.flatMap { name in InspectedView(views[index]).attributes.firstIndex { $0.name == name } } ?? 0
        case .selectView(let offset):
            viewIndex = Self.wrapped(viewIndex + offset, count: views.count)
            selection = 0
        case .selectAttribute(let offset):
            guard !attributes.isEmpty else { break }
            selection = Self.wrapped(selection + offset, count: attributes.count)
        case .step(let count):
            return step(view, attributes, by: count, in: document)
        case .toggle:
            guard let attribute = attributes[safe: selection], view.componentClass != nil else { break }
            guard view.entry(for: attribute).value.value(as: Bool.self) != nil else {
                message = "space toggles a Bool; \(attribute.name) is \(attribute.typeName)"
                break
            }
            return step(view, attributes, by: 1, in: document)
        case .set(let text):
            guard let attribute = attributes[safe: selection] else { break }
            do {
                let assignment = try attribute.assignment(text: text)
                return edit(
                    view, attribute.name, to: assignment.applied.json, clamping: assignment.clampDescription,
                    in: document)
            } catch {
                message = "\(error)"
            }
        case .reset:
            guard let attribute = attributes[safe: selection] else { break }
            return edit(view, attribute.name, to: nil, in: document)
        case .setFrame(let frame):
            guard frame.width >= 0, frame.height >= 0 else {
                message = "a frame cannot have a negative width or height"
                break
            }
            return edit(view, Self.frameKey, to: frame.json, in: document)
        case .setClass(let name):
            return edit(view, Self.classKey, to: .string(name), in: document)
        case .undo:
            return replay(history.nextUndo, purpose: .undo, in: views)
        case .redo:
            return replay(history.nextRedo, purpose: .redo, in: views)
        }
        return .none
    }

    /// The scene the change that undo (or redo) would replay was made in: a front end showing
    /// another scene of the same file shows that one first, where the change's view is.
    public func scene(of intent: Intent) -> String? {
        switch intent {
        case .undo: history.nextUndo?.scene
        case .redo: history.nextRedo?.scene
        default: nil
        }
    }

    private static func wrapped(_ index: Int, count: Int) -> Int {
        (index % count + count) % count
    }

    private mutating func step(
        _ view: InspectedView, _ attributes: [Attribute], by count: Int, in document: ResolvedDocument
    ) -> Outcome {
        guard let attribute = attributes[safe: selection], view.componentClass != nil else { return .none }
        let value = view.entry(for: attribute).value
        guard let moved = attribute.stepped(value, by: count) else {
            message = "\(attribute.name) has no steps; press Enter to type a value"
            return .none
        }
        guard moved != value else {
            // An unset optional has nothing to step from; a value at the end of its range stays.
            message =
                value.json == .null
                ? "\(attribute.name) is unset; press Enter to type a value"
                : "\(attribute.name) is already \(value.text), at the end of its range"
            return .none
        }
        return edit(view, attribute.name, to: moved.json, in: document)
    }

    private func edit(
        _ view: InspectedView, _ attribute: String, to value: JSONValue?, clamping: String? = nil,
        in document: ResolvedDocument
    ) -> Outcome {
        let scene = document.document.sceneIndex.flatMap { document.document.scenes[safe: $0]?.id }
        return .write(
            Edit(
                view: viewIndex, viewID: view.node.id, className: view.node.className, attribute: attribute,
                value: value, purpose: .change, clamping: clamping, restoring: nil, restoredAttributes: [],
                scene: scene))
    }

    private mutating func replay(_ change: EditHistory.Change?, purpose: Purpose, in views: [ResolvedView]) -> Outcome {
        guard let change else {
            message = purpose == .undo ? "nothing to undo" : "nothing to redo"
            return .none
        }
        // The view is found by its id, wherever others' changes have moved it.
        var index = change.view
        if let id = change.viewID {
            guard let found = views.firstIndex(where: { $0.node.id == id }) else {
                message =
                    "cannot \(purpose == .undo ? "undo" : "redo"): the view \(Printable.quoted(id)) is no longer in the file"
                return .none
            }
            index = found
        }
        // What someone else has set since is not overwritten by going back past it.
        let left = purpose == .undo ? change.after : change.before
        if views.indices.contains(index), !Self.holds(views[index], change.attribute, left) {
            message =
                "cannot \(purpose == .undo ? "undo" : "redo"): \(change.attribute) was changed in the file since"
            return .none
        }
        let texts = change.texts
        // The view is checked for the class the change left it: undoing a class change finds the new one.
        var className = change.className
        if purpose == .undo, change.attribute == Self.classKey, case .string(let name)? = change.after {
            className = name
        }
        return .write(
            Edit(
                view: index, viewID: change.viewID, className: className, attribute: change.attribute,
                value: purpose == .undo ? change.before : change.after, purpose: purpose, clamping: nil,
                restoring: purpose == .redo ? texts : Texts(expected: texts.replacement, replacement: texts.expected),
                restoredAttributes: purpose == .undo ? change.removed : [], scene: change.scene))
    }

    /// Whether `view` gives `key` (an attribute, `frame` or `class`) the value `json` (`nil`: not
    /// written), however the file spells it.
    private static func holds(_ view: ResolvedView, _ key: String, _ json: JSONValue?) -> Bool {
        switch key {
        case frameKey:
            return json.flatMap { try? Rect(json: $0) } == view.node.frame
        case classKey:
            return json == .string(view.node.className)
        default:
            guard let attribute = view.componentClass?.attribute(named: key) else { return true }
            let stored = view.configuration?.explicitValue(of: attribute.name)
            guard let json else { return stored == nil }
            guard let stored, let expected = try? attribute.assignment(json: json) else { return stored == nil }
            return stored == expected.applied
        }
    }

    // MARK: - Outcomes

    /// Records an edit written to the file, where the attribute was `before` (`nil`: not stored)
    /// and the file's text went from `texts.expected` to `texts.replacement`; a class change
    /// gives the attributes it `removed`, for its undo.
    public mutating func wrote(_ edit: Edit, before: JSONValue?, texts: Texts, removed: [StoredAttribute] = []) {
        let shown = edit.value?.serialized ?? "its default"
        switch edit.purpose {
        case .change:
            guard before != edit.value else {
                message = "\(edit.attribute) is already \(shown)" + (edit.clamping.map { " (\($0))" } ?? "")
                return
            }
            history.record(
                EditHistory.Change(
                    view: edit.view, viewID: edit.viewID, className: edit.className, attribute: edit.attribute,
                    before: before, after: edit.value, texts: texts, removed: removed, scene: edit.scene))
            message = "saved: \(edit.attribute) = \(shown)" + (edit.clamping.map { " (\($0))" } ?? "")
        case .undo:
            history.undid()
            message = "undone: \(edit.attribute) back to \(shown)"
        case .redo:
            history.redid()
            message = "redone: \(edit.attribute) = \(shown)"
        }
        if edit.view != viewIndex {
            viewIndex = edit.view
            selection = 0
        }
    }

    /// Records an edit that could not be written, or any other problem to show.
    public mutating func failed(_ problem: String) {
        message = problem
    }

    /// The file reads cleanly again: a message that said it did not is dropped.
    public mutating func fileIsReadable() {
        if message == Self.fileHasProblems { message = nil }
    }

    /// Adds a note, such as one the save printed, to the line about the last action.
    public mutating func note(_ text: String) {
        message = (message.map { $0 + "; " } ?? "") + text
    }

    /// After someone else changed the file: keeps the same view selected (found by its id) and
    /// the same attribute, and says how that went.
    public mutating func follow(from old: ResolvedDocument?, to new: ResolvedDocument) -> Following {
        guard let old, let oldView = old.allViews[safe: viewIndex] else { return .kept }
        let attributeName = InspectedView(oldView).attributes[safe: selection]?.name
        let views = new.allViews
        guard !views.isEmpty else { return .kept }
        if let id = oldView.node.id {
            guard let found = views.firstIndex(where: { $0.node.id == id }) else {
                viewIndex = min(viewIndex, views.count - 1)
                selection = 0
                message = "the view \(Printable.quoted(id)) is no longer in the file"
                return .viewGone
            }
            viewIndex = found
        }
        viewIndex = min(viewIndex, views.count - 1)
        let attributes = InspectedView(views[viewIndex]).attributes
        guard let attributeName, let index = attributes.firstIndex(where: { $0.name == attributeName }) else {
            return .attributeGone(attributeName)
        }
        selection = index
        return .kept
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
