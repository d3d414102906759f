import Inspectable

/// Edits of an Interface Builder document as Xcode writes them: a value replaced in its own
/// spelling (`<integer key="value" value="50"/>`, `YES`, sRGB components), a new attribute or
/// element placed where Xcode places it and indented as the file is, a runtime attribute added
/// to the view's `<userDefinedRuntimeAttributes>` (made when it has none, removed with its last).
struct XIBDocumentEditor: DocumentEditor {
    let file: XIBFile
    /// The changes asked of each view element, in the order asked.
    private var changes: [Int: ViewChanges] = [:]
    private var order: [Int] = []
    /// The changes an Interface Builder document cannot hold.
    private var refusals: [Diagnostic] = []

    struct ViewChanges {
        /// New values (`nil`: removed) by attribute name as given, with the type of each.
        var attributes: [(name: String, value: JSONValue?, typeName: String?)] = []
        var frame: Rect?
        /// Whether the frame is the one layout gives, and `misplaced="YES"` goes (Update Frames).
        var removesMisplacedMark = false
        var className: String?
    }

    init(file: XIBFile) {
        self.file = file
    }

    private mutating func change(_ view: ViewNode, _ update: (inout ViewChanges) -> Void) {
        if changes[view.node] == nil { order.append(view.node) }
        update(&changes[view.node, default: ViewChanges()])
    }

    mutating func setAttribute(_ name: String, to value: JSONValue, typeName: String?, of view: ViewNode) {
        change(view) { changes in
            changes.attributes.removeAll { KeyPathAliases.attributeName($0.name) == KeyPathAliases.attributeName(name) }
            changes.attributes.append((name, value, typeName))
        }
    }

    mutating func removeAttribute(_ name: String, of view: ViewNode) {
        change(view) { changes in
            changes.attributes.removeAll { KeyPathAliases.attributeName($0.name) == KeyPathAliases.attributeName(name) }
            changes.attributes.append((name, nil, nil))
        }
    }

    mutating func setFrame(_ frame: Rect, of view: ViewNode) {
        change(view) { $0.frame = frame }
    }

    mutating func updateFrame(_ frame: Rect, of view: ViewNode) {
        let kept = DocumentEdit.savedFrame(frame, keeping: view.frame)
        guard XIBFramePatches.changes(view, to: kept, in: file.xml) else { return }
        change(view) { changes in
            changes.frame = kept
            changes.removesMisplacedMark = true
        }
    }

    mutating func setClass(_ name: String, of view: ViewNode) {
        change(view) { $0.className = name }
    }

    mutating func removeVariantValue(_ key: String, of variant: String) {
        refusals.append(
            .refusal("an Interface Builder document has no variants to remove \(Printable.quoted(key)) from"))
    }

    func apply() -> AppliedEdit {
        var patches = XMLPatches(xml: file.xml)
        var intents: [(id: String?, element: Int, changes: ViewChanges)] = []
        for element in order {
            guard let changes = changes[element] else { continue }
            var writer = XIBViewWriter(file: file, element: element, patches: patches)
            writer.write(changes)
            patches = writer.patches
            intents.append((file.xml.attribute(element, "id"), element, changes))
        }
        let resources = updateResources(&patches, views: intents.map(\.element))
        let result = patches.result()
        // Two changes of one place would make a text neither of them meant.
        if zip(result, result.dropFirst()).contains(where: { $0.range.upperBound > $1.range.lowerBound }) {
            patches.refuse("two of the changes overlap; make them one at a time")
        }
        let check = XIBEditCheck(
            name: file.xml.source.name, assets: file.assets, resources: file.resources, problems: patches.problems,
            views: intents.map {
                (file.xml.elements[$0.element].start..<file.xml.elements[$0.element].end, $0.id, $0.changes)
            }, resourcesRanges: resources)
        return AppliedEdit(
            bytes: Patch.apply(result, to: file.xml.source.bytes), patches: result, check: check,
            refusals: refusals + patches.problems, notes: patches.notes)
    }
}

