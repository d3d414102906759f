import DesignerCore
import DesignerSnapshots
import Foundation
import Inspectable
import Rendering
import Synchronization

/// One snapshot assertion: its drawing compared with, or recorded as, its snapshot file, and
/// what went wrong reported at the caller.
struct SnapshotAssertion {
    let caller: SnapshotCaller
    let output: SnapshotOutput
    let name: String?
    let record: SnapshotRecordMode?
    var environment = ProcessInfo.processInfo.environment

    /// How many unnamed snapshots each test has taken, for the next one's name.
    private static let counts = Mutex<[String: Int]>([:])

    /// The temporary artifacts folder, named when the first mismatch is written.
    private static let temporaryArtifacts = Mutex<URL?>(nil)

    func run(_ draw: () throws(SnapshotProblem) -> SnapshotSubject) {
        do throws(SnapshotProblem) {
            try check(draw)
        } catch {
            SnapshotFailure.report(error.message, at: caller)
        }
    }

    private func check(_ draw: () throws(SnapshotProblem) -> SnapshotSubject) throws(SnapshotProblem) {
        let snapshotName = name ?? String(Self.nextNumber(for: caller))
        let fileName = "\(caller.fileTestName).\(snapshotName).\(output.fileExtension)"
        let file = caller.folder.appendingPathComponent("__Snapshots__/\(caller.fileName)/\(fileName)")
        // Whatever comes of it, the snapshot is asserted: it is no orphan.
        try SnapshotLedger(environment)?.append(file)
        let mode = try SnapshotRecordMode.effective(record, environment: environment).get()
        if let problem = output.problem { throw SnapshotProblem(problem) }
        let subject = try draw()
        if let problem = output.format.sizeProblem(of: subject.drawing.size, scale: output.scale) {
            throw SnapshotProblem("the snapshot cannot be drawn: \(problem)")
        }
        let drawn: DrawnOutput
        do throws(RenderError) {
            drawn = try subject.drawn(as: output.format)
        } catch {
            throw SnapshotProblem("the snapshot cannot be drawn: \(error)")
        }
        guard let reference = try? Data(contentsOf: file) else {
            guard mode != .never else {
                let kept = keep(drawn.bytes(), as: fileName, artifacts: [])
                throw SnapshotProblem(
                    "no snapshot at \(file.path) to compare with, and the record mode is never"
                        + (environment["CI"] != nil ? " under CI" : "") + kept)
            }
            try write(drawn.bytes(), to: file)
            throw SnapshotProblem.recorded(file, "no snapshot was there to compare with")
        }
        if mode == .all {
            let bytes = drawn.bytes()
            guard bytes != Array(reference) else { return }
            try write(bytes, to: file)
            throw SnapshotProblem.recorded(file, "the record mode is all and the drawing had changed")
        }
        switch drawn.compare(Array(reference), output.tolerance) {
        case .exact, .withinTolerance:
            return
        case .mismatch(let mismatch):
            if mode == .failed {
                try write(drawn.bytes(), to: file)
                throw SnapshotProblem.recorded(file, "the record mode is failed and it \(mismatch.message)")
            }
            var message = "\(fileName) \(mismatch.message) (\(file.path))"
            message += keep(drawn.bytes(), as: fileName, artifacts: mismatch.artifacts)
            if let diff = mismatch.textDiff?("snapshot", "actual"), !diff.isEmpty {
                message += "\n" + diff
            }
            throw SnapshotProblem(message)
        }
    }

    /// The next number of an unnamed snapshot in the caller's test, from 1.
    private static func nextNumber(for caller: SnapshotCaller) -> Int {
        counts.withLock { counts in
            let key = "\(caller.filePath)#\(caller.testName)"
            counts[key, default: 0] += 1
            return counts[key, default: 1]
        }
    }

