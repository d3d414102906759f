/// A `project.pbxproj` as Xcode writes one: sections of objects with their comments, the files
/// of each target listed through groups that follow the folders (`sourceTree = "<group>"`), a
/// `Base.lproj` storyboard as a variant group, subprojects, and local Swift packages with the
/// products the first target uses.
///
///     let text = PBXProjectWriter(targets: [.init(name: "App", type: .application, sources: ["App/A.swift"])]).text
struct PBXProjectWriter {
    enum ProductType: String {
        case application = "com.apple.product-type.application"
        case framework = "com.apple.product-type.framework"
        case unitTests = "com.apple.product-type.bundle.unit-test"

        var fileType: String {
            switch self {
            case .application: "wrapper.application"
            case .framework: "wrapper.framework"
            case .unitTests: "wrapper.cfbundle"
            }
        }

        var suffix: String {
            switch self {
            case .application: ".app"
            case .framework: ".framework"
            case .unitTests: ".xctest"
            }
        }
    }

    struct Target {
        let name: String
        let type: ProductType
        /// Paths from the project's folder: `.swift` and `.m` go to the sources phase, `.h` to the
        /// headers phase of a framework (and only to the groups otherwise).
        var sources: [String] = []
        /// Storyboards and xibs, from the project's folder.
        var resources: [String] = []
    }

    let targets: [Target]
    /// `.xcodeproj` paths from the project's folder.
    var subprojects: [String] = []
    /// Folders of local packages from the project's folder, and the products the first target uses.
    var localPackages: [String] = []
    var packageProducts: [String] = []

    private final class Objects {
        var sections: [String: [(id: String, line: String)]] = [:]
        var count = 0

        func id() -> String {
            count += 1
            let digits = Array("0123456789ABCDEF")
            var value = count * 2_654_435_761 % 4_294_967_296
            var text = ""
            for _ in 0..<8 {
                text.append(digits[value & 0xF])
                value >>= 4
            }
            return "8D4F1C2A" + text + String(repeating: "0", count: 8 - String(count).count) + String(count)
        }

        func add(_ section: String, _ id: String, _ line: String) {
            sections[section, default: []].append((id, line))
        }
    }

    /// A group of the folder tree: its subgroups by name and its files, in the order first met.
    private final class Group {
        let id: String
        var names: [String] = []
        var groups: [String: Group] = [:]
        var files: [(name: String, id: String)] = []

        init(id: String) { self.id = id }
    }

