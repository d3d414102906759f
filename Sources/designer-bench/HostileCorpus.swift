/// The hostile inputs every reading command is given: malformed JSON of many kinds, invalid
/// UTF-8, deep nesting, huge and tiny numbers, huge strings, costly view trees, files that are
/// not documents, and file names and ids made to forge output. A valid example comes first, as
/// the control.
enum HostileCorpus {
    static func inputs() -> [HostileInput] {
        let seed = bytes(DocumentGenerator.seedExample())
        let truncated = Array(seed.prefix(60))
        var inputs = [HostileInput(label: "the valid example (control)", content: .bytes(seed))]
        inputs += malformed(seed).map { HostileInput(label: $0.label, content: .bytes($0.bytes)) }
        inputs += invalidUTF8().map { HostileInput(label: $0.label, content: .bytes($0.bytes)) }
        inputs += nesting()
        inputs += numbers().map { HostileInput(label: $0.label, content: .bytes($0.bytes)) }

        let fifty = 50 << 20
        let split = { (document: [UInt8], marker: String) -> (prefix: [UInt8], suffix: [UInt8]) in
            let text = String(decoding: document, as: UTF8.self)
            guard let range = text.firstRange(of: marker) else { return (document, []) }
            return (bytes(String(text[..<range.lowerBound])), bytes(String(text[range.upperBound...])))
        }
        let color = split(document(attributes: "{ \"percent\": 50, \"barColor\": \"@@\" }"), "@@")
        let id = split(document(id: "@@"), "@@")
        inputs += [
            HostileInput(
                label: "a 50 MB string as a color",
                content: .repeated(prefix: color.prefix, byte: UInt8(ascii: "a"), count: fifty, suffix: color.suffix),
                heavy: true),
            HostileInput(
                label: "a 50 MB string as an id",
                content: .repeated(prefix: id.prefix, byte: UInt8(ascii: "a"), count: fifty, suffix: id.suffix),
                heavy: true),
            HostileInput(
                label: "255 nested views: alpha, clipsToBounds, cornerRadius", key: "deepest.alpha",
                value: "0.25", content: .bytes(clippedViews(255)), heavy: true),
            HostileInput(label: "a FIFO named x.json", fileName: "x.json", content: .fifo),
            HostileInput(label: "a folder named y.json", fileName: "y.json", content: .folder),
            HostileInput(label: "/dev/zero", fileName: "zero.json", content: .device("/dev/zero"), heavy: true),
            HostileInput(
                label: "/dev/urandom", fileName: "urandom.json", content: .device("/dev/urandom"), heavy: true),
            HostileInput(label: "a 2 GiB sparse file", content: .sparse(1 << 31), heavy: true),
            HostileInput(
                label: "an image attribute naming a FIFO", key: "progress", value: "0.3",
                content: .documentWithFIFO(customProgress(image: "images/track.png"), pipe: "images/track.png")),
            HostileInput(
                label: "a newline and ::error in the file name", fileName: "bad\n::error file=evil::x.json",
                content: .bytes(truncated)),
            HostileInput(
                label: "U+202E in an id",
                content: .bytes(document(attributes: "{ \"percent\": \"fifty\" }", id: "\u{202E}daolnwod"))),
            HostileInput(
                label: "U+202E in the file name", fileName: "bad\u{202E}nosj.json", content: .bytes(truncated)),
            HostileInput(
                label: "a 250-byte file name", fileName: String(repeating: "n", count: 245) + ".json",
                content: .bytes(seed)),
            HostileInput(
                label: "variants and a structural mistake",
                content: .bytes(
                    bytes(
                        """
                        {
                          "variants": { "empty": { "percent": 0 }, "full": { "percent": 100 } },
                          "class": "View",
                          "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
                          "subviews": { "id": "download", "class": "MyProgressBar", "attributes": { "percent": 50 } }
                        }

                        """))),
            HostileInput(
                label: "variants with mistakes of their own",
                content: .bytes(
                    bytes(
                        """
                        {
                          "variants": { "bad": { "nosuch.percent": 5, "percent": "x" }, "worse": [1, 2] },
                          "class": "MyProgressBar",
                          "id": "download",
                          "frame": { "x": 50, "y": 50, "width": 200, "height": 20 },
                          "attributes": { "percent": 50 }
                        }

                        """))),
        ]
        return inputs
    }

