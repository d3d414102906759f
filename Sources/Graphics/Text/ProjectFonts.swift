import Synchronization

/// The font files a project ships (`.ttf`, `.otf`, `.ttc`), looked up as `UIFont(name:size:)` looks
/// up a font: by PostScript name, then by family with the weight and slant asked for.
///
/// Nothing is read until a font is looked up; then every file is read once (only those named as
/// San Francisco's are, for the system font alone), and kept for the
/// whole process by its path and modification time, so that the documents of one project (and
/// the scenes of one document) share them and a file is never read twice.
///
///     let fonts = ProjectFonts(files: [("Fonts/OpenSans-Light.ttf", modified)], read: { Files.read($0) })
///     fonts.font(named: "OpenSans-Light", family: "Open Sans", weight: .light, italic: false)
public final class ProjectFonts: Sendable {
    /// A font file: its path and its modification time, which together say whether it was read already.
    public struct File: Sendable, Hashable {
        /// Where the file is, as the reader takes it.
        public let path: String
        /// When it was last modified, in seconds since 1970.
        public let modified: Double

        /// The file at `path`, modified at `modified`.
        public init(path: String, modified: Double) {
            (self.path, self.modified) = (path, modified)
        }
    }

    /// The files, in the order given.
    public let files: [File]
    private let read: @Sendable (String) -> [UInt8]?
    private let loaded = Mutex<(fonts: [FontFile], errors: [FontFileError])?>(nil)
    /// The files named as San Francisco's are (`mayHoldSanFrancisco`), which the system font is
    /// looked up in: none in most projects, so that text in the system font looks nothing up.
    private let sanFranciscoFiles: [File]
    /// The fonts and errors of San Francisco's files alone, where those were read first.
    private let sanFrancisco = Mutex<(fonts: [FontFile], errors: [FontFileError])?>(nil)
    /// The most bytes of font files this process keeps (each font's bytes stay, for its glyphs
    /// drawn later): a folder of hundreds of large fonts, or of links to one, is read up to this.
    static let maximumKeptBytes = 256 << 20
    /// The bytes of the font files read so far in this process.
    private static let keptBytes = Mutex(0)
    /// Every file read in this process, by path and modification time.
    private static let cache = Mutex<[File: Result<[FontFile], FontFileError>]>([:])

    /// The fonts of `files`, read with `read` when one is first looked up.
    public init(files: [File], read: @escaping @Sendable (String) -> [UInt8]?) {
        self.files = files
        self.read = read
        sanFranciscoFiles = files.filter { Self.mayHoldSanFrancisco($0.path) }
    }

