import DesignerCore
import Inspectable
import Rendering

extension DiffCommand {
    /// The two versions of each document `operands` name: the files of `OLD NEW`, or for
    /// `REV -- PATH…` each path's version at the revision (named `REV:path`) and the working file.
    ///
    /// A version is drawn (`--images`) as the document at its path: standard input as the
    /// document named beside it, an old version from git as the working file.
    static func versions(of operands: DiffOperands, _ documents: DocumentSource, _ writer: Writer)
        throws(CLIError) -> [(old: DiffPictures.Version, new: DiffPictures.Version)]
    {
        switch operands {
        case .files(let old, let new):
            let files = try read([old, new], documents)
            return [
                (
                    DiffPictures.Version(path: old == "-" ? new : old, bytes: files[0].bytes, name: files[0].path),
                    DiffPictures.Version(path: new == "-" ? old : new, bytes: files[1].bytes, name: files[1].path)
                )
            ]
        case .revision(let revision, let paths):
            var versions: [(old: DiffPictures.Version, new: DiffPictures.Version)] = []
            for path in paths {
                let new = try read([path], documents)[0]
                let old: GitRevisionFile
                do {
                    old = try GitRevisionFile.read(
                        revision: revision, path: path, workingDirectory: documents.workingDirectory,
                        environment: writer.environment)
                } catch {
                    throw error.commandError(spec)
                }
                versions.append(
                    (
                        DiffPictures.Version(path: path, bytes: old.bytes, name: old.name),
                        DiffPictures.Version(path: path, bytes: new.bytes)
                    ))
            }
            return versions
        }
    }

    /// The reports in `format`, one after another. In text, each document that changed is headed
    /// by its two names when there are several; Markdown has its own headings. JSON is one
    /// report's object for `OLD NEW`, and an array of one per path for `REV -- PATH…`, however
    /// many paths there are.
    static func printed(_ reports: [DifferenceReport], format: Format, operands: DiffOperands, colors: ColorSupport)
        -> String
    {
        switch format {
        case .text:
            guard reports.count > 1 else { return reports.first?.text ?? "" }
            return reports.filter { !$0.difference.isEmpty }.map { report in
                let heading = Printable.visible("\(report.oldName) → \(report.newName)")
                return (colors == .none ? heading : "\u{1B}[1;4m" + heading + "\u{1B}[0m") + "\n" + report.text
            }.joined(separator: "\n")
        case .markdown:
            return reports.map(\.markdown).joined(separator: "\n")
        case .json:
            guard case .revision = operands else { return reports.first?.json ?? "" }
            return JSONValue.array(reports.map(\.jsonValue)).prettyPrinted() + "\n"
        }
    }
}
