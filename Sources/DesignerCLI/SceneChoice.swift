/// Which scene of a document that holds several a command works on.
enum SceneChoice: Equatable, Sendable {
    /// The document's default scene: a storyboard's initial view controller's.
    case `default`
    /// The scene `--scene` names.
    case named(String)
    /// The scene holding the first of these views (ids or labels) that one holds, else the default.
    case holding([String])

    /// `--scene` if given, else the scene of the views `keys` (`download.percent`) and `view` name.
    init(scene: String?, keys: [String] = [], view: String? = nil) {
        if let scene {
            self = .named(scene)
            return
        }
        let ids =
            [view].compactMap { $0 }
            + keys.compactMap { key in key.split(separator: ".", maxSplits: 1).first.map(String.init) }
        self = ids.isEmpty ? .default : .holding(ids)
    }
}
