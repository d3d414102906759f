/// Xcode projects, workspaces, packages and pods written for these tests, as Xcode,
/// Swift Package Manager and CocoaPods write them.
enum ProjectFixture {
    struct Target {
        let name: String
        var framework = false
        var tests = false
        var sources: [String] = []
        var resources: [String] = []
    }

    /// A `project.pbxproj` whose files are written from the project's folder (`SOURCE_ROOT`).
    static func pbxproj(
        _ targets: [Target], subprojects: [String] = [], localPackages: [String] = [], remoteProducts: [String] = []
    ) -> String {
        var objects: [String] = []
        var targetIDs: [String] = []
        for (number, target) in targets.enumerated() {
            let id = "T\(number)"
            targetIDs.append(id)
            var phases: [String] = []
            for (kind, files) in [
                ("PBXSourcesBuildPhase", target.sources), ("PBXResourcesBuildPhase", target.resources),
            ] {
                let phase = "\(id)\(kind)"
                phases.append(phase)
                var buildFiles: [String] = []
                for (index, file) in files.enumerated() {
                    let reference = "\(phase)F\(index)"
                    buildFiles.append(reference + "B")
                    objects.append(
                        "\(reference) = {isa = PBXFileReference; path = \"\(file)\"; sourceTree = SOURCE_ROOT; };")
                    objects.append("\(reference)B = {isa = PBXBuildFile; fileRef = \(reference); };")
                }
                objects.append("\(phase) = {isa = \(kind); files = (\(buildFiles.joined(separator: ", "))); };")
            }
            let products = remoteProducts.indices.map { "P\($0)" }.joined(separator: ", ")
            let type = target.tests ? "bundle.unit-test" : target.framework ? "framework" : "application"
            objects.append(
                "\(id) = {isa = PBXNativeTarget; name = \(target.name); buildPhases = (\(phases.joined(separator: ", "))); productType = \"com.apple.product-type.\(type)\"; packageProductDependencies = (\(products)); };"
            )
        }
        for (index, subproject) in subprojects.enumerated() {
            objects.append(
                "S\(index) = {isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = \"\(subproject)\"; sourceTree = SOURCE_ROOT; };"
            )
        }
        for (index, package) in localPackages.enumerated() {
            objects.append("L\(index) = {isa = XCLocalSwiftPackageReference; relativePath = \"\(package)\"; };")
        }
        for (index, product) in remoteProducts.enumerated() {
            objects.append(
                "R\(index) = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/\(product).git\"; };"
            )
            objects.append(
                "P\(index) = {isa = XCSwiftPackageProductDependency; package = R\(index); productName = \(product); };")
        }
        objects.append("ROOT = {isa = PBXProject; targets = (\(targetIDs.joined(separator: ", "))); };")
        return "// !$*UTF8*$!\n{\n\tobjects = {\n\t\t" + objects.joined(separator: "\n\t\t")
            + "\n\t};\n\trootObject = ROOT;\n}\n"
    }

    static func workspace(_ locations: [String]) -> String {
        let references = locations.map { "   <FileRef\n      location = \"\($0)\">\n   </FileRef>\n" }.joined()
        return
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n\(references)</Workspace>\n"
    }

    /// A xib of top-level views, each `(id, class, module attributes, runtime attributes)`.
    static func xib(_ views: [(id: String, className: String, module: String, runtime: String)]) -> String {
        let objects = views.map { view in
            """
                    <view contentMode="scaleToFill" id="\(view.id)" customClass="\(view.className)" \(view.module)>
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <userDefinedRuntimeAttributes>
            \(view.runtime)            </userDefinedRuntimeAttributes>
                    </view>

            """
        }
        return IBFixture.xib(objects.joined())
    }

    static func view(_ className: String, inspectable: String) -> String {
        "import UIKit\n\nopen class \(className): UIView {\n    @IBInspectable public var \(inspectable): CGFloat = 0\n}\n"
    }

    /// A repository: a workspace listing an app project and a framework project beside it;
    /// the app uses a remote package whose sources are not there.
    static func workspaceWithFramework(in sandbox: Sandbox, document: String) throws {
        try sandbox.write(
            "All.xcworkspace/contents.xcworkspacedata",
            workspace(["group:App/App.xcodeproj", "group:Kit/Kit.xcodeproj"]))
        try sandbox.write(
            "App/App.xcodeproj/project.pbxproj",
            pbxproj(
                [Target(name: "App", sources: ["AppView.swift"], resources: ["Main.xib"])],
                remoteProducts: ["GoogleMobileAds"]))
        try sandbox.write("App/AppView.swift", view("AppView", inspectable: "glow"))
        try sandbox.write(
            "Kit/Kit.xcodeproj/project.pbxproj",
            pbxproj([Target(name: "Kit", framework: true, sources: ["Sources/KitView.swift"])]))
        try sandbox.write("Kit/Sources/KitView.swift", view("KitView", inspectable: "corner"))
        try sandbox.write("App/Main.xib", document)
    }
}
