import Inspectable

/// The projects an Xcode workspace (`contents.xcworkspacedata`) lists: its `FileRef`s that
/// name `.xcodeproj` folders, through its `Group`s.
///
/// A location is `group:` (from the enclosing group's folder, the workspace's folder at the
/// top), `container:` (from the folder holding the `.xcworkspace`), `absolute:`, or `self:`
/// (the project a `project.xcworkspace` sits in).
///
///     XcodeWorkspace.projects(in: text, workspace: "/work/App.xcworkspace")
///     // ["/work/App/App.xcodeproj", "/work/Pods/Pods.xcodeproj"]
package enum XcodeWorkspace {
    /// The `.xcodeproj` paths the workspace at `workspace` lists, absolute, in order.
    package static func projects(in text: String, workspace: String) throws(ProjectFileError) -> [String] {
        let source = SourceText(name: workspace, bytes: Array(text.utf8))
        let xml: XMLSyntax
        do {
            xml = try XMLSyntax(parsing: source)
        } catch {
            let location = source.location(of: error.offset)
            throw ProjectFileError(message: error.message, line: location.line, column: location.column)
        }
        let container = ProjectPath.folder(of: workspace)
        var result: [String] = []
        func visit(_ element: Int, folder: String) {
            for child in xml.children(of: element) {
                let location = xml.attribute(child, "location").flatMap {
                    resolve($0, from: folder, container: container, workspace: workspace)
                }
                if xml.isElement(child, named: "Group") {
                    visit(child, folder: location ?? folder)
                } else if xml.isElement(child, named: "FileRef"), let location, location.hasSuffix(".xcodeproj"),
                    !result.contains(location)
                {
                    result.append(location)
                }
            }
        }
        visit(xml.root, folder: container)
        return result
    }

    private static func resolve(_ location: String, from folder: String, container: String, workspace: String)
        -> String?
    {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return ProjectPath.join(folder, path)
        case "container": return ProjectPath.join(container, path)
        case "absolute": return ProjectPath.normalized(path)
        // `self:` in a project's own workspace: the `.xcodeproj` holding it.
        case "self": return ProjectPath.folder(of: workspace)
        default: return nil
        }
    }
}
