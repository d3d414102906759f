/// The storyboards and xibs of the generated real project, as Xcode writes them: navigation
/// controllers with relationship segues, table view controllers with static cells and bar button
/// items, detail screens whose views are classes of every module of the project, cells, and
/// File's Owners with outlets and actions, each connection naming what the sources declare.
enum RealProjectDocuments {
    /// Ids as Interface Builder makes them (`aB3-xY-9kQ`), the same for the same document.
    struct IDs {
        private var state: UInt64

        init(_ name: String) {
            state = name.utf8.reduce(1_469_598_103_934_665_603) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        }

        mutating func next() -> String {
            let digits = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var value = state >> 16
            var text = ""
            for index in 0..<8 {
                if index == 3 || index == 5 { text.append("-") }
                text.append(digits[Int(value % 62)])
                value /= 62
            }
            return text
        }
    }

    static let storyboardHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="INITIAL">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>

        """

    static let storyboardTail = """
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="labelColor">
                    <color red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>

        """

    static func xibHead(owner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
        \(owner)        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>

        """
    }

    static let xibTail = "    </objects>\n</document>\n"

    /// `customClass` with its module as Interface Builder writes it: `target` for the document's
    /// own module, the module's name for another's, nothing for an Objective-C class.
    static func custom(_ name: String, _ module: String?, own: Bool = false) -> String {
        guard let module else { return "customClass=\"\(name)\"" }
        return "customClass=\"\(name)\" customModule=\"\(module)\"" + (own ? " customModuleProvider=\"target\"" : "")
    }

    /// A `<userDefinedRuntimeAttributes>` block of `(type, keyPath, value)`: a number's value
    /// is written as `<real>` or `<integer>`, a color's as `<color>`, the rest as `value=`.
    static func runtime(_ attributes: [(String, String, String)], indent: String) -> String {
        guard !attributes.isEmpty else { return "" }
        var text = "\(indent)<userDefinedRuntimeAttributes>\n"
        for (type, keyPath, value) in attributes {
            switch type {
            case "number":
                let element = value.contains(".") ? "real" : "integer"
                text += "\(indent)    <userDefinedRuntimeAttribute type=\"number\" keyPath=\"\(keyPath)\">\n"
                text += "\(indent)        <\(element) key=\"value\" value=\"\(value)\"/>\n"
                text += "\(indent)    </userDefinedRuntimeAttribute>\n"
            case "color":
                text += "\(indent)    <userDefinedRuntimeAttribute type=\"color\" keyPath=\"\(keyPath)\">\n"
                text +=
                    "\(indent)        <color key=\"value\" \(value) colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n"
                text += "\(indent)    </userDefinedRuntimeAttribute>\n"
            default:
                text +=
                    "\(indent)    <userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"\(keyPath)\" value=\"\(value)\"/>\n"
            }
        }
        return text + "\(indent)</userDefinedRuntimeAttributes>\n"
    }

    static let orange = #"red="1" green="0.58431372549019611" blue="0.0" alpha="1""#
    static let blue = #"red="0.0" green="0.47843137254901963" blue="1" alpha="1""#

    /// A label.
    static func label(_ id: String, text: String, y: Int, indent: String, custom: String = "", runtime: String = "")
        -> String
    {
        """
        \(indent)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(custom.isEmpty ? "" : " " + custom)>
        \(indent)    <rect key="frame" x="20" y="\(y)" width="353" height="21"/>
        \(indent)    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        \(indent)    <color key="textColor" systemColor="labelColor"/>
        \(indent)    <nil key="highlightedColor"/>
        \(runtime)\(indent)</label>

        """
    }

    /// A view of a custom class with runtime attributes, and `inner` (subviews, connections) inside.
    static func view(
        _ id: String, custom: String, y: Int, height: Int = 44, indent: String, runtime: [(String, String, String)],
        inner: String = ""
    ) -> String {
        """
        \(indent)<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(custom)>
        \(indent)    <rect key="frame" x="20" y="\(y)" width="353" height="\(height)"/>
        \(indent)    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        \(inner)\(Self.runtime(runtime, indent: indent + "    "))\(indent)</view>

        """
    }

    /// A button sending `selector` to `target` on a touch.
    static func button(
        _ id: String, title: String, y: Int, indent: String, custom: String, runtime: [(String, String, String)],
        action: (selector: String, target: String, id: String)?
    ) -> String {
        let connections =
            action.map {
                "\(indent)    <connections>\n\(indent)        <action selector=\"\($0.selector)\" destination=\"\($0.target)\" eventType=\"touchUpInside\" id=\"\($0.id)\"/>\n\(indent)    </connections>\n"
            } ?? ""
        return """
            \(indent)<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(custom)>
            \(indent)    <rect key="frame" x="20" y="\(y)" width="353" height="44"/>
            \(indent)    <state key="normal" title="\(title)"/>
            \(Self.runtime(runtime, indent: indent + "    "))\(connections)\(indent)</button>

            """
    }

    /// `<connections>` of outlets `(property, destination)` and outlet collections.
    static func outlets(
        _ outlets: [(String, String)], collections: [(String, String)] = [], ids: inout IDs, indent: String
    )
        -> String
    {
        var text = "\(indent)<connections>\n"
        for (property, destination) in outlets {
            text +=
                "\(indent)    <outlet property=\"\(property)\" destination=\"\(destination)\" id=\"\(ids.next())\"/>\n"
        }
        for (property, destination) in collections {
            text +=
                "\(indent)    <outletCollection property=\"\(property)\" destination=\"\(destination)\" id=\"\(ids.next())\"/>\n"
        }
        return text + "\(indent)</connections>\n"
    }
}
