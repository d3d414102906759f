public import Inspectable

/// UIKit's standard views as components, each named for its UIKit class (`UILabel`, `UISwitch`,
/// `UISlider`, …) with the attributes Interface Builder's Attributes Inspector shows for it, at
/// Interface Builder's defaults, drawn as iOS 13 and later draw them, in either appearance.
///
/// The controls draw themselves; the containers (`UIStackView`, `UITableView`, bars, pickers, …)
/// are plain views, drawn by their view attributes and their subviews. The `designer` executable
/// registers them after the gallery, so that Interface Builder documents draw:
///
///     DesignerCLI.main(adding: StandardViews.components + [MyComponent.self])
public enum StandardViews {
    /// The standard views, in the order `designer list` shows them: the controls, then the containers.
    public static let components: [any Component.Type] = [
        Label.self, Button.self, ImageView.self, ProgressView.self, Switch.self, Slider.self, TextField.self,
        TextView.self, SegmentedControl.self, ActivityIndicatorView.self, Stepper.self, PageControl.self,
        StackView.self, ScrollView.self, TableView.self, TableViewCell.self, CollectionView.self,
        CollectionViewCell.self, CollectionReusableView.self, VisualEffectView.self, NavigationBar.self,
        TabBar.self, Toolbar.self, SearchBar.self, DatePicker.self, PickerView.self, WebView.self, MapView.self,
    ]
}
