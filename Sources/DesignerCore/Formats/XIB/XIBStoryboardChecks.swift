import Inspectable

extension Diagnostic.Rule {
    /// A segue whose destination is no object of its storyboard: a crash when it is performed.
    public static let missingSegueDestination = Diagnostic.Rule(
        "missing-segue-destination", .error, "A segue whose destination is no object of its storyboard.")
    /// A storyboard reference naming a storyboard the project lacks, or an identifier (or an
    /// initial view controller) that storyboard lacks: a crash when the reference is followed.
    public static let missingStoryboardReference = Diagnostic.Rule(
        "missing-storyboard-reference", .error,
        "A storyboard reference to a storyboard, identifier or initial view controller that is not there.")
    /// Two view controllers of one storyboard with the same storyboard identifier, of which
    /// `instantiateViewController(withIdentifier:)` can give only one.
    public static let duplicateStoryboardIdentifier = Diagnostic.Rule(
        "duplicate-storyboard-identifier", .error,
        "Two view controllers of one storyboard with one storyboard identifier.")
    /// Two prototype cells of one table or collection view with the same reuse identifier, of
    /// which dequeuing can give only one.
    public static let duplicateReuseIdentifier = Diagnostic.Rule(
        "duplicate-reuse-identifier", .error, "Two cells of one table or collection view with one reuse identifier.")
}

/// The checks of a storyboard as a whole, across its scenes: segues that lead nowhere,
/// identifiers given twice, and references to other storyboards, whose files a caller finds
/// and reads (`targets(of:)`) to check them against (`problem(of:in:named:)`).
public enum XIBStoryboardChecks {
    /// A storyboard reference: `<viewControllerPlaceholder storyboardName="Settings"
    /// referencedIdentifier="Privacy">`.
    public struct Reference: Sendable, Hashable {
        /// The storyboard's name, without `.storyboard`.
        public let storyboardName: String
        /// The storyboard identifier of the view controller it opens; `nil` for the initial one.
        public let identifier: String?
        /// Where the storyboard's name is written.
        public let nameOffset: Int
        /// Where the identifier is written.
        public let identifierOffset: Int?
    }

    /// What a storyboard offers the references to it: its view controllers' storyboard
    /// identifiers, and whether it has an initial view controller.
    public struct Targets: Sendable {
        public let identifiers: Set<String>
        public let hasInitialViewController: Bool
    }

    /// The problems of the text `document` was read from, as a whole: segues to no object,
    /// storyboard identifiers given twice, reuse identifiers given twice in one table or
    /// collection view. None for a document of another format.
    public static func problems(in document: Document) -> [Diagnostic] {
        guard let xml = (document.syntax as? XIBDocumentSyntax)?.file.xml else { return [] }
        return problems(in: xml)
    }

    /// The storyboard references of the text `document` was read from, in the order written.
    public static func references(in document: Document) -> [Reference] {
        guard let xml = (document.syntax as? XIBDocumentSyntax)?.file.xml else { return [] }
        return references(in: xml)
    }

    /// The problems of a storyboard none of whose scenes has a view of its own (its controllers
    /// are SwiftUI hosting controllers, or containers), which cannot be read as a document: the
    /// storyboard's as a whole, and those of every scene's objects; with its references to other
    /// storyboards. `nil` for any other text, which is read as a document.
    public static func storyboardWithoutViews(_ source: SourceText, assets: ProjectAssets, registry: ComponentRegistry)
        -> (problems: [Diagnostic], references: [Reference])?
    {
        guard let xml = try? XMLSyntax(parsing: source), xml.isElement(xml.root, named: "document"),
            xml.attribute(xml.root, "type")?.hasPrefix(XIBFormat.documentType) == true,
            xml.child(of: xml.root, named: "scenes") != nil
        else { return nil }
        let file = XIBFile(xml: xml, assets: assets)
        guard file.defaultScene == nil else { return nil }
        var problems = file.diagnostics + problems(in: xml)
        for index in file.scenes.indices { problems += file.objectProblems(ofScene: index, registry: registry) }
        return (problems, references(in: xml))
    }

    static func problems(in xml: XMLSyntax) -> [Diagnostic] {
        segueProblems(in: xml) + storyboardIdentifierProblems(in: xml) + reuseIdentifierProblems(in: xml)
    }

    static func references(in xml: XMLSyntax) -> [Reference] {
        var references: [Reference] = []
        for element in xml.elements.indices where xml.isElement(element, named: "viewControllerPlaceholder") {
            guard let name = xml.attributeIndex(element, "storyboardName") else { continue }
            let identifier = xml.attributeIndex(element, "referencedIdentifier")
            references.append(
                Reference(
                    storyboardName: xml.value(of: name), identifier: identifier.map { xml.value(of: $0) },
                    nameOffset: xml.attributes[name].value.lowerBound,
                    identifierOffset: identifier.map { xml.attributes[$0].value.lowerBound }))
        }
        return references
    }

