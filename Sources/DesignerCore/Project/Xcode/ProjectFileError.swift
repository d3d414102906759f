/// Why a project file (`project.pbxproj`, a workspace, `Package.swift`, a Podfile or podspec)
/// cannot be read, and where: a 1-based line and column.
package struct ProjectFileError: Error, Sendable, Equatable {
    package let message: String
    package let line: Int
    package let column: Int

    init(message: String, line: Int, column: Int) {
        (self.message, self.line, self.column) = (message, line, column)
    }
}