    var text: String {
        let objects = Objects()
        let main = Group(id: objects.id())
        var fileIDs: [String: String] = [:]
        func group(for folder: [Substring]) -> Group {
            var current = main
            for name in folder {
                let key = String(name)
                if let known = current.groups[key] {
                    current = known
                } else {
                    let made = Group(id: objects.id())
                    current.groups[key] = made
                    current.names.append(key)
                    current = made
                }
            }
            return current
        }
        // Each file once, under the groups of its folders; a Base.lproj file as a variant group.
        for path in targets.flatMap({ $0.sources + $0.resources }) where fileIDs[path] == nil {
            var parts = path.split(separator: "/")
            let name = String(parts.removeLast())
            let reference = objects.id()
            if parts.last == "Base.lproj" {
                parts.removeLast()
                let variant = objects.id()
                objects.add(
                    "PBXVariantGroup", variant,
                    "\(variant) /* \(name) */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n\t\t\t\t\(reference) /* Base */,\n\t\t\t);\n\t\t\tname = \(name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};"
                )
                objects.add(
                    "PBXFileReference", reference,
                    "\(reference) /* Base */ = {isa = PBXFileReference; lastKnownFileType = \(Self.fileType(name)); name = Base; path = Base.lproj/\(name); sourceTree = \"<group>\"; };"
                )
                group(for: parts).files.append((name, variant))
                fileIDs[path] = variant
            } else {
                objects.add(
                    "PBXFileReference", reference,
                    "\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \(Self.fileType(name)); path = \(Self.quoted(name)); sourceTree = \"<group>\"; };"
                )
                group(for: parts).files.append((name, reference))
                fileIDs[path] = reference
            }
        }
        let frameworks = Group(id: objects.id())
        for subproject in subprojects {
            let reference = objects.id()
            let name = String(subproject.split(separator: "/").last ?? "")
            objects.add(
                "PBXFileReference", reference,
                "\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; name = \(name); path = \(subproject); sourceTree = \"<group>\"; };"
            )
            frameworks.files.append((name, reference))
        }
        let products = Group(id: objects.id())
        let projectID = objects.id()
        let projectConfigurations = configurationList(objects, owner: "PBXProject", name: "project", settings: [:])
        var targetIDs: [(id: String, name: String)] = []
        var productIDs: [String: String] = [:]
        for target in targets {
            let product = objects.id()
            let productName = target.name + target.type.suffix
            objects.add(
                "PBXFileReference", product,
                "\(product) /* \(productName) */ = {isa = PBXFileReference; explicitFileType = \(Self.quoted(target.type.fileType)); includeInIndex = 0; path = \(productName); sourceTree = BUILT_PRODUCTS_DIR; };"
            )
            products.files.append((productName, product))
            productIDs[target.name] = product
        }
        var packageReferences: [String] = []
        for folder in localPackages {
            let id = objects.id()
            packageReferences.append("\(id) /* XCLocalSwiftPackageReference \"\(folder)\" */")
            objects.add(
                "XCLocalSwiftPackageReference", id,
                "\(id) /* XCLocalSwiftPackageReference \"\(folder)\" */ = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = \(folder);\n\t\t};"
            )
        }
        for (index, target) in targets.enumerated() {
            let id = objects.id()
            targetIDs.append((id, target.name))
            var phases: [String] = []
            let compiled = target.sources.filter { !$0.hasSuffix(".h") }
            let headers = target.type == .framework ? target.sources.filter { $0.hasSuffix(".h") } : []
            for (kind, title, files) in [
                ("PBXHeadersBuildPhase", "Headers", headers), ("PBXSourcesBuildPhase", "Sources", compiled),
                ("PBXFrameworksBuildPhase", "Frameworks", []),
                ("PBXResourcesBuildPhase", "Resources", target.resources),
            ] where kind != "PBXHeadersBuildPhase" || !files.isEmpty {
                let phase = objects.id()
                phases.append("\(phase) /* \(title) */")
                var entries: [String] = []
                var seen: Set<String> = []
                for path in files {
                    guard let reference = fileIDs[path] else { continue }
                    let name = String(path.split(separator: "/").last ?? "")
                    // A variant group is built once for all its localizations.
                    guard seen.insert(reference).inserted else { continue }
                    let buildFile = objects.id()
                    entries.append("\t\t\t\t\(buildFile) /* \(name) in \(title) */,")
                    let settings = kind == "PBXHeadersBuildPhase" ? " settings = {ATTRIBUTES = (Public, ); };" : ""
                    objects.add(
                        "PBXBuildFile", buildFile,
                        "\(buildFile) /* \(name) in \(title) */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */;\(settings) };"
                    )
                }
                objects.add(
                    kind, phase,
                    "\(phase) /* \(title) */ = {\n\t\t\tisa = \(kind);\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\(entries.joined(separator: "\n"))\(entries.isEmpty ? "" : "\n")\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};"
                )
            }
            var dependencies: [String] = []
            if index == 0 {
                for product in packageProducts {
                    let dependency = objects.id()
                    dependencies.append("\t\t\t\t\(dependency) /* \(product) */,")
                    objects.add(
                        "XCSwiftPackageProductDependency", dependency,
                        "\(dependency) /* \(product) */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n\t\t\tproductName = \(product);\n\t\t};"
                    )
                }
            }
            let configurations = configurationList(
                objects, owner: "PBXNativeTarget", name: "\"\(target.name)\"",
                settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.\(target.name)",
                    "PRODUCT_NAME": "\"$(TARGET_NAME)\"",
                    "SWIFT_VERSION": "5.0",
                ])
            objects.add(
                "PBXNativeTarget", id,
                "\(id) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(configurations) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */;\n\t\t\tbuildPhases = (\n\(phases.map { "\t\t\t\t\($0)," }.joined(separator: "\n"))\n\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = \(target.name);\n\t\t\tpackageProductDependencies = (\n\(dependencies.joined(separator: "\n"))\(dependencies.isEmpty ? "" : "\n")\t\t\t);\n\t\t\tproductName = \(target.name);\n\t\t\tproductReference = \(productIDs[target.name] ?? "") /* \(target.name)\(target.type.suffix) */;\n\t\t\tproductType = \"\(target.type.rawValue)\";\n\t\t};"
            )
        }
        // The groups, named by their folders; the main group holds the frameworks and products too.
        func write(_ group: Group, name: String?) {
            var children = group.names.map { name in (name, group.groups[name]?.id ?? "") }
            children += group.files.map { ($0.name, $0.id) }
            if name == nil {
                if !frameworks.files.isEmpty { children.append(("Frameworks", frameworks.id)) }
                children.append(("Products", products.id))
            }
            let list = children.map { "\t\t\t\t\($0.1) /* \($0.0) */," }.joined(separator: "\n")
            let path = name.map { "\t\t\tpath = \(Self.quoted($0));\n" } ?? ""
            objects.add(
                "PBXGroup", group.id,
                "\(group.id)\(name.map { " /* \($0) */" } ?? "") = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(list)\n\t\t\t);\n\(path)\t\t\tsourceTree = \"<group>\";\n\t\t};"
            )
            for child in group.names { if let sub = group.groups[child] { write(sub, name: child) } }
        }
        write(main, name: nil)
        for (group, name) in [(frameworks, "Frameworks"), (products, "Products")] where !group.files.isEmpty {
            let list = group.files.map { "\t\t\t\t\($0.id) /* \($0.name) */," }.joined(separator: "\n")
            objects.add(
                "PBXGroup", group.id,
                "\(group.id) /* \(name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(list)\n\t\t\t);\n\t\t\tname = \(name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};"
            )
        }
        let targetList = targetIDs.map { "\t\t\t\t\($0.id) /* \($0.name) */," }.joined(separator: "\n")
        let packages = packageReferences.map { "\t\t\t\t\($0)," }.joined(separator: "\n")
        objects.add(
            "PBXProject", projectID,
            "\(projectID) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tattributes = {\n\t\t\t\tBuildIndependentTargetsInParallel = 1;\n\t\t\t\tLastSwiftUpdateCheck = 1500;\n\t\t\t\tLastUpgradeCheck = 1500;\n\t\t\t};\n\t\t\tbuildConfigurationList = \(projectConfigurations) /* Build configuration list for PBXProject \"project\" */;\n\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n\t\t\tdevelopmentRegion = en;\n\t\t\thasScannedForEncodings = 0;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n\t\t\tmainGroup = \(main.id);\n\t\t\tpackageReferences = (\n\(packages)\(packages.isEmpty ? "" : "\n")\t\t\t);\n\t\t\tproductRefGroup = \(products.id) /* Products */;\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n\(targetList)\n\t\t\t);\n\t\t};"
        )
        var text =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
        for section in objects.sections.keys.sorted() {
            text += "\n/* Begin \(section) section */\n"
            for (_, line) in (objects.sections[section] ?? []).sorted(by: { $0.id < $1.id }) {
                text += "\t\t" + line + "\n"
            }
            text += "/* End \(section) section */\n"
        }
        return text + "\t};\n\trootObject = \(projectID) /* Project object */;\n}\n"
    }

    /// A configuration list of Debug and Release with `settings`; its id.
    private func configurationList(_ objects: Objects, owner: String, name: String, settings: [String: String])
        -> String
    {
        let list = objects.id()
        var entries: [String] = []
        for configuration in ["Debug", "Release"] {
            let id = objects.id()
            entries.append("\t\t\t\t\(id) /* \(configuration) */,")
            let lines = settings.keys.sorted().map { "\t\t\t\t\($0) = \(settings[$0] ?? "");" }
            objects.add(
                "XCBuildConfiguration", id,
                "\(id) /* \(configuration) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\(lines.joined(separator: "\n"))\(lines.isEmpty ? "" : "\n")\t\t\t};\n\t\t\tname = \(configuration);\n\t\t};"
            )
        }
        objects.add(
            "XCConfigurationList", list,
            "\(list) /* Build configuration list for \(owner) \(name) */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\(entries.joined(separator: "\n"))\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};"
        )
        return list
    }

    private static func fileType(_ name: String) -> String {
        if name.hasSuffix(".swift") { return "sourcecode.swift" }
        if name.hasSuffix(".h") { return "sourcecode.c.h" }
        if name.hasSuffix(".m") { return "sourcecode.c.objc" }
        if name.hasSuffix(".storyboard") { return "file.storyboard" }
        if name.hasSuffix(".xib") { return "file.xib" }
        return "text"
    }

    /// A name as Xcode writes it: bare when it is only letters, digits and `._/`, else quoted.
    private static func quoted(_ name: String) -> String {
        name.allSatisfy { $0.isLetter || $0.isNumber || "._/".contains($0) } ? name : "\"\(name)\""
    }
}
