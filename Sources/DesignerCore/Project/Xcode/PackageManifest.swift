/// What a `Package.swift` says of where its modules' sources are, read as text (the manifest is
/// never run): its targets with their folders, the local packages it depends on, and the
/// products of remote packages its targets use.
///
/// A target's folder is its `path:`, else `Sources/NAME`. Only what is written literally is
/// read: a name or path computed in code is not seen.
///
///     let manifest = PackageManifest.read(#".target(name: "Kit", path: "Lib")"#, folder: "/p")
///     manifest.targets.map(\.folder)   // ["/p/Lib"]
package struct PackageManifest: Sendable, Equatable {
    /// A `.target` or `.executableTarget`: a module with sources.
    package struct Target: Sendable, Equatable {
        package let name: String
        package let folder: String

        init(name: String, folder: String) {
            (self.name, self.folder) = (name, folder)
        }
    }

    package let targets: [Target]
    /// The folders of the packages `.package(path:)` names.
    package let localPackages: [String]
    /// The products of `.package(url:)` packages that targets use (`.product(name:package:)`),
    /// as module names: their sources are not in the repository.
    package let remoteProducts: [String]

    /// The targets, dependencies and products `text`, the manifest in `folder`, writes.
    package static func read(_ text: String, folder: String) -> PackageManifest {
        let source = ScannedSource(SourceFile(path: folder + "/Package.swift", text: text))
        var targets: [Target] = []
        var localPackages: [String] = []
        var remotePackages: Set<String> = []
        var localNames: Set<String> = []
        var products: [(name: String, package: String?)] = []
        var index = 0
        while index < source.count {
            guard source.isPunctuation(index, "."), source.isName(index + 1), source.isPunctuation(index + 2, "(")
            else {
                index += 1
                continue
            }
            let call = source.text(index + 1)
            let arguments = Self.arguments(in: source, opening: index + 2)
            switch call {
            case "target", "executableTarget":
                // `.target(name:)` is also how a dependency on a target is written: a target
                // named twice is the one with a `path:`, or else at its default folder.
                if let name = arguments["name"] {
                    let target = Target(
                        name: name, folder: ProjectPath.join(folder, arguments["path"] ?? "Sources/" + name))
                    if let known = targets.firstIndex(where: { $0.name == name }) {
                        if arguments["path"] != nil { targets[known] = target }
                    } else {
                        targets.append(target)
                    }
                }
            case "package":
                if let path = arguments["path"] {
                    localPackages.append(ProjectPath.join(folder, path))
                    localNames.insert(Self.identity(of: path))
                    if let name = arguments["name"] { localNames.insert(name.lowercased()) }
                } else if let url = arguments["url"] {
                    remotePackages.insert(Self.identity(of: url))
                }
            case "product":
                if let name = arguments["name"] { products.append((name, arguments["package"])) }
            default: break
            }
            // Calls nested in a call's arguments (a target's dependencies) are read too.
            index += 3
        }
        var remoteProducts: [String] = []
        for product in products {
            let package = (product.package ?? product.name).lowercased()
            guard !localNames.contains(package), remotePackages.contains(package) || product.package == nil else {
                continue
            }
            let module = ProjectPath.moduleName(product.name)
            if !remoteProducts.contains(module) { remoteProducts.append(module) }
        }
        return PackageManifest(targets: targets, localPackages: localPackages, remoteProducts: remoteProducts)
    }

    /// A package's identity from its URL or path: its last component without `.git`, lowercased.
    private static func identity(of location: String) -> String {
        var name = location.split(separator: "/").last.map(String.init) ?? location
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    /// The labelled string arguments of the call whose `(` is the token `opening`: `name`,
    /// `path`, `url`… with their literal values; arguments nested deeper are not its own.
    private static func arguments(in source: ScannedSource, opening: Int) -> [String: String] {
        let end = source.afterGroup(at: opening)
        var result: [String: String] = [:]
        var depth = 0
        var index = opening
        while index < end {
            switch source.punctuation(index) {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default:
                if depth == 1, source.isName(index), source.isPunctuation(index + 1, ":"),
                    index + 2 < source.count, source.tokens[index + 2].kind == .string,
                    let value = SwiftStringLiteral.value(source.text(index + 2))
                {
                    let label = source.text(index)
                    if result[label] == nil { result[label] = value }
                }
            }
            index += 1
        }
        return result
    }
}
