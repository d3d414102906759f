import DesignerCLI
import DesignerCore
import Foundation
import Inspectable
import ProgressBars
import Testing

@Suite("Commands")
struct CommandTests {
    @Test func listShowsEveryClassWithItsAttributeCounts() throws {
        let run = try Sandbox().runInProcess(["list"])
        #expect(
            run
                == Run(
                    status: 0,
                    stdout: """
                        View                      11 attributes                      A plain rectangle; the base of every component.
                        MyProgressBar             15 attributes (4 + 11 from View)   A bar filled to a percentage, with the percentage as its label.
                        CustomProgress            16 attributes (5 + 11 from View)   A progress bar drawn with stretchable track and progress images.
                        CircularProgressRing      21 attributes (10 + 11 from View)  A ring filled round to a progress, with the percentage inside.
                        GradientView              17 attributes (6 + 11 from View)   A view filled with a linear or radial gradient.
                        DesignableButton          17 attributes (6 + 11 from View)   A rounded button with a title; corner radius, border and shadow from View.
                        RatingView                20 attributes (9 + 11 from View)   Stars filled to a rating, whole, by halves or exactly.
                        UILabel                   21 attributes (10 + 11 from View)  Text on one or more lines, centred down the bounds, cut short with an ellipsis.
                        UIButton                  32 attributes (21 + 11 from View)  A system button: its images and title, the title in the tint color.
                        UIImageView               16 attributes (5 + 11 from View)   An image placed by its content mode, optionally tinted as a template.
                        UIProgressView            14 attributes (3 + 11 from View)   A thin rounded track filled in the tint as far as the progress.
                        UISwitch                  14 attributes (3 + 11 from View)   An on/off switch: a green or gray capsule with a white knob.
                        UISlider                  17 attributes (6 + 11 from View)   A track filled in the tint up to a knob placed by the value.
                        UITextField               20 attributes (9 + 11 from View)   One line of text, or a gray placeholder, in a rounded or plain border.
                        UITextView                18 attributes (7 + 11 from View)   Text wrapped from the top left, cut off at the bottom.
                        UISegmentedControl        14 attributes (3 + 11 from View)   Equal segments on a gray track, the selected one raised in white.
                        UIActivityIndicatorView   14 attributes (3 + 11 from View)   Eight fading spokes; hidden while stopped unless told not to hide.
                        UIStepper                 15 attributes (4 + 11 from View)   − and + on a rounded gray track, each dimmed at its end of the range.
                        UIPageControl             15 attributes (4 + 11 from View)   A row of dots, one a page, the current page's darker.
                        UIStackView               11 attributes (0 + 11 from View)   A stack view: its arranged subviews draw where their frames place them.
                        UIScrollView              11 attributes (0 + 11 from View)   A scroll view, drawn as a plain view scrolled to the top.
                        UITableView               11 attributes (0 + 11 from View)   A table view, drawn as a plain view; its cells are its subviews.
                        UITableViewCell           13 attributes (2 + 11 from View)   A table view cell: its content, and its accessory at the trailing edge.
                        UICollectionView          11 attributes (0 + 11 from View)   A collection view, drawn as a plain view; its cells are its subviews.
                        UICollectionViewCell      11 attributes (0 + 11 from View)   A collection view cell, drawn as a plain view; its content is its subviews.
                        UICollectionReusableView  11 attributes (0 + 11 from View)   A collection view header or footer, drawn as a plain view.
                        UIVisualEffectView        11 attributes (0 + 11 from View)   A blur or vibrancy view, drawn as a plain view; its content view's subviews on it.
                        UINavigationBar           12 attributes (1 + 11 from View)   A navigation bar, drawn as a plain view in its bar tint.
                        UITabBar                  12 attributes (1 + 11 from View)   A tab bar, drawn as a plain view in its bar tint.
                        UIToolbar                 12 attributes (1 + 11 from View)   A toolbar, drawn as a plain view in its bar tint, with its items.
                        UISearchBar               15 attributes (4 + 11 from View)   A rounded search field with a magnifier and a placeholder.
                        UIDatePicker              11 attributes (0 + 11 from View)   A date picker, drawn as a plain view.
                        UIPickerView              11 attributes (0 + 11 from View)   A picker view, drawn as a plain view.
                        WKWebView                 11 attributes (0 + 11 from View)   A web view, drawn as a plain view, without a page.
                        MKMapView                 11 attributes (0 + 11 from View)   A map view, drawn as a plain view, without a map.

                        """, stderr: ""))
    }

    @Test func inspectShowsSectionsValuesDefaultsAndRanges() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = sandbox.runInProcess(["inspect", "--view", "download"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                MyProgressBar 'download', frame 50,50,200,20
                  My Progress Bar
                    Percent           percent          Int     50                  0...100
                    Color             color            Color   #FFFFFF    default
                    Bar Color         barColor         Color   orange     default
                    Bar Bg Color      barBgColor       Color   #AAAAAA    default
                  View
                    Background Color  backgroundColor  Color   #00000000  default
                    Alpha             alpha            Double  1          default  0...1
                    Is Hidden         isHidden         Bool    false      default
                    Corner Radius     cornerRadius     Double  0          default  0...
                    Border Width      borderWidth      Double  0          default  0...
                    Border Color      borderColor      Color   #000000    default
                    Clips To Bounds   clipsToBounds    Bool    false      default
                    Shadow Color      shadowColor      Color   #000000    default
                    Shadow Opacity    shadowOpacity    Double  0          default  0...1
                    Shadow Offset     shadowOffset     Size    0,-3       default
                    Shadow Radius     shadowRadius     Double  3          default  0...

                """)
    }

    @Test func inspectSaysWhatAnimatesAndWhatIsInvalid() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"progress": "half"}}"#
        )
        let text = sandbox.runInProcess(["inspect"])
        #expect(text.status == 1)
        #expect(
            text.stdout.split(separator: "\n").first { $0.contains("progress ") }
                == "    Progress          progress         Float   \"half\"     invalid  0...1  animates")
        let json = sandbox.runInProcess(["inspect", "--json"])
        #expect(
            json.stdout.contains(
                #"{"name": "progress", "label": "Progress", "type": "Float", "value": "half", "isDefault": false, "state": "invalid", "default": 0, "minimum": 0, "maximum": 1, "step": 0.05, "group": null, "description": "#
            ))
        #expect(json.stdout.contains(#""animation": {"duration": 1.5, "curve": "easeInOut"}}"#))
        #expect(json.stdout.contains(#""name": "alpha""#) && json.stdout.contains(#""animation": null}"#))
    }

    @Test func inspectSaysWhatWasClampedEvenToTheDefault() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"percent": 150, "alpha": 5}}"#
        )
        let text = sandbox.runInProcess(["inspect"]).stdout.split(separator: "\n")
        #expect(text.contains("    Percent           percent          Int     100        clamped  0...100"))
        #expect(text.contains("    Alpha             alpha            Double  1          clamped  0...1"))
        let json = sandbox.runInProcess(["inspect", "--json"]).stdout
        #expect(json.contains(#""value": 1, "isDefault": false, "state": "clamped""#))
        #expect(json.contains(#""value": false, "isDefault": true, "state": "default""#))
    }

    @Test func onlyTheCommandsThatReadOfferStandardInput() throws {
        for command in ["inspect", "get", "render"] {
            #expect(Sandbox.help(command).contains("reads standard input"), "\(command)")
        }
        for command in ["set", "reset", "edit", "watch"] {
            #expect(!Sandbox.help(command).contains("standard input"), "\(command)")
        }
    }

    @Test func inspectShowsSwatchesOnlyOnAColorTerminal() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        var context = CommandContextFactory.terminal(environment: ["COLORTERM": "truecolor", "TERM": "xterm"])
        let status = sandbox.runInProcess(["inspect", "--view", "download"], context: &context)
        #expect(status == 0)
        let text = (context.output as? StringSink)?.text ?? ""
        #expect(text.contains("\u{1B}[38;2;255;255;255m██\u{1B}[0m #FFFFFF"))
        var noColor = CommandContextFactory.terminal(environment: ["NO_COLOR": "1", "TERM": "xterm"])
        _ = sandbox.runInProcess(["inspect"], context: &noColor)
        #expect((noColor.output as? StringSink)?.text.contains("\u{1B}") == false)
    }

    @Test func inspectJSONIsStableData() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let first = try sandbox.run(["inspect", "--json"])
        let second = try sandbox.run(["inspect", "--json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["class"] as? String } == ["View", "MyProgressBar"])
        let sections = try #require(views[1]["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["My Progress Bar", "View"])
        let percent = try #require((sections[0]["attributes"] as? [[String: Any]])?.first)
        #expect(percent["name"] as? String == "percent")
        #expect(percent["value"] as? Int == 50)
        #expect(percent["default"] as? Int == 0)
        #expect(percent["isDefault"] as? Bool == false)
        #expect(percent["minimum"] as? Int == 0)
        #expect(percent["maximum"] as? Int == 100)
        // Key order is the same in every run: "file" first, each attribute's keys in one order.
        #expect(first.stdout.hasPrefix("{\n  \"file\": \"designer.json\",\n  \"views\": [\n"))
    }

    @Test func getPrintsValuesAsTextOrJSON() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        #expect(
            sandbox.runInProcess([
                "get", "percent", "barColor", "download.frame", "frame.width", "class", "backgroundColor",
            ])
                == Run(status: 0, stdout: "50\norange\n50,50,200,20\n300\nView\n#FFFFFF\n", stderr: ""))
        #expect(
            sandbox.runInProcess(["get", "--json", "percent", "download.frame", "--view", "download"])
                == Run(status: 0, stdout: "50\n{\"x\": 50, \"y\": 50, \"width\": 200, \"height\": 20}\n", stderr: ""))
    }

    @Test func setChangesOnlyTheBytesOfItsValues() throws {
        let sandbox = try Sandbox()
        let handWritten = """
            {"class":"View" ,  "frame" : {"x":0,"y":0,"width":300,"height":120},
            \t"subviews": [
            \t\t{ "id": "download", "class": "MyProgressBar", "frame": {"x": 50, "y": 50, "width": 200, "height": 20},
            \t\t  "attributes": { "percent" : 5 , "color":"white" } }
            \t]
            }
            """
        try sandbox.write("designer.json", handWritten)
        let run = sandbox.runInProcess(["set", "percent=150", "color=#000", "frame.width=320", "barBgColor=gray"])
        #expect(run == Run(status: 0, stdout: "", stderr: "warning: percent: 150 is outside 0...100; using 100\n"))
        #expect(
            try sandbox.read("designer.json") == """
                {"class":"View" ,  "frame" : {"x":0,"y":0,"width":320,"height":120},
                \t"subviews": [
                \t\t{ "id": "download", "class": "MyProgressBar", "frame": {"x": 50, "y": 50, "width": 200, "height": 20},
                \t\t  "attributes": { "percent" : 100 , "color":"#000000" , "barBgColor":"gray" } }
                \t]
                }
                """)
    }

    @Test func settingTheSameValueLeavesTheFileUntouched() throws {
        let sandbox = try Sandbox()
        let text =
            ##"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"barColor": "#ff9500", "percent": 50.0}}"##
        try sandbox.write("designer.json", text)
        // designer writes a file by replacing it: a file written again has a new inode, however
        // soon after; the bytes show any other change.
        func inode() -> UInt64 {
            var info = stat()
            #expect(stat(sandbox.path("designer.json"), &info) == 0)
            return UInt64(info.st_ino)
        }
        let before = inode()
        #expect(sandbox.runInProcess(["set", "barColor=#FF9500", "percent=50"]).status == 0)
        #expect(try sandbox.read("designer.json") == text)
        #expect(inode() == before)
    }

    @Test func setKeepsPermissionsAndFollowsSymbolicLinks() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("real.json", progressBarDocument)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("designer.json"), withDestinationPath: "real.json")
        #expect(sandbox.runInProcess(["set", "percent=75"]).status == 0)
        #expect(try sandbox.read("real.json").contains("\"percent\": 75"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("designer.json")) == "real.json")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == [
                "designer.json", "real.json",
            ])
    }

    @Test func changingTheClassRemovesAttributesItNoLongerHas() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = sandbox.runInProcess(["set", "download.class=CustomProgress", "download.progress=0.25"])
        #expect(
            run
                == Run(
                    status: 0, stdout: "",
                    stderr: "note: removed percent=50 from 'download': CustomProgress has no such attribute\n"))
        #expect(
            try sandbox.read("designer.json")
                == progressBarDocument.replacingOccurrences(of: "\"MyProgressBar\"", with: "\"CustomProgress\"")
                .replacingOccurrences(of: "{ \"percent\": 50 }", with: "{ \"progress\": 0.25 }"))
    }

    @Test func resetRemovesTheAttribute() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        #expect(
            sandbox.runInProcess(["reset", "percent", "backgroundColor"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(
            try sandbox.read("designer.json")
                == progressBarDocument.replacingOccurrences(of: "{ \"backgroundColor\": \"white\" }", with: "{}")
                .replacingOccurrences(of: "{ \"percent\": 50 }", with: "{}"))
        #expect(sandbox.runInProcess(["get", "percent"]).stdout == "0\n")
    }

    @Test func aViewWithoutAttributesGetsThemInItsOwnStyle() throws {
        let sandbox = try Sandbox()
        let text = progressBarDocument.replacingOccurrences(
            of: ",\n      \"attributes\": { \"percent\": 50 }", with: "")
        try sandbox.write("designer.json", text)
        #expect(sandbox.runInProcess(["set", "download.percent=10"]).status == 0)
        #expect(
            try sandbox.read("designer.json")
                == text.replacingOccurrences(
                    of: "\"height\": 20 }\n",
                    with: "\"height\": 20 },\n      \"attributes\": {\n        \"percent\": 10\n      }\n"))
    }

    @Test func compactDocumentsGetCompactInsertions() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json", #"{"class":"MyProgressBar","frame":{"x":0,"y":0,"width":1,"height":1},"attributes":{}}"#)
        #expect(sandbox.runInProcess(["set", "percent=5", "color=white"]).status == 0)
        #expect(
            try sandbox.read("designer.json")
                == ##"{"class":"MyProgressBar","frame":{"x":0,"y":0,"width":1,"height":1},"attributes":{"percent":5,"color":"#FFFFFF"}}"##
        )
    }

    @Test func helpLooksLikeArgumentParsers() throws {
        let sandbox = try Sandbox()
        let help = sandbox.runInProcess(["set", "--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout == """
                OVERVIEW: Set attributes, frames or classes of views in a document.

                All or nothing: if any pair is wrong, the document is left as it was. Only the bytes of the values that change are rewritten; a value outside its range is clamped with a warning (an error with --strict). On a terminal, the document is drawn again afterwards.

                USAGE: designer set [--file <file>] [--scene <scene>] [--sources <folder>] [--view <id>] [--strict] [--drop-variants] [--animate] <key=value> ...

                ARGUMENTS:
                  <key=value>             What to set: percent=50 (the root's, or the one view
                                          that has it), download.percent=50 (by id),
                                          frame.width=240, frame=0,0,300,120,
                                          class=CustomProgress.

                OPTIONS:
                  -f, --file <file>       The document to work on (default: designer.json).
                  --scene <scene>         The storyboard scene to work on: its id, or its view
                                          controller's id, title or class (default: the initial
                                          one; commands that list show every scene).
                  --sources <folder>      A folder of Swift and Objective-C sources an Interface
                                          Builder document's project uses but designer cannot
                                          find (a remote package or pod checked out elsewhere),
                                          read beside the modules of the Xcode projects,
                                          workspaces, local packages and pods around the
                                          document and the rest of its repository; for a
                                          document in no project, its project's sources.
                  --view <id>             The view to work on, by its id or label (default: by
                                          the key).
                  --strict                Make a value outside its attribute's range an error
                                          instead of clamping it.
                  --drop-variants         Remove from the document's variants the keys a class
                                          change leaves that no longer apply, with a warning for
                                          each; without it, such a class change is refused.
                  --animate               On a terminal, play the change as the component
                                          animates it.
                  -h, --help              Show help information.

                """)
        #expect(sandbox.runInProcess(["help", "set"]) == help)
        #expect(sandbox.runInProcess(["set", "-h"]) == help)
        let top = sandbox.runInProcess(["--help"])
        #expect(top.stdout.hasPrefix("OVERVIEW: Xcode's Attributes Inspector"))
        for command in [
            "list", "inspect", "get", "set", "reset", "new", "check", "schema", "render", "watch", "edit", "help",
        ] {
            #expect(top.stdout.contains("\n  \(command) "), "\(command) is missing from the help")
        }
        #expect(sandbox.runInProcess([]) == top)
        #expect(sandbox.runInProcess(["help"]) == top)
        #expect(sandbox.runInProcess(["--version"]) == Run(status: 0, stdout: "designer 0.1.0\n", stderr: ""))
    }

    @Test func helpHelpIsTheOverview() throws {
        let run = try Sandbox().runInProcess(["help", "help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test func runsInProcessAsTheBinaryDoes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        // The other tests of this suite run in-process; this one keeps the binary honest about them.
        for arguments in [
            ["inspect"], ["get", "percent"], ["set", "percent=x"], ["check"], ["list", "--json"], ["list"],
            ["get", "--json", "percent", "download.frame", "--view", "download"], ["get", "speed"],
            ["check", "--format", "json"], ["--help"], ["help", "set"], ["set"], ["--version"], ["nope"],
        ] {
            #expect(sandbox.runInProcess(arguments) == (try sandbox.run(arguments)), "\(arguments)")
        }
    }
}

/// Contexts for commands run in-process as if on a terminal.
enum CommandContextFactory {
    static func terminal(environment: [String: String]) -> CommandContext {
        CommandContext(
            registry: .shipped, environment: environment, isOutputTerminal: true, isErrorTerminal: true,
            terminalColumns: 80)
    }
}

extension Sandbox {
    func runInProcess(_ arguments: [String], context: inout CommandContext) -> Int32 {
        context.workingDirectory = path
        return DesignerCLI.run(arguments, context: &context)
    }
}
