import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

/// The caches that let a live preview redraw a changed document without reading or building
/// its unchanged views again: what they give must be what reading and building anew gives.
@Suite("Caches of unchanged views")
struct CacheTests {
    private func document(_ bars: [String], before: String = "") -> Document {
        let subviews = bars.enumerated().map { index, attributes in
            #"{"id": "bar\#(index)", "class": "MyProgressBar", "frame": {"x": 0, "y": \#(index * 30), "width": 200, "height": 20}, "attributes": {\#(attributes)}}"#
        }
        let text =
            #"{\#(before)"class": "View", "frame": {"x": 0, "y": 0, "width": 300, "height": 300}, "subviews": [\#(subviews.joined(separator: ", "))]}"#
        return Document.read(SourceText(name: "scene.json", text: text)).document!
    }

    private func configurations(_ document: ResolvedDocument) -> [Configuration?] {
        document.allViews.map(\.configuration)
    }

    @Test func resolvingWithTheCacheGivesWhatResolvingAnewGives() {
        let cache = ResolutionCache()
        let versions = [
            document([#""percent": 10"#, #""percent": 20"#, #""percent": 10"#]),
            document([#""percent": 10"#, #""percent": 30"#, #""percent": 10"#]),
            document([#""percent": 10"#, #""percent": 30"#, #""percent": 10, "color": "red""#]),
            document([#""percent": 10"#, #""percent": 20"#, #""percent": 10"#]),
            // Views added before others move them; removed ones move them back.
            document([#""percent": 70"#, #""percent": 10"#, #""percent": 20"#, #""percent": 10"#]),
            document([#""percent": 20"#, #""percent": 10"#]),
            document([#""percent": 10"#, #""color": "red""#, #""percent": 10"#]),
        ]
        for version in versions {
            let cached = ResolvedDocument(version, registry: .progressBars, cache: cache)
            let fresh = ResolvedDocument(version, registry: .progressBars)
            #expect(configurations(cached) == configurations(fresh))
            #expect(cached.diagnostics == fresh.diagnostics)
        }
    }

    /// An Interface Builder document's views name colors its resources define: a change there
    /// changes views whose own text did not.
    @Test func aChangedResourceIsReadAgain() throws {
        func xib(_ red: String) throws -> Document {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <view contentMode="scaleToFill" id="Brd-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                            <color key="backgroundColor" name="Brand"/>
                        </view>
                    </objects>
                    <resources>
                        <namedColor name="Brand">
                            <color red="\(red)" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                    </resources>
                </document>
                """
            let reading = Document.read(SourceText(name: "t.xib", text: text))
            return try #require(reading.document, "\(reading.diagnostics)")
        }
        let cache = ResolutionCache()
        var colors: [AttributeValue?] = []
        for red in ["1", "0.5", "1"] {
            let version = try xib(red)
            let cached = ResolvedDocument(version, registry: .progressBars, cache: cache)
            #expect(configurations(cached) == configurations(ResolvedDocument(version, registry: .progressBars)))
            colors.append(cached.root.configuration?.value(of: "backgroundColor"))
        }
        #expect(colors[0] != colors[1] && colors[0] == colors[2], "\(colors)")
    }

    @Test func problemsAreFoundWhereTheyAreNow() {
        let cache = ResolutionCache()
        let first = ResolvedDocument(document([#""percent": 150"#]), registry: .progressBars, cache: cache)
        // The same view, further into the file: its warning moves with it.
        let moved = document([#""percent": 150"#], before: #""$schema": "designer.schema.json", "#)
        let second = ResolvedDocument(moved, registry: .progressBars, cache: cache)
        #expect(second.diagnostics == ResolvedDocument(moved, registry: .progressBars).diagnostics)
        #expect(second.diagnostics.first?.offset != first.diagnostics.first?.offset)
    }

    @Test func drawingWithTheCacheGivesWhatDrawingAnewGives() {
        let cache = ComponentCache()
        for percents in [[10, 20], [10, 30], [40, 30], [10, 20]] {
            let version = document(percents.map { #""percent": \#($0)"# })
            let resolved = ResolvedDocument(version, registry: .progressBars)
            #expect(ViewTreeDrawing.draw(resolved, cache: cache).0 == ViewTreeDrawing.draw(resolved).0)
        }
    }

    @Test func equalConfigurationsHashAlike() throws {
        let bar = try #require(ComponentRegistry.progressBars.componentClass(named: "View"))
        var first = bar.defaults
        try first.set("alpha", text: "0.5")
        try first.set("isHidden", text: "true")
        var second = bar.defaults
        try second.set("isHidden", text: "false")
        try second.set("alpha", text: "0.5")
        #expect(first != second)
        try second.set("isHidden", text: "true")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        // 0 and -0 are the same value.
        var zero = bar.defaults
        try zero.set("cornerRadius", text: "0")
        var negativeZero = bar.defaults
        try negativeZero.set("cornerRadius", json: .number(try #require(JSONNumber(-0.0))))
        #expect(zero == negativeZero)
        #expect(zero.hashValue == negativeZero.hashValue)
        // A value set to its default is still set.
        try first.reset("isHidden")
        #expect(first != second)
        #expect(first.isSet("alpha") && !first.isSet("isHidden"))
        // Set again after a reset, and set through UIKit's key path, it is the same value set.
        try first.set("layer.cornerRadius", text: "4")
        try first.set("isHidden", text: "true")
        try second.set("cornerRadius", text: "4")
        #expect(first == second)
        #expect(first.explicitValue(of: "cornerRadius") == AttributeValue(4.0))
        try first.reset("cornerRadius")
        #expect(!first.isSet("layer.cornerRadius") && first.value(of: "cornerRadius") == AttributeValue(0.0))
    }

    /// Two registries' classes of one name (a component declared again, its attributes in
    /// another order) give equal configurations for the same values, hashed alike.
    @Test func configurationsOfClassesOfOneNameCompareByAttributeName() throws {
        let first = try #require(try ComponentRegistry([Tally.self]).componentClass(named: "Tally"))
        let second = try #require(try ComponentRegistry([TallyReordered.self]).componentClass(named: "Tally"))
        var one = first.defaults
        try one.set("level", text: "3")
        try one.set("count", text: "2")
        var other = second.defaults
        try other.set("count", text: "2")
        try other.set("level", text: "3")
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        try other.set("level", text: "4")
        #expect(one != other)
        try other.reset("level")
        #expect(one != other)
        // The same positions in classes of one name are not the same attributes.
        var levelOnly = first.defaults
        try levelOnly.set("level", text: "1")
        var countOnly = second.defaults
        try countOnly.set("count", text: "1")
        #expect(levelOnly != countOnly)
    }

    /// Values held in memory of their own (a long string, an image's path) compare by contents.
    @Test func valuesThatHoldReferencesCompareByContents() {
        let long = String(repeating: "progress ", count: 8)
        #expect(AttributeValue(long) == AttributeValue(String(long.reversed().reversed())))
        #expect(AttributeValue(long) != AttributeValue(long + "!"))
        #expect(
            AttributeValue(Image?.some(Image(path: "images/\(long).png")))
                == AttributeValue(Image?.some(Image(path: "images/\(long).png"))))
        #expect(AttributeValue(Image?.none) != AttributeValue(Image?.some(Image(path: "a.png"))))
    }

    /// Equal values hash alike: a value and the same value wrapped in an optional are not equal,
    /// as they hash differently.
    @Test func valuesOfDifferentTypesAreNotEqual() {
        let plain = AttributeValue(Color.white)
        let optional = AttributeValue(Color?.some(.white))
        #expect(plain != optional)
        #expect(optional != plain)
        #expect(AttributeValue(5) != AttributeValue(Int?.some(5)))
        #expect(AttributeValue(Color?.some(.white)) == optional)
        #expect(AttributeValue(Color?.some(.white)).hashValue == optional.hashValue)
        #expect(AttributeValue(-0.0) == AttributeValue(0.0))
        #expect(AttributeValue(-0.0).hashValue == AttributeValue(0.0).hashValue)
    }
}

private struct Tally: Component {
    @Inspectable var level: Int = 0
    @Inspectable var count: Int = 0
}

private struct TallyReordered: Component {
    static var className: String { "Tally" }
    @Inspectable var count: Int = 0
    @Inspectable var level: Int = 0
}
