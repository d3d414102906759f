import DesignerCore
import Inspectable
import Rendering
import Testing

@testable import DesignerSnapshots

/// The variants a document is drawn as, and what a snapshot is drawn from, as a library: no
/// command line, no files.
@Suite("Snapshot variants")
struct SnapshotVariantTests {
    @Test func theMatrixGivesEveryCombinationNamedAfterItsValues() throws {
        let variants = try SnapshotVariant.matrix(["percent=0,50", "animated=true|false"])
        #expect(
            variants.map(\.name) == [
                "percent-0_animated-true", "percent-0_animated-false", "percent-50_animated-true",
                "percent-50_animated-false",
            ])
        #expect(variants.allSatisfy { $0.place == nil && $0.appearance == nil && !$0.isAsWritten })
        // Commas inside parentheses are a value's own.
        let colors = try SnapshotVariant.matrix(["tint=rgb(255, 0, 0),blue"])
        #expect(colors.map(\.name) == ["tint-rgb_255__0__0_", "tint-blue"])
        #expect(try SnapshotVariant.matrix([]).isEmpty)
    }

    @Test(arguments: [
        (["percent"], "Expected --matrix KEY=VALUE,VALUE,…, such as percent=0,50,100, not 'percent'."),
        (["percent=1,,2"], "--matrix 'percent': a value is empty in 'percent=1,,2'."),
        (["percent=1", "percent=2"], "--matrix 'percent' is given twice; list all its values in one option."),
        (["a=x y,x_y"], "--matrix: 'a=x y' and 'a=x_y' would both be named 'a-x_y'."),
    ])
    func aWrongMatrixSaysWhy(options: [String], message: String) {
        #expect(throws: SnapshotVariant.MatrixError(message)) { try SnapshotVariant.matrix(options) }
    }

    @Test func tooManyCombinationsAreRefusedBeforeAnyIsMade() {
        let values = (1...101).map(String.init).joined(separator: ",")
        #expect(throws: SnapshotVariant.MatrixError.self) {
            try SnapshotVariant.matrix(["a=\(values)", "b=\(values)"])
        }
    }

    @Test func aVariantIsDrawnInTheAppearancesItDoesNotSet() {
        let plain = SnapshotVariant.asWritten
        #expect(plain.isAsWritten)
        #expect(plain.drawings(in: [.light, .dark]).map(\.suffix) == ["", "~dark"])
        let dark = SnapshotVariant(name: "night", values: [], place: (0, []), appearance: .dark)
        #expect(dark.drawings(in: [.light, .dark]).map(\.appearance) == [.dark])
        #expect(dark.drawings(in: [.light, .dark]).map(\.suffix) == [""])
    }

    @Test func aSubjectIsDrawnAtItsScaleInTheFormatsThatHaveOne() throws {
        let drawing = Drawing(
            size: Size(width: 10, height: 4),
            commands: [.fill(.rect(Rect(x: 0, y: 0, width: 6, height: 4)), .color(.red))])
        let once = SnapshotSubject(drawing: drawing, images: [:], scale: 1)
        let twice = SnapshotSubject(drawing: drawing, images: [:], scale: 2)
        #expect(try once.drawn(as: .text).bytes() == twice.drawn(as: .text).bytes())
        let png = try PNGDecoder.decodeStraight(twice.drawn(as: .png).bytes())
        #expect(png.width == 20 && png.height == 8)
    }
}
