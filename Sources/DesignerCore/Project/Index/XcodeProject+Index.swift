extension XcodeProject {
    /// What reading a project file gave, as the project index keeps it: the project, or why it
    /// cannot be read.
    package static func indexBytes(of read: Result<XcodeProject, ProjectFileError>) -> [UInt8] {
        var writer = IndexBytes.Writer()
        switch read {
        case .success(let project):
            writer.append(true)
            writer.append(project.targets.count)
            for target in project.targets {
                writer.append(target.name)
                writer.append(target.moduleName)
                writer.append(target.productType)
                writer.append(target.sourceFiles)
                writer.append(target.resourceFiles)
                writer.append(target.synchronizedFolders)
                writer.append(target.packageProducts)
            }
            writer.append(project.subprojects)
            writer.append(project.localPackages)
            writer.append(project.remoteProducts)
        case .failure(let error):
            writer.append(false)
            writer.append(error.message)
            writer.append(error.line)
            writer.append(error.column)
        }
        return writer.bytes
    }

    /// What `indexBytes(of:)` wrote; `nil` for bytes it did not write.
    package static func read(indexBytes bytes: [UInt8]) -> Result<XcodeProject, ProjectFileError>? {
        var reader = IndexBytes.Reader(bytes)
        guard let isProject = reader.bool() else { return nil }
        let result: Result<XcodeProject, ProjectFileError>
        if isProject {
            guard let count = reader.count() else { return nil }
            var targets: [Target] = []
            for _ in 0..<count {
                guard let name = reader.string(), let moduleName = reader.string(),
                    let productType = reader.string(), let sourceFiles = reader.strings(),
                    let resourceFiles = reader.strings(), let synchronizedFolders = reader.strings(),
                    let packageProducts = reader.strings()
                else { return nil }
                targets.append(
                    Target(
                        name: name, moduleName: moduleName, productType: productType, sourceFiles: sourceFiles,
                        resourceFiles: resourceFiles, synchronizedFolders: synchronizedFolders,
                        packageProducts: packageProducts))
            }
            guard let subprojects = reader.strings(), let localPackages = reader.strings(),
                let remoteProducts = reader.strings()
            else { return nil }
            result = .success(
                XcodeProject(
                    targets: targets, subprojects: subprojects, localPackages: localPackages,
                    remoteProducts: remoteProducts))
        } else {
            guard let message = reader.string(), let line = reader.int(), let column = reader.int() else {
                return nil
            }
            result = .failure(ProjectFileError(message: message, line: line, column: column))
        }
        return reader.isAtEnd ? result : nil
    }
}
