import DesignerCore
import Inspectable

/// The check on real files: in every storyboard and xib under the folders given, every
/// view placed by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`) and not marked
/// misplaced has its saved frame replaced in the text by a wrong one (all four numbers changed);
/// the doctored document is read and laid out on its own device, and each such view's frame is
/// compared with the frame Xcode saved, within 1 pt. Views Xcode marked `ambiguous="YES"` are laid
/// out too but counted apart: no set of constraints places them, so their saved frames are where
/// the author left them, as with misplaced ones.
///
///     designer-bench layout-accuracy ~/src/app-one ~/src/app-two
///
/// Each folder is a project of the table; the target is 90% of the views matched in all.
enum LayoutAccuracy {
    /// One view checked: where it is, what it is, the frame Xcode saved and the one laid out.
    struct Check {
        let project: String
        let file: String
        let line: Int
        let name: String
        let saved: Rect
        let got: Rect
        /// Whether the layout left the view at the wrong frame written for it: no constraint names
        /// it, and Xcode fixes such a view where it is saved, so it is not counted.
        let keptWrongFrame: Bool
        /// Whether Xcode saved the view as `ambiguous="YES"`: its constraints do not fix its frame.
        let markedAmbiguous: Bool
        /// Why it may have missed, when it did.
        let cause: LayoutMissCause?

        var matched: Bool { cause == nil }
    }

    static func run(folders: [String]) -> [String] {
        var checks: [Check] = []
        var unread: [String] = []
        let projects = folders.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        for (folder, project) in zip(folders, projects) {
            let fonts = projectFonts(under: folder)
            for file in documents(under: folder) {
                let relative = String(file.dropFirst(folder.count)).trimmingCharacters(in: "/")
                switch check(file, named: "\(project)/\(relative)", project: project, fonts: fonts) {
                case .success(let found): checks += found
                case .failure(let problem): unread.append("\(project)/\(relative): \(problem.message)")
                }
            }
        }
        return LayoutAccuracyReport(projects: projects, checks: checks, unread: unread).print()
    }

