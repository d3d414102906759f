import DesignerCore
import Foundation
import Inspectable
import StandardViews

/// The check of text on real files: every text each iOS storyboard scene and xib draws,
/// laid out on its own device in the project's fonts, and whether it is drawn cut short (a line
/// ends in "…", or lines are left out). Each text cut is given the room it would need: the
/// narrowest width at which it shows whole, as a part of the width it has.
///
///     designer-bench text-fit ~/src/app-one ~/src/app-two
///
/// Xcode sets text in San Francisco, which designer's widths follow to within a few per cent; a
/// text that needs more than 5% more room than it has is cut by Xcode too (the long names apps
/// put in their designs to see truncation). The target: at most 5% of the texts that would fit
/// in San Francisco are cut. Views of custom classes are drawn as the UIKit classes of their
/// elements (the projects' sources are not read), and the placeholders designer draws for
/// classes it cannot draw (their class names) are not texts of the document and are left out.
enum TextFit {
    /// One text drawn: where, what, and how much more room it would need (1 or less: it fits).
    struct Text {
        let place: String
        let text: String
        let room: Double
    }

    static func run(folders: [String]) -> [String] {
        let registry = ComponentRegistry(rejectingInvalid: []).adding(validatedByTests: StandardViews.components)
        var texts: [Text] = []
        var unread: [String] = []
        for folder in folders {
            let project = folder.split(separator: "/").last.map(String.init) ?? folder
            let fonts = LayoutAccuracy.projectFonts(under: folder)
            for file in LayoutAccuracy.documents(under: folder) {
                guard let read = Files.read(file), isIOS(read) else { continue }
                let bytes = withoutCustomClasses(read)
                let relative = String(file.dropFirst(folder.count)).trimmingCharacters(in: "/")
                let name = "\(project)/\(relative)"
                switch LayoutAccuracy.scenes(of: SourceText(name: name, bytes: bytes)) {
                case .success(let scenes):
                    for scene in scenes { texts += drawnTexts(of: scene, in: name, registry: registry, fonts: fonts) }
                case .failure(let problem):
                    unread.append("\(name): \(problem.message)")
                }
            }
        }
        return report(texts, unread: unread)
    }

    /// The document with its views' custom classes taken out, so that each is drawn as the
    /// UIKit class of its element (a `ThemeableLabel` as the `<label>` it is), as Interface
    /// Builder draws a class it does not render; the projects' sources are not read here.
    private static func withoutCustomClasses(_ bytes: [UInt8]) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        for attribute in ["customClass", "customModule", "customModuleProvider"] {
            text = text.replacingOccurrences(
                of: " \(attribute)=\"[^\"]*\"", with: "", options: .regularExpression)
        }
        return Array(text.utf8)
    }

    /// Whether the document is an iOS one (not macOS or tvOS).
    private static func isIOS(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1_000), as: UTF8.self)
        return head.contains("targetRuntime=\"iOS.CocoaTouch")
    }

    /// The texts the scene draws, laid out on its device, but for class-name placeholders.
    private static func drawnTexts(
        of scene: Document, in name: String, registry: ComponentRegistry, fonts: ProjectFonts
    ) -> [Text] {
        let laidOut = scene.layout(on: nil, fonts: fonts).document
        let resolved = ResolvedDocument(laidOut, registry: registry, unknownClass: .warning)
        let placeholders = Set(resolved.allViews.map(\.node.className))
        let (drawing, _) = ViewTreeDrawing.draw(resolved, fonts: fonts)
        var found: [Text] = []
        func visit(_ commands: [DrawingCommand]) {
            for command in commands {
                switch command {
                case .text(let drawing):
                    guard !placeholders.contains(drawing.text), visibleCount(drawing.text) > 0 else { continue }
                    found.append(Text(place: name, text: drawing.text, room: room(for: drawing)))
                case .group(let group): visit(group.commands)
                default: continue
                }
            }
        }
        visit(drawing.commands)
        return found
    }

    /// The characters of `text` that show: letters, digits and marks, not spaces.
    private static func visibleCount(_ text: String) -> Int {
        text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "…" }.count
    }

    /// Whether the text shows whole in `width`: every visible character of it drawn.
    private static func showsWhole(_ drawing: TextDrawing, width: Double) -> Bool {
        var rect = drawing.rect
        rect.width = width
        let layout = TextLayout(drawing.text, in: rect, font: drawing.font, style: drawing.style, placesGlyphs: false)
        return layout.lines.reduce(0) { $0 + visibleCount($1.text) } >= visibleCount(drawing.text)
            && !layout.lines.contains { $0.text.contains("…") && !drawing.text.contains("…") }
    }

    /// The narrowest width at which the text shows whole, as a part of the width it has: 1 or
    /// less when it shows whole already.
    private static func room(for drawing: TextDrawing) -> Double {
        let width = drawing.rect.width
        guard width > 0, !showsWhole(drawing, width: width) else { return 1 }
        var (low, high) = (width, width * 2)
        while !showsWhole(drawing, width: high) {
            guard high < width * 64 else { return 64 }
            (low, high) = (high, high * 2)
        }
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if showsWhole(drawing, width: middle) { high = middle } else { low = middle }
        }
        return high / width
    }

    private static func report(_ texts: [Text], unread: [String]) -> [String] {
        let cut = texts.filter { $0.room > 1 }
        let bands: [(String, ClosedRange<Double>)] = [
            ("up to 2% more room", 1.000_000_1...1.02), ("2–5% more", 1.020_000_1...1.05),
            ("5–10% more", 1.050_000_1...1.10), ("over 10% more", 1.100_000_1...Double.infinity),
        ]
        print("Texts drawn: \(texts.count) in \(Set(texts.map(\.place)).count) documents; cut short: \(cut.count)")
        for (name, band) in bands {
            print("  cut, needing \(name): \(cut.filter { band.contains($0.room) }.count)")
        }
        let wouldFit = texts.filter { $0.room <= 1.05 }
        let cutThatWouldFit = cut.filter { $0.room <= 1.05 }
        let share = wouldFit.isEmpty ? 0 : Double(cutThatWouldFit.count) / Double(wouldFit.count)
        print(
            "Texts that fit within 5% (as Xcode's San Francisco shows them whole): \(wouldFit.count); cut of them: \(cutThatWouldFit.count) (\(Format.percent(share)); target ≤ 5%)"
        )
        for text in cut.sorted(by: { $0.room < $1.room }) {
            print("  \(Format.percent(text.room - 1)) more: \(text.place): \(Printable.quoted(text.text))")
        }
        for problem in unread { print("unread: \(problem)") }
        return share <= 0.05 ? [] : ["\(Format.percent(share)) of the texts that fit are cut (target ≤ 5%)"]
    }
}
