public import Inspectable

// Views whose content comes from outside the app, a web page or a map, drawn as plain views.

/// A `WKWebView`, drawn as a plain view: no page is loaded.
public struct WebView: Component {
    public init() {}

    public static var className: String { "WKWebView" }

    public static var summary: String? { "A web view, drawn as a plain view, without a page." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// An `MKMapView`, drawn as a plain view: no map is loaded.
public struct MapView: Component {
    public init() {}

    public static var className: String { "MKMapView" }

    public static var summary: String? { "A map view, drawn as a plain view, without a map." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}
