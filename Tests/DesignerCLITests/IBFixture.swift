import DesignerCore
import Inspectable

/// A component with an attribute of every type a runtime attribute can hold.
struct EveryRuntimeType: Component {
    @Inspectable var flag: Bool = false
    @Inspectable(range: 0...10) var count: Int = 0
    @Inspectable var ratio: Double = 0
    @Inspectable var name: String = ""
    @Inspectable var tint: Color = .black
    @Inspectable var spot: Point = Point(x: 0, y: 0)
    @Inspectable var extent: Size = Size(width: 0, height: 0)
    @Inspectable var area: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
    @Inspectable var icon: Image? = nil
    @Inspectable var accent: Color? = nil
}

/// Interface Builder documents written as Xcode writes them, for these tests.
enum IBFixture {
    static let registry = try! ComponentRegistry.shipped.adding([EveryRuntimeType.self])

    /// A xib of `objects` (indented as top-level objects), with `resources`.
    static func xib(_ objects: String, resources: String = "") -> String {
        let resourcesBlock = resources.isEmpty ? "" : "    <resources>\n\(resources)    </resources>\n"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(objects)    </objects>
            \(resourcesBlock)</document>

            """
    }

    /// A top-level view of `className` with `runtime` attributes (already indented) and `children`.
    static func view(
        _ id: String, className: String, frame: String = "x=\"0.0\" y=\"0.0\" width=\"200\" height=\"20\"",
        runtime: String? = nil, children: String = ""
    ) -> String {
        var text = "        <view contentMode=\"scaleToFill\" id=\"\(id)\" customClass=\"\(className)\">\n"
        text += "            <rect key=\"frame\" \(frame)/>\n"
        text += children
        if let runtime {
            text +=
                "            <userDefinedRuntimeAttributes>\n\(runtime)            </userDefinedRuntimeAttributes>\n"
        }
        text += "        </view>\n"
        return text
    }

    /// A system color's entry in a document's resources, as Xcode writes it.
    static func systemColor(_ name: String, _ components: String) -> String {
        """
                <systemColor name="\(name)">
                    <color \(components) colorSpace="custom" customColorSpace="\(components.hasPrefix("white") ? "genericGamma22GrayColorSpace" : "sRGB")"/>
                </systemColor>

        """
    }

    /// A runtime attribute, indented for a top-level view's block.
    static func runtime(_ type: String, _ keyPath: String, value: String? = nil, element: String? = nil) -> String {
        let head = "                <userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"\(keyPath)\""
        if let element {
            return head + ">\n                    \(element)\n                </userDefinedRuntimeAttribute>\n"
        }
        return head + (value.map { " value=\"\($0)\"" } ?? "") + "/>\n"
    }
}
