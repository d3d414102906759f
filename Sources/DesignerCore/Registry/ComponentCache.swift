import Inspectable

/// Components built for one drawing of a document, kept for the next drawing of a changed
/// version, so that a view whose class and values did not change is not built again. Building
/// goes through `Decodable` and takes microseconds a view: most of redrawing a large document.
///
/// Only what the last two drawings used is kept.
public final class ComponentCache {
    private var current: [Configuration: ComponentInstance] = [:]
    private var previous: [Configuration: ComponentInstance] = [:]

    public init() {}

    /// The component built from `configuration`, built now only if no recent drawing built it.
    func instance(for configuration: Configuration) throws(InstantiationError) -> ComponentInstance {
        if let instance = current[configuration] { return instance }
        let instance: ComponentInstance
        if let built = previous[configuration] {
            instance = built
        } else {
            instance = try configuration.instantiate()
        }
        current[configuration] = instance
        return instance
    }

    /// Starts a drawing: what the drawing before the last did not use again is let go.
    func beginDrawing() {
        previous = current
        current = [:]
    }
}
