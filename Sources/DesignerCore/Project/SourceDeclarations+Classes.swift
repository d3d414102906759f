#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SourceDeclarations {
    /// The declarations of the classes `names`, as `scan(_:)` of every file gives them, read from
    /// only the files that can hold what they are made of: the files that spell one of the names,
    /// a superclass one of them names (to the end of each chain, UIKit's classes taken for
    /// UIKit's), or `IBInspectable` (an extension of a UIKit class adds properties to every class
    /// below it).
    ///
    /// A declaration, an extension or an `@objc(Name)` of a class spells its name, so every
    /// declaration the full scan finds for these classes and their superclasses is in those
    /// files, in the same order; the files are searched for the names as bytes, far faster than
    /// they are scanned. What the result says of other classes is incomplete.
    ///
    ///     let declarations = SourceDeclarations.scan(files, classes: ["RatingView"])
    ///     declarations.inspectableProperties(of: "RatingView")   // as from `scan(files)`
    package static func scan(_ files: [SourceFile], classes names: Set<String>) -> SourceDeclarations {
        scan(searching: files, classes: names)
    }

    /// `scan(_:classes:)` of files searched and read as `files` does: a project's sources, only
    /// the files that hold a name read whole.
    package static func scan(searching files: some SourceFileSearch, classes names: Set<String>)
        -> SourceDeclarations
    {
        var selected = [Bool](repeating: false, count: files.count)
        var searched: Set<String> = []
        var wanted = names.filter { !UIKitClasses.isKnown($0) }.union(["IBInspectable"])
        var declarations = scan([])
        while true {
            let fresh = wanted.subtracting(searched)
            searched.formUnion(fresh)
            let needles = fresh.map { Array($0.utf8) }.filter { !$0.isEmpty }
            var added = false
            for index in 0..<files.count where !selected[index] && files.holds(index, anyOf: needles) {
                selected[index] = true
                added = true
            }
            guard added else { return declarations }
            declarations = scan((0..<files.count).filter { selected[$0] }.compactMap(files.file(at:)))
            // A superclass named may be a protocol or a `typealias` declared elsewhere, which the
            // next round reads, so that the chain comes out as the full scan gives it. UIKit's
            // classes are UIKit's: most files name one.
            wanted.formUnion(declarations.classes.compactMap(\.superclass).filter { !UIKitClasses.isKnown($0) })
        }
    }
}

/// Source files that can be searched for names before they are read whole.
package protocol SourceFileSearch {
    /// How many files there are.
    var count: Int { get }
    /// Whether file `index` holds one of `needles` (none empty) anywhere in its bytes; `false`
    /// for a file that cannot be read.
    func holds(_ index: Int, anyOf needles: [[UInt8]]) -> Bool
    /// File `index`, read; `nil` when it cannot be.
    func file(at index: Int) -> SourceFile?
}

extension [SourceFile]: SourceFileSearch {
    package func holds(_ index: Int, anyOf needles: [[UInt8]]) -> Bool {
        needles.contains(where: self[index].contains)
    }

    package func file(at index: Int) -> SourceFile? {
        self[index]
    }
}

extension SourceFile {
    /// Whether `bytes` hold one of `needles` (none empty) anywhere.
    package static func holds(_ bytes: [UInt8], anyOf needles: [[UInt8]]) -> Bool {
        needles.contains { offset(of: $0, in: bytes) != nil }
    }

    /// Whether the file's bytes hold `needle` (not empty) anywhere.
    package func contains(_ needle: [UInt8]) -> Bool {
        Self.offset(of: needle, in: bytes) != nil
    }

    /// Where `needle` (not empty) first starts in `bytes` at or after `start`; `nil` when it does not.
    package static func offset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard start >= 0, start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress, let first = needle.first,
                    haystack.count - start >= needle.count
                else { return nil }
                let end = base + haystack.count - needle.count
                var cursor = base + start
                while cursor <= end {
                    guard let found = memchr(cursor, Int32(first), end - cursor + 1) else { return nil }
                    let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, wanted, needle.count) == 0 { return candidate - base }
                    cursor = candidate + 1
                }
                return nil
            }
        }
    }
}