extension XIBDocumentEditor {
    /// Adds to `patches` the changes of the document's `<resources>` (and `<dependencies>`) that
    /// the changes of the view elements `views` call for, and returns the ranges of the text they
    /// change: the entries of the system colors and images the views use for the first time or
    /// no longer (`XIBSystemColorResources`, `XIBImageResources`).
    private func updateResources(_ patches: inout XMLPatches, views: [Int]) -> [Range<Int>] {
        let xml = file.xml
        // The outermost edited views, whose text the edit replaces; the rest of the text stays.
        let outermost = views.filter { view in
            !views.contains { $0 != view && $0 < view && view < xml.elements[$0].after }
        }
        let viewPatches = patches.result()
        // How many more (or fewer) uses of each system color and image the edited views have.
        var colorChange: [String: Int] = [:]
        var imageChange: [String: Int] = [:]
        let edited = Patch.apply(viewPatches, to: xml.source.bytes)
        for view in Set(outermost) {
            let elements = view..<xml.elements[view].after
            for (name, count) in XIBSystemColorResources.uses(in: xml, elements: elements) {
                colorChange[name, default: 0] -= count
            }
            for (name, count) in XIBImageResources.uses(in: xml, elements: elements) {
                imageChange[name, default: 0] -= count
            }
            let start = Patch.map(xml.elements[view].start, through: viewPatches)
            let end = Patch.map(xml.elements[view].end, through: viewPatches)
            guard start <= end, end <= edited.count,
                let text = try? XMLSyntax(parsing: SourceText(name: xml.source.name, bytes: Array(edited[start..<end])))
            else { return [] }
            for (name, count) in XIBSystemColorResources.uses(in: text, elements: 0..<text.elements.count) {
                colorChange[name, default: 0] += count
            }
            for (name, count) in XIBImageResources.uses(in: text, elements: 0..<text.elements.count) {
                imageChange[name, default: 0] += count
            }
        }
        // Most edits use the colors and images they used; only others are counted in the whole document.
        var unusedImages: [Int] = []
        if imageChange.values.contains(where: { $0 != 0 }) {
            let before = XIBImageResources.uses(in: xml, elements: 0..<xml.elements.count)
            let after = before.merging(imageChange, uniquingKeysWith: +)
            unusedImages = XIBImageResources.unused(in: xml, usesBefore: before, usesAfter: after)
            for name in XIBImageResources.unlisted(in: xml, usesBefore: before, usesAfter: after) {
                patches.note(
                    "the document's resources have no entry for the image \(Printable.quoted(name)); Xcode adds it, with the image's size, when it next saves the document"
                )
            }
        }
        guard colorChange.values.contains(where: { $0 != 0 }) || !unusedImages.isEmpty else { return [] }
        let before = XIBSystemColorResources.uses(in: xml, elements: 0..<xml.elements.count)
        let after = before.merging(colorChange, uniquingKeysWith: +)
        return XIBSystemColorResources(xml: xml).update(
            &patches, usesBefore: before, usesAfter: after, removingImages: unusedImages)
    }
}

/// The check of an edited Interface Builder text: every patch must lie inside an edited view,
/// and each edited view, read again from the new text, must be one well-formed element that
/// reads back with the class, frame and values asked for. (The rest of the text is the old
/// one, well-formed, around an element put in the place of another: so the whole is well-formed.)
private struct XIBEditCheck: AppliedEditCheck {
    let name: String
    let assets: ProjectAssets
    let resources: XIBResources
    /// What the editor could not write.
    let problems: [Diagnostic]
    let views: [(range: Range<Int>, id: String?, changes: XIBDocumentEditor.ViewChanges)]
    /// The text of the document's `<resources>` and `<dependencies>` the edit changes.
    let resourcesRanges: [Range<Int>]

    func problems(in bytes: [UInt8], patches: [Patch]) -> [Diagnostic] {
        guard problems.isEmpty else { return problems }
        return messages(in: bytes, patches: patches).map(Diagnostic.editCheck)
    }

