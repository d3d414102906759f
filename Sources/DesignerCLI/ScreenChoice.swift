import DesignerCore
import Inspectable
import Layout

/// The screen a command lays its document out on, as `--device` and `--orientation` ask: by
/// default the device and orientation the document was saved for.
struct ScreenChoice: Sendable, Equatable {
    /// A screen `--device` names.
    enum Named: Sendable, Equatable {
        /// A device of the table, laid out in the orientation asked for.
        case device(Device)
        /// A `WIDTHxHEIGHT` screen, the same in either orientation.
        case size(Screen)

        /// The device or size `name` names (`Screen.named(_:orientation:)`).
        init(_ name: String) throws(ScreenNameError) {
            let screen = try Screen.named(name, orientation: .portrait)
            self = Device.named(screen.name).map(Named.device) ?? .size(screen)
        }

        /// `name` as a value `--device` does not take, with the device meant where one is near.
        static func invalid(_ name: String, _ error: ScreenNameError) -> InvalidValue {
            InvalidValue(
                value: name, kind: "device",
                expected:
                    "an Xcode device id (retina6_1), a marketing name (\"iPhone 15 Pro\") or WIDTHxHEIGHT in points",
                suggestion: error.suggestion)
        }

        /// Whether it is a `WIDTHxHEIGHT` screen.
        var isSize: Bool {
            if case .size = self { return true }
            return false
        }

        /// How files drawn on it are named: the device's id (`retina6_1`, whatever name it was
        /// given by), or the size (`375x667`).
        var name: String {
            switch self {
            case .device(let device): device.id
            case .size(let screen): screen.name
            }
        }
    }

    /// What `--device` names; `nil` for the document's own device.
    let named: Named?
    /// `--orientation`; `nil` for the document's own.
    let orientation: Orientation?
    /// `--content-size`: the text size text styles are laid out and drawn at; UIKit's default.
    var contentSize: ContentSizeCategory = .large
    /// `--pseudo`: the pseudolanguage an Interface Builder document's strings are read in; `nil`
    /// for the strings as written.
    var pseudolanguage: Pseudolanguage?
    /// `--locale`: the language an Interface Builder document's strings are read in, from its
    /// strings tables (`LocalizedTables`); `nil` for the strings as written.
    var localization: Localization?
    /// The direction the document is laid out and drawn in: right to left for `--pseudo rtl`
    /// and for a language written right to left (`--locale ar`).
    var layoutDirection: LayoutDirection {
        pseudolanguage == .rtl || localization?.isRightToLeft == true ? .rightToLeft : .leftToRight
    }

    /// The document's own device and orientation, at the default text size.
    static let saved = ScreenChoice(named: nil, orientation: nil)

    init(named: Named?, orientation: Orientation?, contentSize: ContentSizeCategory = .large) {
        (self.named, self.orientation, self.contentSize) = (named, orientation, contentSize)
    }

    /// `--device`, `--orientation` and `--content-size`, where `spec` has them; a device that names
    /// no screen is a usage error, said before any document is read, and so is an orientation a
    /// `WIDTHxHEIGHT` screen does not have: its sides give its orientation, and `--orientation`
    /// does not turn it.
    init(_ arguments: ParsedArguments, of spec: CommandSpec) throws(CLIError) {
        let options = Set(spec.options.map(\.name))
        orientation =
            options.contains(CommandSpec.orientation.declaration.name) ? arguments[CommandSpec.orientation] : nil
        if options.contains(CommandSpec.contentSize.declaration.name), let size = arguments[CommandSpec.contentSize] {
            contentSize = size
        }
        if options.contains(CommandSpec.pseudo.declaration.name) { pseudolanguage = arguments[CommandSpec.pseudo] }
        if options.contains(CommandSpec.locale.declaration.name) { localization = arguments[CommandSpec.locale] }
        guard options.contains(CommandSpec.device.declaration.name), let name = arguments[CommandSpec.device] else {
            named = nil
            return
        }
        named = try Self.named(name, option: "--device", spec)
        if let problem = Self.unturned(named, orientation) { throw .usage("--orientation \(problem)", spec) }
    }

    /// What is wrong with `orientation` asked of a `WIDTHxHEIGHT` screen whose sides give the
    /// other one (`landscape does not turn a size: …`), or `nil` when nothing is.
    static func unturned(_ named: Named?, _ orientation: Orientation?) -> String? {
        guard case .size(let screen) = named, let orientation, orientation != Self.orientation(of: screen.size) else {
            return nil
        }
        let (width, height) = (screen.size.width.text, screen.size.height.text)
        return
            "\(orientation.rawValue) does not turn a size: \(Printable.quoted(screen.name)) is \(width) points wide and \(height) tall, \(Self.orientation(of: screen.size).rawValue); for it on its side, use --device \(height)x\(width)."
    }

    /// The orientation of a screen of `size`: landscape when it is wider than tall.
    static func orientation(of size: Size) -> Orientation {
        size.width > size.height ? .landscape : .portrait
    }

    /// The screen `name` names, or a usage error that quotes `option` and suggests the device
    /// meant: `--device 'iphone 15 pr' is not a device; use … Did you mean 'iPhone 15 Pro'?`.
    static func named(_ name: String, option: String, _ spec: CommandSpec?) throws(CLIError) -> Named {
        do {
            return try Named(name)
        } catch {
            switch error.reason {
            case .unknownName:
                throw .usage("\(option) \(Named.invalid(name, error).message(from: .option(option)))", spec)
            case .sizeOutOfRange:
                throw .usage("\(option) \(error.message).", spec)
            }
        }
    }

    /// What to say when a screen is asked of a JSON document, which has no constraints: its
    /// frames are its layout on every screen, so `--device` and `--orientation` change nothing.
    func unusedNote(for document: Document) -> String? {
        guard named != nil || orientation != nil, JSONFormat.accepts(document.source) else { return nil }
        return
            "note: \(document.source.name) is a JSON document: its frames are its layout on every device; --device and --orientation change nothing"
    }

    /// `document` laid out on the screen chosen for it, at the text size and in the direction
    /// chosen: each view at the frame Auto Layout gives it there. A JSON document, which has no
    /// constraints, keeps its own frames (its text styles take the text size, its natural text the
    /// direction). `session` keeps the solver between versions of
    /// a document read again, so a change of one constant is solved again incrementally. `fonts`
    /// are the project's font files, for text in the fonts they hold.
    func layOut(_ document: Document, session: LayoutSession? = nil, fonts: ProjectFonts? = nil) -> Document {
        document.layout(
            on: screen(saved: document.savedDevice), contentSize: contentSize, layoutDirection: layoutDirection,
            session: session, fonts: fonts
        ).document
    }

    /// The screen a document saved for `saved` (`<device id= orientation=>`) is laid out on;
    /// `nil` to lay it out on its own device as saved, which is also what a document saved for a
    /// device the table does not know (an Apple TV) gets when only `--orientation` is given.
    func screen(saved: (id: String, orientation: Orientation)?) -> Screen? {
        switch named {
        case .device(let device): return device.screen(orientation ?? saved?.orientation ?? .portrait)
        case .size(let screen): return screen
        case nil:
            guard let orientation, let saved, let device = Device.named(saved.id) else { return nil }
            return device.screen(orientation)
        }
    }
}