    /// Kinds of malformed JSON, each a variation of the example.
    private static func malformed(_ seed: [UInt8]) -> [(label: String, bytes: [UInt8])] {
        let view =
            "{ \"id\": \"download\", \"class\": \"MyProgressBar\", \"frame\": { \"x\": 0, \"y\": 0, \"width\": 9, \"height\": 9 } }"
        return [
            ("an empty file", []),
            ("whitespace only", bytes(" \n\t \r\n")),
            ("a truncated object", Array(seed.prefix(60))),
            ("a trailing comma", document(attributes: "{ \"percent\": 50, }")),
            ("single quotes", bytes("{ 'class': 'View' }")),
            ("an unquoted key", bytes("{ class: \"View\" }")),
            ("a comment", bytes("// the seed\n") + seed),
            ("NaN", document(attributes: "{ \"percent\": NaN }")),
            ("Infinity", document(attributes: "{ \"percent\": Infinity }")),
            ("a duplicate key", document(attributes: "{ \"percent\": 50, \"percent\": 60 }")),
            ("an array at the top", bytes("[") + seed + bytes("]")),
            ("a number at the top", bytes("42")),
            ("two documents", seed + seed),
            ("a brace too many", seed + bytes("}")),
            ("an unterminated string", bytes("{ \"class\": \"View")),
            ("a bad escape", document(id: "down\\qload")),
            ("a lone surrogate escape", document(id: "\\ud800")),
            ("raw control characters in a string", document(id: "down\u{01}\nload")),
            ("a NUL byte", Array(seed.prefix(1)) + [0] + Array(seed.dropFirst())),
            (
                "UTF-16 with a byte order mark",
                [0xFF, 0xFE] + DocumentGenerator.seedExample().utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            ),
            ("a leading zero", document(attributes: "{ \"percent\": 012 }")),
            ("a bare minus", document(attributes: "{ \"percent\": - }")),
            ("a number ending in a point", document(attributes: "{ \"percent\": 1. }")),
            ("a plus sign", document(attributes: "{ \"percent\": +1 }")),
            ("a hexadecimal number", document(attributes: "{ \"percent\": 0x1F }")),
            ("a missing colon", document(attributes: "{ \"percent\" 50 }")),
            ("a missing comma", document(frame: "{ \"x\": 50 \"y\": 50, \"width\": 200, \"height\": 20 }")),
            (
                "an unclosed array",
                bytes(
                    "{ \"class\": \"View\", \"frame\": { \"x\": 0, \"y\": 0, \"width\": 9, \"height\": 9 }, \"subviews\": [ \(view)"
                )
            ),
        ]
    }

    /// Documents whose bytes are not UTF-8.
    private static func invalidUTF8() -> [(label: String, bytes: [UInt8])] {
        [
            ("byte 0xFF in a string", document(idBytes: bytes("down") + [0xFF] + bytes("load"))),
            ("an overlong encoding", document(idBytes: bytes("down") + [0xC0, 0xAF] + bytes("load"))),
            ("a UTF-8 surrogate", document(idBytes: bytes("down") + [0xED, 0xA0, 0x80] + bytes("load"))),
            ("a sequence cut by the end of the file", bytes("{ \"class\": \"View\", \"id\": \"x") + [0xE2, 0x82]),
            (
                "invalid UTF-8 in a key",
                bytes("{ \"class\": \"MyProgressBar\", \"attributes\": { \"perc") + [0xFF] + bytes("ent\": 50 } }")
            ),
        ]
    }

    /// 600 levels of arrays, of objects and of views.
    private static func nesting() -> [HostileInput] {
        let depth = 600
        let arrays = String(repeating: "[", count: depth) + "50" + String(repeating: "]", count: depth)
        let objects = String(repeating: "{ \"a\": ", count: depth) + "50" + String(repeating: " }", count: depth)
        var views =
            "{ \"id\": \"deepest\", \"class\": \"MyProgressBar\", \"frame\": { \"x\": 0, \"y\": 0, \"width\": 20, \"height\": 5 } }"
        for _ in 0..<depth {
            views =
                "{ \"class\": \"View\", \"frame\": { \"x\": 0, \"y\": 0, \"width\": 20, \"height\": 5 }, \"subviews\": [\(views)] }"
        }
        return [
            HostileInput(
                label: "600 nested arrays", content: .bytes(document(attributes: "{ \"percent\": \(arrays) }"))),
            HostileInput(
                label: "600 nested objects", content: .bytes(document(attributes: "{ \"percent\": \(objects) }"))),
            HostileInput(label: "600 nested views", key: "deepest.percent", content: .bytes(bytes(views + "\n"))),
        ]
    }

