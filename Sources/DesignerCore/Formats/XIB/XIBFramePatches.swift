import Inspectable

/// Frames written as Xcode writes them: `<rect key="frame" x="0.0" y="20" width="375"
/// height="23.333333333333332"/>`, only the numbers that change rewritten; and Xcode's Update
/// Frames, which also takes away the mark of a frame out of date (`misplaced="YES"`).
extension XIBViewWriter {
    /// Sets the frame, patching only the numbers that change, each in Xcode's spelling; a view
    /// that writes no `<rect key="frame">` gets one where Xcode puts it. A frame Xcode 8 wrote as
    /// insets (`<frame key="frameInset">`) is not rewritten in that format, nor given a second
    /// frame: the edit is refused, and the document's newer Xcode saves it anew.
    mutating func writeFrame(_ frame: Rect) {
        if xml.child(of: element, named: "frame", key: "frameInset") != nil {
            let view = xml.attribute(element, "id").map { "the view \(Printable.quoted($0))" } ?? "a view"
            patches.refuse(
                "the frame of \(view) is written in Xcode 8's format (<frame key=\"frameInset\">), which designer does not write; save the document in a newer Xcode first"
            )
            return
        }
        guard let rect = xml.child(of: element, named: "rect", key: "frame") else {
            patches.insertChild(
                "<rect key=\"frame\" \(frame.interfaceBuilderText)/>", as: "rect[frame]", in: element, order: childOrder
            )
            return
        }
        for (name, value) in zip(Rect.fieldNames, frame.fieldValues) {
            if let written = xml.attribute(rect, name).flatMap(XIBScalar.decimal), written == value { continue }
            patches.setAttribute(name, to: XIBColor.number(value), of: rect)
        }
    }

    /// Removes `misplaced="YES"`: the frame written is the one the constraints give.
    mutating func removeMisplacedMark() {
        patches.removeAttribute(XIBFramePatches.misplaced, of: element)
    }
}

/// What Update Frames changes in a view element.
enum XIBFramePatches {
    /// The attribute Interface Builder marks a view with whose saved frame is not the one its
    /// constraints give.
    static let misplaced = "misplaced"

    /// Whether updating `view` to `frame` (as `DocumentEdit.savedFrame(_:keeping:)` gives it)
    /// changes its element: a number of its frame, a frame it does not write, or its mark.
    static func changes(_ view: ViewNode, to frame: Rect, in xml: XMLSyntax) -> Bool {
        frame != view.frame || xml.child(of: view.node, named: "rect", key: "frame") == nil
            || xml.attributeIndex(view.node, misplaced) != nil
    }
}

extension Rect {
    /// The frame as Xcode writes the attributes of `<rect key="frame">`, numbers in its
    /// spelling: `x="0.0" y="20" width="375" height="23.333333333333332"`.
    package var interfaceBuilderText: String {
        zip(Rect.fieldNames, fieldValues).map { "\($0)=\"\(XIBColor.number($1))\"" }.joined(separator: " ")
    }
}