    /// Whether `name` ends as a font file's name does: `.ttf`, `.otf` or `.ttc`, in any case.
    public static func isFontFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return [".ttf", ".otf", ".ttc"].contains { lowered.hasSuffix($0) }
    }

    /// Every font the files hold, and why each file that could not be read was not.
    public var contents: (fonts: [FontFile], errors: [FontFileError]) {
        loaded.withLock { loaded in
            if let loaded { return loaded }
            var found: (fonts: [FontFile], errors: [FontFileError]) = ([], [])
            for file in files {
                switch load(file) {
                case .success(let fonts): found.fonts += fonts
                case .failure(let error): found.errors.append(error)
                }
            }
            loaded = found
            return found
        }
    }

    /// Why each file read so far could not be (`files`), and why the outlines of each font read
    /// could not be, or of each glyph drawn so far (`outlines`): nothing until a font is looked
    /// up, and looking at them reads no file.
    public var problems: (files: [FontFileError], outlines: [FontFileError]) {
        guard let loaded = loaded.withLock({ $0 }) ?? sanFrancisco.withLock({ $0 }) else { return ([], []) }
        return (loaded.errors, loaded.fonts.flatMap(\.outlineProblems))
    }

    /// The font `UIFont(name:)` would find for the `<fontDescription>` `name` and `family`: the one
    /// whose PostScript name is `name` (in any case), else the font of `family` nearest to
    /// `weight` with the slant asked for; `nil` when the project has none.
    public func font(named name: String, family: String?, weight: Font.Weight, italic: Bool) -> FontFile? {
        guard !files.isEmpty else { return nil }
        let fonts = contents.fonts
        let lowered = name.lowercased()
        if let font = fonts.first(where: { $0.postScriptName.lowercased() == lowered }) { return font }
        guard let family = family?.lowercased() else { return nil }
        return fonts.filter { $0.family.lowercased() == family }.min { a, b in
            func distance(_ font: FontFile) -> Int {
                abs(font.weightClass - weight.numericValue) + (font.isItalic == italic ? 0 : 1000)
            }
            return distance(a) < distance(b)
        }
    }

    /// `font` with the project's file of its name, as `UIFont(name:size:)` finds it (italic when
    /// the name says so), or for the system font San Francisco's file of its weight where the
    /// files hold one (`systemFont(size:weight:)`); `font` as it is when it has its file already,
    /// or there is no file for it.
    public func resolved(_ font: Font) -> Font {
        guard font.file == nil else { return font }
        var resolved = font
        guard let name = font.name else {
            resolved.file = systemFont(size: font.size, weight: font.weight)
            return resolved
        }
        let italic = ["italic", "oblique"].contains { name.lowercased().contains($0) }
        resolved.file = self.font(named: name, family: font.family, weight: font.weight, italic: italic)
        return resolved
    }

    /// San Francisco's file for the system font at `size` points and `weight`, where the files
    /// hold it (the user's copy of Apple's fonts: `SF-Pro-Text-Regular.otf`, `SFNS.ttf`…): of
    /// the optical size UIKit sets, SF Pro Text below 20 points and SF Pro Display from 20, else
    /// of another San Francisco family, and of the weight asked for (a file of another weight is
    /// not used: the text is then drawn in Inter with San Francisco's metrics). Only files whose
    /// names begin with "SF", as Apple names San Francisco's, are looked in; `nil` when none is.
    public func systemFont(size: Double, weight: Font.Weight) -> FontFile? {
        guard !sanFranciscoFiles.isEmpty else { return nil }
        let families = size < 20 ? Self.textFamilies + Self.displayFamilies : Self.displayFamilies + Self.textFamilies
        let candidates = sanFranciscoFonts.filter {
            !$0.isItalic && abs($0.weightClass - weight.numericValue) <= 50
        }
        for family in families + Self.otherFamilies {
            if let font = candidates.first(where: { $0.family.lowercased() == family }) { return font }
        }
        return nil
    }

    /// The fonts of the files named as San Francisco's are, read when the system font is first
    /// looked up: all the files when any other font was looked up already, else only those (a
    /// folder of a system's fonts holds hundreds that the system font never needs).
    private var sanFranciscoFonts: [FontFile] {
        if let loaded = loaded.withLock({ $0 }) { return loaded.fonts.filter { Self.mayHoldSanFrancisco($0.file) } }
        return sanFrancisco.withLock { found in
            if let found { return found.fonts }
            var read: (fonts: [FontFile], errors: [FontFileError]) = ([], [])
            for file in sanFranciscoFiles {
                switch load(file) {
                case .success(let fonts): read.fonts += fonts
                case .failure(let error): read.errors.append(error)
                }
            }
            found = read
            return read.fonts
        }
    }

    /// San Francisco's families as its files name them, for text (below 20 points), for display,
    /// and for every size (the variable fonts of recent systems).
    private static let textFamilies = ["sf pro text", "sf ui text", ".sf ns text", ".sf ui text"]
    private static let displayFamilies = ["sf pro display", "sf ui display", ".sf ns display", ".sf ui display"]
    private static let otherFamilies = ["sf pro", "system font", ".sf ns", ".sf ui"]

    /// Whether the file at `path` is named as Apple names San Francisco's files: beginning with "SF".
    private static func mayHoldSanFrancisco(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? Substring(path)
        return name.lowercased().hasPrefix("sf")
    }

    private func load(_ file: File) -> Result<[FontFile], FontFileError> {
        if let known = Self.cache.withLock({ $0[file] }) { return known }
        let result: Result<[FontFile], FontFileError>
        if let bytes = read(file.path) {
            // Only the bytes of the files kept count towards the most kept.
            let fits = Self.keptBytes.withLock { kept in
                guard kept + bytes.count <= Self.maximumKeptBytes else { return false }
                kept += bytes.count
                return true
            }
            if !fits {
                result = .failure(
                    FontFileError(
                        file: file.path, table: nil,
                        reason:
                            "the font files read before it hold \(Self.maximumKeptBytes >> 20) MiB, all this process keeps"
                    ))
            } else {
                do throws(FontFileError) {
                    result = .success(try FontFile.fonts(in: bytes, file: file.path))
                } catch {
                    result = .failure(error)
                }
            }
        } else {
            result = .failure(FontFileError(file: file.path, table: nil, reason: "it cannot be read"))
        }
        Self.cache.withLock { $0[file] = result }
        return result
    }
}
