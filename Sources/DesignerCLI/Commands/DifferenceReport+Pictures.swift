import DesignerCore
import Inspectable

extension DifferenceReport {
    /// The pictures `designer diff --images FOLDER` wrote of one document's changed scenes, as
    /// its report names them: under each scene in the text and Markdown forms (a document
    /// without scenes, a JSON document, after its changes), and as the `"images"` field of the
    /// JSON form.
    ///
    /// A difference picture with no differing pixel is a change that does not show (an outlet, a
    /// label in the outline): the text says so, and the Markdown links the three pictures
    /// instead of showing them.
    struct Pictures {
        /// The folder, as the command line names it.
        let folder: String
        /// The pictures written of the document, in the order they were written.
        let written: [DiffPictures.Picture]

        /// The pictures of the document at `path` (`DiffPictures.Picture.document`).
        func of(document path: String) -> Pictures {
            Pictures(folder: folder, written: written.filter { $0.document == path })
        }

        /// Where a picture is, as the command line names its folder: `review/Main-scene-diff.png`.
        func path(_ picture: DiffPictures.Picture) -> String {
            (folder.hasSuffix("/") ? folder : folder + "/") + picture.name
        }

        /// `pictures: review/Main-a-before.png, …, review/Main-a-diff.png (312 pixels differ)`,
        /// indented under the scene `scene` (a document's pictures, `nil`, under nothing); no
        /// line for a scene without pictures.
        func textLines(ofScene scene: String?) -> [String] {
            let pictures = written.filter { $0.scene == scene }
            guard !pictures.isEmpty else { return [] }
            let note: String =
                switch pictures.compactMap(\.differingPixels).first {
                case 0: " (no visible change)"
                case let count?: " (\(count) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : ""))"
                case nil: ""
                }
            let indent = scene == nil ? "" : "  "
            return [indent + "pictures: " + pictures.map { Printable.visible(path($0)) }.joined(separator: ", ") + note]
        }

        /// The pictures of the scene `scene` as a table of one row, each picture in its column;
        /// or, for a change that does not show, one line that links them. Starts with a blank line,
        /// so that it follows a list.
        func markdownLines(ofScene scene: String?) -> [String] {
            let pictures = written.filter { $0.scene == scene }
            guard !pictures.isEmpty else { return [] }
            if pictures.contains(where: { $0.differingPixels == 0 }) {
                let links = pictures.map { "[\(title($0.kind))](\(Self.destination(path($0))))" }
                return ["", "No visible change: " + links.joined(separator: ", ") + "."]
            }
            return [
                "",
                "| " + pictures.map { heading($0.kind) }.joined(separator: " | ") + " |",
                "|" + String(repeating: " --- |", count: pictures.count),
                "| "
                    + pictures.map { "![\(title($0.kind))](\(Self.destination(path($0))))" }
                    .joined(separator: " | ") + " |",
            ]
        }

        /// `[{"file": PATH, "scene": ID | null, "kind": "before" | "after" | "diff",
        /// "differingPixels": N | null}]`: `differingPixels` is a difference picture's.
        var json: JSONValue {
            .array(
                written.map { picture in
                    .object(
                        JSONObject([
                            "file": .string(path(picture)), "scene": picture.scene.map(JSONValue.string) ?? .null,
                            "kind": .string(picture.kind.rawValue),
                            "differingPixels": picture.differingPixels.map { .number(JSONNumber($0)) } ?? .null,
                        ]))
                })
        }

        private func title(_ kind: DiffPictures.Picture.Kind) -> String {
            kind == .difference ? "difference" : kind.rawValue
        }

        /// `Before`, `After`, `Difference`: a column's heading.
        private func heading(_ kind: DiffPictures.Picture.Kind) -> String {
            title(kind).prefix(1).uppercased() + title(kind).dropFirst()
        }

        /// `path` as a Markdown link's destination: every byte but an ASCII letter, digit, `-`,
        /// `.`, `_`, `~` and `/` percent-encoded, so that a space or a parenthesis in a folder's
        /// name ends no link.
        static func destination(_ path: String) -> String {
            var encoded = ""
            for byte in path.utf8 {
                let scalar = Unicode.Scalar(byte)
                if byte < 0x80,
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-._~/".contains(Character(scalar))
                {
                    encoded.unicodeScalars.append(scalar)
                } else {
                    encoded += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }
            return encoded
        }
    }
}
