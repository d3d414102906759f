import DesignerCore

extension CheckConfiguration {
    /// Finds the configuration of each checked path, reading each file once.
    struct Lookup {
        /// The file `--config` names, used for every path.
        let given: String?
        let rules: [Diagnostic.Rule]
        private var read: [String: CheckConfiguration] = [:]

        init(given: String?, rules: [Diagnostic.Rule]) {
            (self.given, self.rules) = (given, rules)
        }

        /// The configuration for `path`: the file `--config` names, else the nearest
        /// `.designer-check.json` in the folder of `path` or above it; none if there is none.
        mutating func configuration(for path: String, _ documents: DocumentSource) throws(CheckConfigurationError)
            -> CheckConfiguration
        {
            if let given {
                return try configuration(at: documents.onFileResolved(given), shown: given)
            }
            let start = path == "-" ? documents.onFileResolved(".") : documents.onFileResolved(path)
            guard var folder = FileSystem.realPath(start) else { return .none }
            if FileSystem.kind(of: folder) != .folder { folder = FileSystem.split(folder).folder }
            while true {
                let candidate = (folder == "/" ? "" : folder) + "/" + CheckConfiguration.fileName
                if FileSystem.kind(of: candidate) != .missing {
                    return try configuration(at: candidate, shown: documents.shown(candidate))
                }
                guard folder != "/" else { return .none }
                folder = FileSystem.split(folder).folder
            }
        }

        private mutating func configuration(at path: String, shown: String) throws(CheckConfigurationError)
            -> CheckConfiguration
        {
            if let known = read[path] { return known }
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(path, as: CheckConfiguration.contents)
            } catch {
                throw CheckConfigurationError(path: shown, reason: error.reason)
            }
            let folder = FileSystem.split(FileSystem.realPath(path) ?? path).folder
            let configuration = try CheckConfiguration(
                reading: SourceText(name: shown, bytes: bytes), folder: folder, rules: rules)
            read[path] = configuration
            return configuration
        }
    }

    /// What a configuration file is, for messages, and the most it may hold.
    static let contents = FileSystem.Contents(noun: "a configuration file", limit: 1 << 20)
}
