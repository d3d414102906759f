import Inspectable

/// The outlets and actions of an Interface Builder document, checked as UIKit makes them when
/// it loads the document: an outlet (or outlet collection) is set by key-value coding on its
/// source object, so a property the source's class lacks stops the app at launch; an action is
/// sent to its target, so a method the target's class lacks stops it on first use.
///
///     <viewController customClass="LoginViewController" …>
///         <connections>
///             <outlet property="nameField" destination="f3k-9a-x1b"/>
///         </connections>
///     </viewController>
///
/// An object's class is its `customClass`, else the UIKit class its element stands for
/// (`XIBObjectClasses`). Nothing is said of an object whose class is unknown: a placeholder
/// without a custom class, First Responder, or a class neither the sources nor UIKit know; nor
/// of the actions of a gesture recognizer no view's `gestureRecognizers` holds, which never fires.
package enum XIBConnections {
    /// The problems of the connections of `document`'s file, an Interface Builder document;
    /// none for another format.
    package static func problems(in document: Document, classes: RuntimeClasses) -> [Diagnostic] {
        guard let syntax = document.syntax as? XIBDocumentSyntax else { return [] }
        return problems(in: syntax.file.xml, classes: classes)
    }

    /// The problems of the connections in `xml`, in document order.
    static func problems(in xml: XMLSyntax, classes: RuntimeClasses) -> [Diagnostic] {
        // Each `<connections>` with the object that holds it, found by the open elements.
        var found: [(connections: Int, source: Int)] = []
        var open: [Int] = []
        for element in xml.elements.indices {
            while let last = open.last, xml.elements[last].after <= element { open.removeLast() }
            if let source = open.last, xml.isElement(element, named: "connections") {
                found.append((element, source))
            }
            open.append(element)
        }
        guard !found.isEmpty else { return [] }
        var objects: [String: Int] = [:]
        for element in xml.elements.indices {
            if let id = xml.attribute(element, "id"), objects[id] == nil { objects[id] = element }
        }
        let attached = attachedGestureRecognizers(found.map(\.connections), in: xml)
        var diagnostics: [Diagnostic] = []
        for (connections, source) in found {
            let fires = !xml.name(of: source).hasSuffix("GestureRecognizer") || attached.contains(source)
            for connection in xml.children(of: connections) {
                let destination = xml.attribute(connection, "destination").flatMap { objects[$0] }
                if xml.isElement(connection, named: "outlet") || xml.isElement(connection, named: "outletCollection") {
                    diagnostics += outletProblems(connection, source: source, destination: destination, xml, classes)
                } else if xml.isElement(connection, named: "action"), fires, let target = destination {
                    diagnostics += actionProblems(connection, target: target, xml, classes)
                }
            }
        }
        return diagnostics
    }

    /// The gesture recognizers some view holds in its `gestureRecognizers` outlet collection, by element.
    private static func attachedGestureRecognizers(_ connections: [Int], in xml: XMLSyntax) -> Set<Int> {
        var ids: Set<String> = []
        for block in connections {
            for connection in xml.children(of: block)
            where xml.isElement(connection, named: "outletCollection")
                && xml.hasAttribute(connection, "property", equalTo: "gestureRecognizers")
            {
                if let id = xml.attribute(connection, "destination") { ids.insert(id) }
            }
        }
        var attached: Set<Int> = []
        guard !ids.isEmpty else { return attached }
        for element in xml.elements.indices where xml.attribute(element, "id").map(ids.contains) == true {
            attached.insert(element)
        }
        return attached
    }

    /// An outlet's property must be a key of its source's class, and its declared type should
    /// fit its destination's class.
    private static func outletProblems(
        _ outlet: Int, source: Int, destination: Int?, _ xml: XMLSyntax, _ classes: RuntimeClasses
    ) -> [Diagnostic] {
        guard let index = xml.attributeIndex(outlet, "property"),
            let sourceClass = XIBObjectClasses.className(of: source, in: xml)
        else { return [] }
        let property = xml.value(of: index)
        let offset = xml.attributes[index].value.lowerBound
        switch classes.hasKey(property, in: sourceClass) {
        case false?:
            let message = classes.missingKeyMessage(property, in: sourceClass)
            return [.error("outlet \(Printable.quoted(property)): \(message)", at: offset, rule: .missingOutlet)]
        case nil:
            return []
        case true?:
            break
        }
        guard let destination, let destinationClass = XIBObjectClasses.className(of: destination, in: xml),
            let declared = classes.declaredType(ofKey: property, in: sourceClass), classes.isKnown(declared),
            classes.isKind(destinationClass, of: declared) == false
        else { return [] }
        let kind = xml.isElement(outlet, named: "outletCollection") ? "outlet collection" : "outlet"
        return [
            .warning(
                "\(kind) \(Printable.quoted(property)) is declared as \(declared) in \(sourceClass), but its destination's class, \(destinationClass), is no \(declared)",
                at: offset, rule: .outletType)
        ]
    }

    /// An action's selector must be a method its target's class implements, taking as many
    /// arguments as the selector has colons.
    private static func actionProblems(
        _ action: Int, target: Int, _ xml: XMLSyntax, _ classes: RuntimeClasses
    ) -> [Diagnostic] {
        guard let index = xml.attributeIndex(action, "selector"),
            let targetClass = XIBObjectClasses.className(of: target, in: xml)
        else { return [] }
        let selector = xml.value(of: index)
        guard classes.implements(selector, in: targetClass) == false else { return [] }
        let event =
            xml.attribute(action, "eventType").map { "the first \(Printable.quoted($0)) event" } ?? "its first use"
        var message =
            "action \(Printable.quoted(selector)): \(targetClass) does not implement it, so \(event) stops the app with 'unrecognized selector sent to instance'"
        let similar = classes.declaredSelectors(like: selector, in: targetClass)
        if similar.contains(selector) {
            message += "; its declaration has no @objc or @IBAction, so the runtime cannot see it"
        } else if let other = similar.first {
            let arguments = ObjectiveCSelector.argumentCount(of: other)
            message +=
                "; \(targetClass) implements \(Printable.quoted(other)), which takes \(arguments) argument\(arguments == 1 ? "" : "s") where the action passes \(ObjectiveCSelector.argumentCount(of: selector))"
        }
        return [.error(message, at: xml.attributes[index].value.lowerBound, rule: .missingAction)]
    }
}
