import Inspectable

/// `designer set KEY=VALUE…`: edits attributes, frames and classes in place.
enum SetCommand: Command {
    static let spec = CommandSpec(
        name: "set", abstract: "Set attributes, frames or classes of views in a document.",
        discussion:
            "All or nothing: if any pair is wrong, the document is left as it was. Only the bytes of the values that change are rewritten; a value outside its range is clamped with a warning (an error with --strict). On a terminal, the document is drawn again afterwards.",
        arguments: [
            .init(
                "key=value",
                help:
                    "What to set: percent=50 (the root's, or the one view that has it), download.percent=50 (by id), frame.width=240, frame=0,0,300,120, class=CustomProgress.",
                isRepeating: true)
        ],
        options: [
            CommandSpec.file, CommandSpec.view,
            .init("strict", help: "Make a value outside its attribute's range an error instead of clamping it."),
        ])

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        var pairs: [(key: String, value: String)] = []
        for argument in arguments.positionals {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw .usage("Expected KEY=VALUE, such as percent=50, not '\(argument)'.", spec)
            }
            pairs.append((String(argument[..<equals]), String(argument[argument.index(after: equals)...])))
        }
        let strict = arguments.flag("strict")
        let path = context.documentPath(arguments)
        let text = try context.editDocument(at: path) { document, context throws(CLIError) in
            var plan = EditPlan(document: document, registry: context.registry)
            let selected = try context.selectedView(arguments, in: document)
            // Class changes come first, so the other keys are addressed with the new classes.
            for pair in pairs where isClassKey(pair.key) {
                plan.set(pair.key, pair.value, in: selected, strict: strict)
            }
            for pair in pairs where !isClassKey(pair.key) {
                plan.set(pair.key, pair.value, in: selected, strict: strict)
            }
            plan.dropAttributesOfChangedClasses()
            guard plan.errors.isEmpty else { throw .invalid(plan.errors) }
            for note in plan.notes { context.printError(Printable.visible(note)) }
            return plan.edit
        }
        // On a terminal, show the result, as Interface Builder redraws a designable.
        if context.isOutputTerminal, let document = Document.read(SourceText(name: path, bytes: text)).document {
            let picture = RenderCommand.render(
                document, view: nil, format: .ansi, scale: 1, columns: nil, allowExternalImages: false,
                context: &context)
            context.output.write(bytes: picture)
        }
    }

    private static func isClassKey(_ key: String) -> Bool {
        key == "class" || key.hasSuffix(".class")
    }
}

/// The changes one `set` or `reset` makes, collected before anything is written.
struct EditPlan {
    let document: Document
    let registry: ComponentRegistry
    private(set) var edit: DocumentEdit
    private(set) var errors: [String] = []
    /// Warnings and notes for standard error.
    private(set) var notes: [String] = []
    /// New classes, by view object.
    private var newClasses: [JSONSyntax.Index: ComponentClass] = [:]
    /// Frames as edited so far, by view object, so `frame.width=… frame.height=…` combine.
    private var frames: [JSONSyntax.Index: Rect] = [:]
    /// Attributes this plan sets, by view object.
    private var setAttributes: [JSONSyntax.Index: Set<String>] = [:]

    init(document: Document, registry: ComponentRegistry) {
        self.document = document
        self.registry = registry
        self.edit = DocumentEdit(document)
    }

    /// The class a view has, or will have after this plan.
    func componentClass(of view: ViewNode) -> ComponentClass? {
        newClasses[view.object] ?? registry.componentClass(named: view.className)
    }

    private func address(_ key: String, in selected: ViewNode?) throws(AddressError) -> AttributeAddress {
        try AttributeAddress.resolve(key, in: document, view: selected) { componentClass(of: $0) }
    }

    /// Plans `key=text`.
    mutating func set(_ key: String, _ text: String, in selected: ViewNode?, strict: Bool) {
        let address: AttributeAddress
        do {
            address = try self.address(key, in: selected)
        } catch {
            errors.append(error.description)
            return
        }
        let view = address.view
        switch address.property {
        case .className:
            guard let componentClass = registry.componentClass(named: text) else {
                let suggestion = registry.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? ""
                errors.append("\(key): unknown class '\(text)'\(suggestion)")
                return
            }
            newClasses[view.object] = componentClass
            edit.setClass(text, of: view)
        case .frame:
            do {
                setFrame(try Rect(text: text), of: view, key: key)
            } catch {
                errors.append("\(key): \(error)")
            }
        case .frameField(let field):
            do {
                var values = (frames[view.object] ?? view.frame).fieldValues
                values[Rect.fieldNames.firstIndex(of: field) ?? 0] = try Double(text: text)
                setFrame(Rect(fieldValues: values), of: view, key: key)
            } catch {
                errors.append("\(key): \(error)")
            }
        case .attribute(let name):
            guard let attribute = componentClass(of: view)?.attribute(named: name) else { return }
            do {
                let assignment = try attribute.assignment(text: text)
                if let clamp = assignment.clampDescription {
                    if strict {
                        errors.append("\(key): \(clamp.replacingFirst("; using", with: " (--strict); it would be"))")
                        return
                    }
                    notes.append("warning: \(key): \(clamp)")
                }
                setAttributes[view.object, default: []].insert(name)
                if !holds(view, attribute, assignment.applied) {
                    edit.setAttribute(name, to: assignment.applied.json, of: view)
                }
            } catch {
                errors.append("\(key): \(error)")
            }
        }
    }

    /// Plans returning the attribute `key` names to its default.
    mutating func reset(_ key: String, in selected: ViewNode?) {
        do {
            let address = try self.address(key, in: selected)
            guard case .attribute(let name) = address.property else {
                errors.append("\(key): only attributes have defaults; set the frame or class instead")
                return
            }
            edit.removeAttribute(name, of: address.view)
        } catch {
            errors.append(error.description)
        }
    }

    /// Removes the attributes a view's new class does not have, saying what they were.
    mutating func dropAttributesOfChangedClasses() {
        let syntax = document.syntax
        for view in document.allViews {
            guard let newClass = newClasses[view.object], let attributes = view.attributesValue else { continue }
            for (key, value) in syntax.members(attributes) {
                let name = syntax.string(key)
                guard newClass.attribute(named: name) == nil, setAttributes[view.object]?.contains(name) != true else {
                    continue
                }
                edit.removeAttribute(name, of: view)
                notes.append(
                    "note: removed \(name)=\(syntax.value(value).serialized) from \(AttributeAddress.describe(view, in: document)): \(newClass.name) has no such attribute"
                )
            }
        }
    }

    private mutating func setFrame(_ frame: Rect, of view: ViewNode, key: String) {
        if frame.width < 0 || frame.height < 0 {
            errors.append("\(key): a frame cannot have a negative width or height")
            return
        }
        frames[view.object] = frame
        edit.setFrame(frame, of: view)
    }

    /// Whether the document already gives `view` exactly this value, however it is spelled there.
    private func holds(_ view: ViewNode, _ attribute: Attribute, _ value: AttributeValue) -> Bool {
        let syntax = document.syntax
        guard let attributes = view.attributesValue, let member = syntax.member(attributes, named: attribute.name),
            let stored = try? attribute.assignment(json: syntax.value(member.value))
        else {
            return false
        }
        return stored.requested == value
    }
}