    /// What is wrong with the edited text, as the messages of its problems.
    private func messages(in bytes: [UInt8], patches: [Patch]) -> [String] {
        var found: [String] = []
        for patch in patches
        where !views.contains(where: {
            $0.range.contains(patch.range.lowerBound) && patch.range.upperBound <= $0.range.upperBound
        })
            && !resourcesRanges.contains(where: {
                $0.lowerBound <= patch.range.lowerBound && patch.range.upperBound <= $0.upperBound
            })
        {
            found.append("a change at byte \(patch.range.lowerBound) lies outside the views being edited")
        }
        guard found.isEmpty else { return found }
        for (range, id, changes) in views {
            let start = Patch.map(range.lowerBound, through: patches)
            let end = Patch.map(range.upperBound, through: patches)
            guard start <= end, end <= bytes.count else {
                found.append("an edited view is no longer where it was")
                continue
            }
            let xml: XMLSyntax
            do {
                xml = try XMLSyntax(parsing: SourceText(name: name, bytes: Array(bytes[start..<end])))
            } catch {
                found.append("the edited view is not well-formed XML: \(error.message)")
                continue
            }
            let element = xml.root
            let name = xml.name(of: element)
            guard XIBViewKinds.isView(name) || XIBObjectKinds.isObject(name), xml.attribute(element, "id") == id else {
                found.append("an edited view is no longer where it was")
                continue
            }
            let file = XIBFile(xml: xml, assets: assets, resources: resources, findsProblems: false)
            found += mismatches(of: element, in: file, with: changes)
        }
        return found
    }

    private func mismatches(of element: Int, in file: XIBFile, with changes: XIBDocumentEditor.ViewChanges)
        -> [String]
    {
        var found: [String] = []
        let xml = file.xml
        // The writer takes UIKit's `UIView` for designer's `View`, and so does the check.
        if let className = changes.className,
            XIBViewKinds.className(of: element, in: xml) != (className == "UIView" ? View.className : className)
        {
            found.append("the class did not become \(Printable.quoted(className))")
        }
        if let frame = changes.frame {
            var reading = XIBViewReader(xml: xml)
            reading.readView(element)
            if reading.views.first?.frame != frame { found.append("the frame did not become \(frame.text)") }
        }
        if changes.removesMisplacedMark, xml.attributeIndex(element, XIBFramePatches.misplaced) != nil {
            found.append("the frame is still marked misplaced")
        }
        let attributes = XIBAttributeReader(file: file).attributes(of: element).attributes
        let name = xml.name(of: element)
        let properties = XIBProperties.of(name)
        for change in changes.attributes {
            let canonical = KeyPathAliases.attributeName(change.name)
            let written = attributes.last { KeyPathAliases.attributeName($0.name) == canonical }?.value
            guard !same(written, change.value) else { continue }
            // A property left out reads as the value UIKit gives it.
            let property = properties.first { $0.name == canonical }
            if change.value == nil, let implied = property?.implied, written == implied { continue }
            if written == nil, let value = change.value, property?.isLeftOut(value) == true { continue }
            found.append(
                change.value == nil
                    ? "\(Printable.quoted(change.name)) was not removed"
                    : "\(Printable.quoted(change.name)) did not become \(change.value?.serialized ?? "")")
        }
        return found
    }

    /// Whether a value read back is the one written: numbers and colors as values.
    private func same(_ written: JSONValue?, _ intended: JSONValue?) -> Bool {
        switch (written, intended) {
        case (nil, nil), (nil, .null?): return true
        case (.number(let a)?, .number(let b)?): return Double(a.literal) == Double(b.literal)
        case (.string(let a)?, .string(let b)?):
            if a == b { return true }
            guard let first = try? Color(text: a), let second = try? Color(text: b) else { return false }
            return [Appearance.light, .dark].allSatisfy { appearance in
                let (x, y) = (first.resolved(for: appearance), second.resolved(for: appearance))
                return abs(x.red255 - y.red255) < 1e-6 && abs(x.green255 - y.green255) < 1e-6
                    && abs(x.blue255 - y.blue255) < 1e-6 && abs(x.alpha - y.alpha) < 1e-9
            }
        case (.object(let a)?, .object(let b)?):
            return a.keys == b.keys && zip(a.members, b.members).allSatisfy { same($0.value, $1.value) }
        default: return written == intended
        }
    }
}
