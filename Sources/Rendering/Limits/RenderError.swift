/// Why a drawing cannot be drawn.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The picture would have more pixels than `RenderLimits` allow.
    case tooLarge(width: Int, height: Int)
    /// Its groups nest so deeply that their layers would not fit the budget even one row at a time.
    case overBudget(layers: Int)

    /// The reason, as a message ends with it.
    public var description: String {
        switch self {
        case .tooLarge(let width, let height):
            "the picture would be \(width)×\(height) pixels, more than the \(RenderLimits.maximumSide) a side and \(RenderLimits.maximumPixels >> 20) Mi in all a picture may have"
        case .overBudget(let layers):
            "its \(layers) layers inside one another would take more than the \(RenderLimits.layerBudget >> 20) MiB a drawing's layers may take"
        }
    }
}
