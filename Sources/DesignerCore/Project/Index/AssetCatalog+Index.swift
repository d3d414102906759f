package import Inspectable

extension AssetCatalog {
    /// What reading a colorset's `Contents.json` gave (`color(contents:name:)`), as the project
    /// index keeps it: the color's values in each appearance to the bit, and its system name;
    /// none; or why it cannot be read.
    package static func indexBytes(ofColor read: Result<Color?, AssetCatalogError>) -> [UInt8] {
        var writer = IndexBytes.Writer()
        switch read {
        case .success(let color?):
            writer.append(true)
            writer.append(true)
            for value in [color.resolved(for: .light), color.resolved(for: .dark)] {
                for channel in [value.red255, value.green255, value.blue255, value.alpha] { writer.append(channel) }
            }
            writer.append(color.systemName ?? "")
        case .success(nil):
            writer.append(true)
            writer.append(false)
        case .failure(let error):
            writer.append(false)
            writer.append(error.message)
        }
        return writer.bytes
    }

    /// What `indexBytes(ofColor:)` wrote; `nil` for bytes it did not write.
    package static func color(indexBytes bytes: [UInt8]) -> Result<Color?, AssetCatalogError>? {
        var reader = IndexBytes.Reader(bytes)
        guard let isColorSet = reader.bool() else { return nil }
        guard isColorSet else {
            guard let message = reader.string(), reader.isAtEnd else { return nil }
            return .failure(AssetCatalogError(message))
        }
        guard let hasColor = reader.bool() else { return nil }
        guard hasColor else { return reader.isAtEnd ? .success(nil) : nil }
        var appearances: [Color] = []
        for _ in 0..<2 {
            guard let red = reader.double(), let green = reader.double(), let blue = reader.double(),
                let alpha = reader.double()
            else { return nil }
            appearances.append(Color(red255: red, green255: green, blue255: blue, alpha: alpha))
        }
        guard let name = reader.string(), reader.isAtEnd else { return nil }
        return .success(Color(light: appearances[0], dark: appearances[1], systemName: name.isEmpty ? nil : name))
    }
}