    /// The fonts the apps of the project `folder` register: its font files (`.ttf`, `.otf`,
    /// `.ttc`) that an `Info.plist` lists under `UIAppFonts`, hidden folders left out.
    static func projectFonts(under folder: String) -> ProjectFonts {
        var (fonts, plists): ([String], [String]) = ([], [])
        func search(_ folder: String) {
            for name in Files.names(in: folder) where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
                if ProjectFonts.isFontFile(name) {
                    fonts.append(path)
                } else if name.hasSuffix("Info.plist") {
                    plists.append(path)
                } else if !Files.names(in: path).isEmpty {
                    search(path)
                }
            }
        }
        search(folder)
        let listed = plists.flatMap { Files.read($0).map(AppFonts.listed(inInfoPlist:)) ?? [] }
        return ProjectFonts(
            files: AppFonts.registered(fonts, listed: listed).map {
                ProjectFonts.File(path: $0, modified: Files.modified($0))
            },
            read: { Files.read($0) })
    }

    /// The storyboards and xibs under `folder`, hidden folders left out.
    static func documents(under folder: String) -> [String] {
        var found: [String] = []
        for name in Files.names(in: folder) where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
            if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                found.append(path)
            } else if !Files.names(in: path).isEmpty {
                found += documents(under: path)
            }
        }
        return found
    }

    /// Why a file was not checked: the first problem its reading found.
    struct Unread: Error {
        let message: String
    }

    /// The views of the file checked, scene by scene, or why it could not be.
    private static func check(_ path: String, named name: String, project: String, fonts: ProjectFonts)
        -> Result<[Check], Unread>
    {
        guard let bytes = Files.read(path) else { return .failure(Unread(message: "it cannot be read")) }
        let source = SourceText(name: name, bytes: bytes)
        let original: [Document]
        switch scenes(of: source) {
        case .success(let documents): original = documents
        case .failure(let problem): return .failure(problem)
        }
        // The views to doctor, scene by scene, and the new text with all their frames wrong.
        let layouts = original.map { $0.layout(on: nil, fonts: fonts) }
        var chosen: [[Int]] = []
        var patches: [(range: Range<Int>, text: String)] = []
        var doctored: Set<Int> = []
        for (document, layout) in zip(original, layouts) {
            var views: [Int] = []
            for view in document.allViews.dropFirst() where layout.misplaced.indices.contains(view.index) {
                guard !layout.misplaced[view.index] else { continue }
                guard isPlacedByConstraints(view, in: bytes), let range = frameElement(of: view, in: bytes),
                    layout.frames.indices.contains(view.index)
                else { continue }
                views.append(view.index)
                if doctored.insert(range.lowerBound).inserted {
                    patches.append((range, wrongFrame(view.frame)))
                }
            }
            chosen.append(views)
        }
        var edited = bytes
        for patch in patches.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            edited.replaceSubrange(patch.range, with: Array(patch.text.utf8))
        }
        guard case .success(let doctored) = scenes(of: source.edited(edited)), doctored.count == original.count else {
            return .failure(Unread(message: "the document with its frames made wrong cannot be read"))
        }
        let laidOut = doctored.map { $0.layout(on: nil, fonts: fonts) }
        var checks: [Check] = []
        for scene in original.indices {
            let document = original[scene]
            let parents = LayoutMissCause.parents(of: document)
            for view in chosen[scene] {
                let node = document.allViews[view]
                let got = laidOut[scene].frames[view]
                let matched = close(got, node.frame)
                checks.append(
                    Check(
                        project: project, file: name, line: source.location(of: node.place.start).line,
                        name: describe(node), saved: node.frame, got: got,
                        keptWrongFrame: close(got, doctored[scene].allViews[view].frame, within: 1e-9),
                        markedAmbiguous: hasAttribute(Array("ambiguous=\"YES\"".utf8), node, in: bytes),
                        cause: matched
                            ? nil
                            : LayoutMissCause(
                                view: view, in: document, parents: parents, layout: laidOut[scene])))
            }
        }
        return .success(checks)
    }

    /// Every scene of the document that has views (a storyboard's controllers, a xib's top-level
    /// views), or the document itself when it has no scenes; the first problem if it cannot be read.
    static func scenes(of source: SourceText) -> Result<[Document], Unread> {
        let reading = Document.read(source)
        guard let document = reading.document else {
            return .failure(Unread(message: reading.diagnostics.first?.message ?? "it is not a document"))
        }
        guard !document.scenes.isEmpty else { return .success([document]) }
        return .success(
            document.scenes.indices.compactMap { index in
                document.scenes[index].hasView ? document.readScene(index).document : nil
            })
    }

    /// Whether the view's element turns its autoresizing mask off: Auto Layout places it.
    private static func isPlacedByConstraints(_ view: ViewNode, in bytes: [UInt8]) -> Bool {
        hasAttribute(Array("translatesAutoresizingMaskIntoConstraints=\"NO\"".utf8), view, in: bytes)
    }

    /// Whether the view's start tag has the attribute, spelt as given.
    private static func hasAttribute(_ attribute: [UInt8], _ view: ViewNode, in bytes: [UInt8]) -> Bool {
        let end = bytes[view.place.start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        return find(attribute, in: bytes[view.place.start..<end])
    }

    /// The bytes of the view's `<rect key="frame" …/>`, if it has one.
    private static func frameElement(of view: ViewNode, in bytes: [UInt8]) -> Range<Int>? {
        let start = view.place.frame
        let head = Array("<rect".utf8)
        guard start + head.count <= bytes.count, Array(bytes[start..<start + head.count]) == head,
            let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")), bytes[close - 1] == UInt8(ascii: "/")
        else { return nil }
        return start..<close + 1
    }

    /// A frame element with all four numbers changed, none by a whole multiple of the others.
    private static func wrongFrame(_ frame: Rect) -> String {
        let numbers = [frame.x + 17, frame.y + 23, frame.width + 31, frame.height + 11].map(
            LayoutSceneStoryboard.number)
        return
            "<rect key=\"frame\" x=\"\(numbers[0])\" y=\"\(numbers[1])\" width=\"\(numbers[2])\" height=\"\(numbers[3])\"/>"
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Bool {
        guard needle.count <= haystack.count else { return false }
        var start = haystack.startIndex
        while start + needle.count <= haystack.endIndex {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// Whether two frames are the same within `tolerance` (1 pt), each number.
    static func close(_ one: Rect, _ other: Rect, within tolerance: Double = 1) -> Bool {
        abs(one.x - other.x) <= tolerance && abs(one.y - other.y) <= tolerance
            && abs(one.width - other.width) <= tolerance && abs(one.height - other.height) <= tolerance
    }

    /// How a miss names a view: its label or class, and its id.
    private static func describe(_ view: ViewNode) -> String {
        let kind = view.elementClassName ?? view.className
        let label = view.label.map { " '\($0)'" } ?? ""
        return "\(kind)\(label)" + (view.id.map { " (\($0))" } ?? "")
    }
}
