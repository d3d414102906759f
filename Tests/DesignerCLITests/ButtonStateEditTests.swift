import Foundation
import Testing

/// `set` writes a button's title and title color in the state they are read from: the state the
/// button is drawn in (selected, highlighted, disabled) where that state sets them, else the
/// normal state; `get` then reads what was set.
@Suite struct ButtonStateEditTests {
    static func xib(_ buttons: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Btn-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
        \(buttons)
                    </subviews>
                </view>
            </objects>
        </document>

        """
    }

    static let selected = """
                        <button opaque="NO" contentMode="scaleToFill" selected="YES" buttonType="system" lineBreakMode="middleTruncation" id="Btn-Sel-01">
                            <rect key="frame" x="10" y="10" width="120" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Off"/>
                            <state key="selected" title="On">
                                <color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" enabled="NO" buttonType="system" lineBreakMode="middleTruncation" id="Btn-Dis-01">
                            <rect key="frame" x="10" y="50" width="120" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Send"/>
                            <state key="disabled">
                                <color key="titleColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                        </button>
        """

    /// The resources' entries of two SF Symbols.
    static let symbols = """
                <image name="heart.fill" catalog="system" width="128" height="109"/>
                <image name="star.fill" catalog="system" width="128" height="124"/>

        """

    @Test func theDrawnStatesTitleAndColorAreWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Buttons.xib", Self.xib(Self.selected))
        let run = sandbox.runInProcess(
            [
                "set", "-f", "Buttons.xib", "Btn-Sel-01.title=Live", "Btn-Sel-01.titleColor=#00FF00",
                "Btn-Dis-01.title=Wait",
            ])
        #expect(run.status == 0, "\(run)")
        let text = try sandbox.read("Buttons.xib")
        // The selected state sets the title and color: both are written there, the normal title kept.
        #expect(text.contains(#"<state key="normal" title="Off"/>"#), "\(text)")
        #expect(text.contains(#"<state key="selected" title="Live">"#), "\(text)")
        #expect(text.contains(#"<color key="titleColor" red="0.0" green="1" blue="0.0" alpha="1""#), "\(text)")
        // The disabled state sets only a color: the title is the normal state's.
        #expect(text.contains(#"<state key="normal" title="Wait"/>"#), "\(text)")
        let get = sandbox.runInProcess(["get", "-f", "Buttons.xib", "Btn-Sel-01.title", "Btn-Dis-01.title"])
        #expect(get.stdout == "Live\nWait\n", "\(get)")
    }

    /// An image view that names its SF Symbol in `<imageReference key="image">` shows it: `get`
    /// reads it, `set` writes it there, and it draws as a symbol, not a missing image.
    @Test func anImageReferenceNamesTheImage() throws {
        let sandbox = try Sandbox()
        let view = """
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" id="Img-Ref-01">
                                <rect key="frame" x="10" y="10" width="40" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <imageReference key="image" image="heart.fill" catalog="system" symbolScale="large"/>
                            </imageView>
            """
        let text = Self.xib(view).replacingOccurrences(
            of: "    </objects>\n",
            with:
                "    </objects>\n    <resources>\n" + Self.symbols + "    </resources>\n"
        )
        try sandbox.write("Symbols.xib", text)
        let get = sandbox.runInProcess(["get", "-f", "Symbols.xib", "Img-Ref-01.image"])
        #expect(get.stdout == "heart.fill\n", "\(get)")
        let render = sandbox.runInProcess(["render", "-f", "Symbols.xib", "-o", "Symbols.svg"])
        #expect(render.status == 0 && !render.stderr.contains("missing"), "\(render)")
        // The name is drawn on two lines, broken after its dot.
        #expect(try sandbox.read("Symbols.svg").contains(">heart.</text>"))
        let set = sandbox.runInProcess(["set", "-f", "Symbols.xib", "Img-Ref-01.image=star.fill"])
        #expect(set.status == 0, "\(set)")
        #expect(
            try sandbox.read("Symbols.xib").contains(
                #"<imageReference key="image" image="star.fill" catalog="system" symbolScale="large"/>"#))
    }

    /// A highlighted image view's `image` is its image and its `highlightedImage` its highlighted
    /// image, to `get` and `set` alike; the drawing shows the highlighted image.
    @Test func aHighlightedImageViewsKeysAddressWhatTheyName() throws {
        let sandbox = try Sandbox()
        func view(image: String, highlighted: String) -> String {
            """
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" highlighted="YES" image="\(image)" highlightedImage="\(highlighted)" catalog="system" id="Img-Lit-01">
                                <rect key="frame" x="10" y="10" width="40" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </imageView>
            """
        }
        func document(image: String, highlighted: String) -> String {
            Self.xib(view(image: image, highlighted: highlighted)).replacingOccurrences(
                of: "    </objects>\n", with: "    </objects>\n    <resources>\n" + Self.symbols + "    </resources>\n")
        }
        try sandbox.write("Lit.xib", document(image: "heart.fill", highlighted: "star.fill"))
        let get = sandbox.runInProcess(["get", "-f", "Lit.xib", "Img-Lit-01.image", "Img-Lit-01.highlightedImage"])
        #expect(get.stdout == "heart.fill\nstar.fill\n", "\(get)")
        let render = sandbox.runInProcess(["render", "-f", "Lit.xib", "-o", "Lit.svg"])
        #expect(render.status == 0, "\(render)")
        let drawing = try sandbox.read("Lit.svg")
        #expect(drawing.contains(">star.</text>") && !drawing.contains(">heart.</text>"))
        let set = sandbox.runInProcess(
            ["set", "-f", "Lit.xib", "Img-Lit-01.image=star.fill", "Img-Lit-01.highlightedImage=heart.fill"])
        #expect(set.status == 0, "\(set)")
        #expect(try sandbox.read("Lit.xib") == document(image: "star.fill", highlighted: "heart.fill"))
    }

    /// A button's state may name its SF Symbol in `<imageReference key="image">`: it is the
    /// button's image.
    @Test func aStatesImageReferenceIsTheButtonsImage() throws {
        let sandbox = try Sandbox()
        let button = """
                            <button opaque="NO" contentMode="scaleAspectFit" buttonType="system" lineBreakMode="middleTruncation" id="Btn-Ref-01">
                                <rect key="frame" x="10" y="10" width="66" height="66"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal">
                                    <imageReference key="image" image="questionmark" catalog="system" symbolScale="large"/>
                                </state>
                            </button>
            """
        try sandbox.write("Key.xib", Self.xib(button))
        let get = sandbox.runInProcess(["get", "-f", "Key.xib", "Btn-Ref-01.image"])
        #expect(get.stdout == "questionmark\n", "\(get)")
    }
}