    /// What the storyboard `source` offers references; `nil` when it is no iOS Interface
    /// Builder document (its own check says why).
    public static func targets(of source: SourceText) -> Targets? {
        guard let xml = try? XMLSyntax(parsing: source), xml.isElement(xml.root, named: "document"),
            xml.attribute(xml.root, "type")?.hasPrefix(XIBFormat.documentType) == true
        else { return nil }
        var identifiers: Set<String> = []
        for element in xml.elements.indices {
            if let identifier = xml.attribute(element, "storyboardIdentifier") { identifiers.insert(identifier) }
        }
        return Targets(
            identifiers: identifiers, hasInitialViewController: xml.attribute(xml.root, "initialViewController") != nil)
    }

    /// The problem of `reference` given what its storyboard, shown as `path`, offers: `nil`
    /// targets for a storyboard not found.
    public static func problem(of reference: Reference, in targets: Targets?, named path: String?) -> Diagnostic? {
        let storyboard = Printable.quoted(reference.storyboardName + ".storyboard")
        guard let targets, let path else {
            return .error(
                "the storyboard reference names \(Printable.quoted(reference.storyboardName)), but the project has no \(storyboard)",
                at: reference.nameOffset, rule: .missingStoryboardReference)
        }
        if let identifier = reference.identifier {
            guard !targets.identifiers.contains(identifier) else { return nil }
            let suggestion = Suggestion.closest(to: identifier, in: targets.identifiers.sorted())
                .map { "; did you mean \(Printable.quoted($0))?" }
            return .error(
                "the storyboard reference names the identifier \(Printable.quoted(identifier)), but no view controller of \(Printable.quoted(path)) has it\(suggestion ?? "")",
                at: reference.identifierOffset ?? reference.nameOffset, rule: .missingStoryboardReference)
        }
        guard !targets.hasInitialViewController else { return nil }
        return .error(
            "the storyboard reference names no identifier, so it opens the initial view controller of \(Printable.quoted(path)), which has none",
            at: reference.nameOffset, rule: .missingStoryboardReference)
    }

    /// Each segue whose `destination` is the id of no element of the document.
    private static func segueProblems(in xml: XMLSyntax) -> [Diagnostic] {
        var ids: Set<String> = []
        var segues: [Int] = []
        for element in xml.elements.indices {
            if let id = xml.attribute(element, "id") { ids.insert(id) }
            if xml.isElement(element, named: "segue") { segues.append(element) }
        }
        return segues.compactMap { segue in
            guard let index = xml.attributeIndex(segue, "destination") else { return nil }
            let destination = xml.value(of: index)
            guard !ids.contains(destination) else { return nil }
            return .error(
                "the segue leads to \(Printable.quoted(destination)), but no object of the storyboard has that id",
                at: xml.attributes[index].value.lowerBound, rule: .missingSegueDestination)
        }
    }

    private static func storyboardIdentifierProblems(in xml: XMLSyntax) -> [Diagnostic] {
        duplicates(
            of: "storyboardIdentifier", among: Array(xml.elements.indices), in: xml, what: "storyboard identifier",
            within: "", rule: .duplicateStoryboardIdentifier)
    }

    /// Reuse identifiers given twice among one table view's prototype cells, or one collection
    /// view's cells.
    private static func reuseIdentifierProblems(in xml: XMLSyntax) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for element in xml.elements.indices {
            let container =
                if xml.isElement(element, named: "tableView") {
                    xml.child(of: element, named: "prototypes")
                } else if xml.isElement(element, named: "collectionView") {
                    xml.child(of: element, named: "cells")
                } else {
                    nil as Int?
                }
            guard let container else { continue }
            let kind = xml.isElement(element, named: "tableView") ? "table view" : "collection view"
            problems += duplicates(
                of: "reuseIdentifier", among: xml.children(of: container), in: xml,
                what: "reuse identifier", within: " in one \(kind)", rule: .duplicateReuseIdentifier)
        }
        return problems
    }

    /// An error at each second use of a value of the attribute `name` among `elements`, naming
    /// the first: "duplicate `what` 'value'`within`; it is also at 12:5".
    private static func duplicates(
        of name: String, among elements: [Int], in xml: XMLSyntax, what: String, within: String,
        rule: Diagnostic.Rule
    ) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var problems: [Diagnostic] = []
        for element in elements {
            guard let index = xml.attributeIndex(element, name) else { continue }
            let value = xml.value(of: index)
            guard !value.isEmpty else { continue }
            let offset = xml.attributes[index].value.lowerBound
            if let earlier = first[value] {
                problems.append(
                    .error(
                        "duplicate \(what) \(Printable.quoted(value))\(within); it is also at \(xml.source.location(of: earlier))",
                        at: offset, rule: rule,
                        related: [
                            .init("the first \(what) \(Printable.quoted(value))", location: .document(offset: earlier))
                        ]
                    ))
            } else {
                first[value] = offset
            }
        }
        return problems
    }
}
