import DesignerCore
import Inspectable

extension SnapshotReport {
    /// JUnit XML: a test suite per document, a test case per snapshot, and an error case for a
    /// document that could not be checked.
    func junit() -> String {
        let seconds = results.reduce(0) { $0 + $1.seconds }
        // Problems of the run itself: a --matrix key no document has, orphans that stayed.
        let runProblems = (matrixProblem.map { [$0.line] } ?? []) + pruneFailures.map(\.description)
        let errors = brokenDocuments + searchProblems.count + runProblems.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"designer snapshot\" tests=\"\(results.count + errors)\" failures=\"\(count(.failed))\" errors=\"\(errors)\" time=\"\(Self.time(seconds))\">\n"
        if !runProblems.isEmpty {
            xml +=
                "  <testsuite name=\"designer snapshot\" tests=\"\(runProblems.count)\" failures=\"0\" errors=\"\(runProblems.count)\" skipped=\"0\" time=\"0\">\n"
            for (index, problem) in runProblems.enumerated() {
                xml += "    <testcase classname=\"designer snapshot\" name=\"run \(index + 1)\" time=\"0\">\n"
                xml += "      <error message=\"\(Self.xml(Printable.visible(problem)))\" type=\"run\"/>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        for problem in searchProblems {
            let path = Self.xml(Printable.visible(problem.path))
            xml += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0\">\n"
            xml += "    <testcase classname=\"\(path)\" name=\"folder\" file=\"\(path)\" time=\"0\">\n"
            xml += "      <error message=\"\(Self.xml(Printable.visible(problem.message)))\" type=\"folder\"/>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        for outcome in outcomes {
            let failures = outcome.results.count { $0.status == .failed }
            let errors = outcome.hasErrors ? 1 : 0
            let time = outcome.results.reduce(0) { $0 + $1.seconds }
            xml +=
                "  <testsuite name=\"\(Self.xml(Printable.visible(outcome.path)))\" tests=\"\(outcome.results.count + errors)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.time(time))\">\n"
            if outcome.hasErrors {
                let messages = outcome.problems.filter { $0.severity == .error }.map { problem in
                    outcome.place(of: problem) + ": " + problem.message
                }
                xml +=
                    "    <testcase classname=\"\(Self.xml(Printable.visible(outcome.path)))\" name=\"document\" file=\"\(Self.xml(Printable.visible(outcome.path)))\" time=\"0\">\n"
                xml +=
                    "      <error message=\"\(Self.xml(Printable.visible(messages.first ?? "")))\" type=\"document\">\(Self.xml(messages.map(Printable.visible).joined(separator: "\n")))</error>\n"
                xml += "    </testcase>\n"
            }
            for result in outcome.results {
                xml +=
                    "    <testcase classname=\"\(Self.xml(Printable.visible(outcome.path)))\" name=\"\(Self.xml(Printable.visible(result.name)))\" file=\"\(Self.xml(Printable.visible(outcome.path)))\" time=\"\(Self.time(result.seconds))\""
                if result.status == .failed {
                    xml += ">\n"
                    xml +=
                        "      <failure message=\"\(Self.xml(Printable.visible(result.message)))\" type=\"snapshot\">\(Self.xml(result.details))</failure>\n"
                    xml += "    </testcase>\n"
                } else if result.status != .passed {
                    xml +=
                        ">\n      <system-out>\(Self.xml(Printable.visible(result.message + " " + result.path)))</system-out>\n    </testcase>\n"
                } else {
                    xml += "/>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Text escaped for XML, without the control characters XML 1.0 cannot hold.
    static func xml(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case "\r": result += "&#13;"
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
