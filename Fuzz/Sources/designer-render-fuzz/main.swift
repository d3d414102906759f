import FuzzSupport

// Each input is a document: written to the workspace, then checked, inspected and drawn in
// every format by the commands themselves.
LibFuzzer.run { data, count in
    let bytes = LibFuzzer.bytes(data, count)
    let workspace = RenderWorkspace.shared
    workspace.writeDocument(bytes)
    for run in CommandRun.all { run.check(in: workspace, bytes: bytes) }
    return 0
}