    /// Writes a snapshot whole: a new file renamed over the old one.
    private func write(_ bytes: [UInt8], to file: URL) throws(SnapshotProblem) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file, options: .atomic)
        } catch {
            throw SnapshotProblem("the snapshot cannot be written to \(file.path): \(error.localizedDescription)")
        }
    }

    /// Writes what was drawn, and the files that show how it differs, to the artifacts folder,
    /// and gives the lines that say where (or why they could not be written).
    private func keep(_ bytes: [UInt8], as fileName: String, artifacts: [SnapshotArtifact]) -> String {
        let folder: URL
        do {
            folder = Self.artifactsFolder(environment).appendingPathComponent(caller.fileName)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return "\n  the drawing could not be kept: \(error)"
        }
        let base = (fileName as NSString).deletingPathExtension
        var lines = ""
        let files =
            [("actual", output.fileExtension, { bytes })]
            + artifacts.map { ($0.name, $0.fileExtension, $0.bytes) }
        for (label, fileExtension, contents) in files {
            let file = folder.appendingPathComponent("\(base).\(label).\(fileExtension)")
            do {
                try Data(contents()).write(to: file, options: .atomic)
                lines += "\n  \(label): \(file.path)"
            } catch {
                lines += "\n  \(label): cannot be written to \(file.path): \(error.localizedDescription)"
            }
        }
        return lines
    }

    /// `DESIGNER_ARTIFACTS`, else `SNAPSHOT_ARTIFACTS`, else a new temporary folder for the process.
    private static func artifactsFolder(_ environment: [String: String]) -> URL {
        if let given = environment["DESIGNER_ARTIFACTS"] ?? environment["SNAPSHOT_ARTIFACTS"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        return temporaryArtifacts.withLock { made in
            if let made { return made }
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("designer-snapshots-\(UUID().uuidString.prefix(8))")
            made = folder
            return folder
        }
    }

    /// What `component` draws at `size` (its `defaultSize` when `nil`) in `appearance` at `scale`,
    /// as the document of it with its values draws, its images found in `folder`.
    static func subject<Subject: Component>(
        of component: Subject, size: Size?, folder: String, appearance: Appearance, scale: Double
    ) throws(SnapshotProblem) -> SnapshotSubject {
        let registry: ComponentRegistry
        do {
            registry = try ComponentRegistry([Subject.self])
        } catch {
            throw SnapshotProblem("\(Subject.className) cannot be registered: \(error)")
        }
        guard let componentClass = registry.componentClass(named: Subject.className) else {
            throw SnapshotProblem("\(Subject.className) cannot be registered")
        }
        let configuration: Configuration
        do {
            configuration = try componentClass.configuration(of: component)
        } catch {
            throw SnapshotProblem("\(Subject.className) cannot be configured: \(error)")
        }
        var attributes = JSONObject()
        for attribute in componentClass.attributes {
            guard let value = configuration.explicitValue(of: attribute) else { continue }
            attributes.members.append(JSONObject.Member(key: attribute.name, value: value.json))
        }
        let frameSize = size ?? Subject.defaultSize
        let document = JSONValue.object(
            JSONObject([
                "class": .string(Subject.className),
                "frame": Rect(x: 0, y: 0, width: frameSize.width, height: frameSize.height).json,
                "attributes": .object(attributes),
            ]))
        return try subject(
            SourceText(name: "\(Subject.className).json", text: document.serialized), folder: folder, variant: nil,
            registry: registry, appearance: appearance, scale: scale)
    }

    /// What a document, or one of its variants, draws in `appearance` at `scale`; a problem
    /// with the document, or with a value in it, is the assertion's.
    static func subject(
        _ source: SourceText, folder: String?, variant: String?, registry: ComponentRegistry,
        appearance: Appearance, scale: Double
    ) throws(SnapshotProblem) -> SnapshotSubject {
        let reading = Document.read(source)
        func problem(_ diagnostics: [Diagnostic]) -> SnapshotProblem? {
            let errors = diagnostics.filter { $0.severity == .error }
            guard !errors.isEmpty else { return nil }
            return SnapshotProblem(errors.map { $0.formatted(in: source) }.joined(separator: "\n"))
        }
        if let problem = problem(reading.diagnostics) { throw problem }
        guard var document = reading.document else { throw SnapshotProblem("\(source.name): cannot be read") }
        var drawnAppearance = appearance
        if let variant {
            guard let declared = document.variants.first(where: { $0.name == variant }) else {
                let names = document.variants.map(\.name)
                throw SnapshotProblem(
                    "\(source.name) declares no variant \(variant)"
                        + (names.isEmpty ? "" : "; it declares \(names.joined(separator: ", "))"))
            }
            let snapshotVariant = SnapshotVariant(declared)
            let (edited, problems) = snapshotVariant.apply(to: document, registry: registry)
            if let problem = problem(problems) { throw problem }
            guard let edited else { throw SnapshotProblem("variant \(variant) cannot be applied") }
            document = edited
            drawnAppearance = snapshotVariant.appearance ?? appearance
        }
        let resolved = ResolvedDocument(document, registry: registry, unknownClass: .error)
        if let problem = problem(resolved.diagnostics) { throw problem }
        let (drawing, _) = ViewTreeDrawing.draw(resolved, view: nil, appearance: drawnAppearance)
        var images: [String: LoadedImage] = [:]
        if let folder {
            let loader = ImageLoader(folder: folder, allowsExternalImages: false, files: TestImageFiles())
            let (loaded, warnings) = loader.load(resolved, scale: scale)
            if let warning = warnings.first { throw SnapshotProblem(warning.formatted(in: source)) }
            images = loaded
        }
        return SnapshotSubject(drawing: drawing, images: images, scale: scale)
    }
}
