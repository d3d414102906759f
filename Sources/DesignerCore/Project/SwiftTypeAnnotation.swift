/// The type a Swift property's annotation names: `CGFloat`, `UIColor?`, `UIColor!`,
/// `Optional<UIImage>`, `UIKit.UIColor`; any other type is `other` with its text.
struct SwiftTypeAnnotation: Equatable {
    let type: DeclaredType
    /// Whether it is optional or implicitly unwrapped.
    let isOptional: Bool

    init(_ source: ScannedSource, _ range: Range<Int>) {
        var tokens = range
        var isOptional = false
        // `T?`, `T!`, and `T??` as one optional.
        while tokens.count > 1, let last = source.punctuation(tokens.upperBound - 1),
            last == UInt8(ascii: "?") || last == UInt8(ascii: "!")
        {
            isOptional = true
            tokens = tokens.lowerBound..<tokens.upperBound - 1
        }
        // `Optional<T>` and `ImplicitlyUnwrappedOptional<T>`.
        if tokens.count > 3,
            source.isWord(tokens.lowerBound, "Optional")
                || source.isWord(tokens.lowerBound, "ImplicitlyUnwrappedOptional"),
            source.isPunctuation(tokens.lowerBound + 1, "<"), source.isPunctuation(tokens.upperBound - 1, ">")
        {
            isOptional = true
            tokens = tokens.lowerBound + 2..<tokens.upperBound - 1
        }
        // `(T)`.
        if tokens.count > 2, source.isPunctuation(tokens.lowerBound, "("),
            source.isPunctuation(tokens.upperBound - 1, ")")
        {
            tokens = tokens.lowerBound + 1..<tokens.upperBound - 1
        }
        self.isOptional = isOptional
        self.type = Self.type(of: tokens, in: source)
    }

    /// A name, or a path of names whose last one is the type (`UIKit.UIColor`); anything else is
    /// `other`.
    private static func type(of tokens: Range<Int>, in source: ScannedSource) -> DeclaredType {
        let written = source.text(from: tokens.lowerBound, through: tokens.upperBound - 1)
        var index = tokens.lowerBound
        while index < tokens.upperBound {
            guard source.isName(index) else { return .other(written) }
            if index + 1 == tokens.upperBound { break }
            guard source.isPunctuation(index + 1, ".") else { return .other(written) }
            index += 2
        }
        guard index < tokens.upperBound else { return .other(written) }
        let type = DeclaredType(name: source.text(index))
        return type == .other(source.text(index)) ? .other(written) : type
    }
}