    /// Numbers too large, too small or too long, in frames and in attributes.
    private static func numbers() -> [(label: String, bytes: [UInt8])] {
        func frame(_ x: String = "50", _ y: String = "50", _ width: String = "200", _ height: String = "20") -> [UInt8]
        {
            document(frame: "{ \"x\": \(x), \"y\": \(y), \"width\": \(width), \"height\": \(height) }")
        }
        return [
            ("frame x 1e19", frame("1e19")),
            ("frame width 1e19", frame("50", "50", "1e19")),
            ("frame height 1e300", frame("50", "50", "200", "1e300")),
            ("frame y -1e308", frame("50", "-1e308")),
            ("frame width 1e-320", frame("50", "50", "1e-320")),
            ("frame x 1e400", frame("1e400")),
            ("percent 1e19", document(attributes: "{ \"percent\": 1e19 }")),
            ("percent 1e300", document(attributes: "{ \"percent\": 1e300 }")),
            ("percent -1e308", document(attributes: "{ \"percent\": -1e308 }")),
            ("percent 1e-320", document(attributes: "{ \"percent\": 1e-320 }")),
            ("percent 2^64", document(attributes: "{ \"percent\": 18446744073709551616 }")),
            ("percent of 400 digits", document(attributes: "{ \"percent\": \(String(repeating: "9", count: 400)) }")),
            ("cornerRadius 1e300", document(attributes: "{ \"percent\": 50, \"cornerRadius\": 1e300 }")),
            (
                "borderWidth 1e19",
                document(attributes: "{ \"percent\": 50, \"borderWidth\": 1e19, \"borderColor\": \"red\" }")
            ),
        ]
    }

    /// The example's root view holding one progress bar with the given frame, attributes and id
    /// (each written as JSON text, the id without its quotes).
    private static func document(
        frame: String = "{ \"x\": 50, \"y\": 50, \"width\": 200, \"height\": 20 }",
        attributes: String = "{ \"percent\": 50 }", id: String = "download"
    ) -> [UInt8] {
        document(frame: frame, attributes: attributes, idBytes: bytes(id))
    }

    private static func document(
        frame: String = "{ \"x\": 50, \"y\": 50, \"width\": 200, \"height\": 20 }",
        attributes: String = "{ \"percent\": 50 }", idBytes: [UInt8]
    ) -> [UInt8] {
        bytes(
            """
            {
              "class": "View",
              "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
              "attributes": { "backgroundColor": "white" },
              "subviews": [
                {
                  "id": "
            """) + idBytes
            + bytes(
                """
                ",
                      "class": "MyProgressBar",
                      "frame": \(frame),
                      "attributes": \(attributes)
                    }
                  ]
                }

                """)
    }

    /// `count` views in a 1000×1000 root, each inside the one before, inset by a point, each with
    /// alpha 0.5, clipsToBounds and a corner radius: every one a layer to composite and a clip.
    private static func clippedViews(_ count: Int) -> [UInt8] {
        var text = ""
        for level in (0..<count).reversed() {
            let size = 1000 - 2 * (level + 1)
            let inner = text.isEmpty ? "" : ", \"subviews\": [\(text)]"
            let id = level == count - 1 ? "\"id\": \"deepest\", " : ""
            text =
                "{ \(id)\"class\": \"View\", \"frame\": { \"x\": 1, \"y\": 1, \"width\": \(size), \"height\": \(size) }, "
                + "\"attributes\": { \"alpha\": 0.5, \"clipsToBounds\": true, \"cornerRadius\": 40, "
                + "\"backgroundColor\": \"#FF9500\" }\(inner) }"
        }
        return bytes(
            "{ \"class\": \"View\", \"frame\": { \"x\": 0, \"y\": 0, \"width\": 1000, \"height\": 1000 }, "
                + "\"attributes\": { \"backgroundColor\": \"white\" }, \"subviews\": [\(text)] }\n")
    }

    /// A custom progress bar whose track image is `image`.
    private static func customProgress(image: String) -> [UInt8] {
        bytes(
            """
            {
              "class": "CustomProgress",
              "id": "upload",
              "frame": { "x": 30, "y": 30, "width": 260, "height": 20 },
              "attributes": { "progress": 0.8, "backImage": "\(image)", "leftCapWidth": 14 }
            }

            """)
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
