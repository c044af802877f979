import Foundation

// termui-bench: each section measures one concern and returns Markdown tables.
// Add a section by writing a `BenchSection` in its own file and listing it here.
let sections: [any BenchSection.Type] = [
    FrameCostSection.self,
    UpdateBytesSection.self,
    InlineBytesSection.self,
    TermUISection.self,
    TinyAppSection.self,
    DemoFiguresSection.self,
    DemoBinarySection.self,
    KeypressSection.self,
    InstructionCountSection.self,
    PasteSection.self,
    TextAreaSection.self,
    StyledTextSection.self,
    TextEditorSection.self,
    FormFieldSection.self,
    ScannerSection.self,
    WebLoaderSection.self,
    WebStreamingSection.self,
    ListSection.self,
    TableSection.self,
    RetentionSection.self,
    SixelSection.self,
]

@MainActor
func runBenchmarks() -> Int32 {
    print("# termui-bench\n")
    var failed = false
    // `termui-bench NAME` or `termui-bench --only NAME` (`make bench ARGS="--only Tiny"`)
    // runs only the sections whose type name contains NAME.
    let filter = CommandLine.arguments.dropFirst().first { $0 != "--only" }
    for section in sections where filter.map({ "\(section)".contains($0) }) ?? true {
        do {
            for table in try section.run() { print(table.markdown) }
        } catch {
            failed = true
            FileHandle.standardError.write(Data("\(section): \(error)\n".utf8))
        }
    }
    return failed ? 1 : 0
}

// `termui-bench --write-link-order FILE`: the demo's functions that run, for the linker.
if let flag = CommandLine.arguments.firstIndex(of: "--write-link-order") {
    guard flag + 1 < CommandLine.arguments.count else {
        FileHandle.standardError.write(Data("termui-bench: --write-link-order needs a file\n".utf8))
        exit(2)
    }
    do {
        try MainActor.assumeIsolated { try LinkOrder.write(to: CommandLine.arguments[flag + 1]) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("termui-bench: \(error)\n".utf8))
        exit(1)
    }
}
exit(MainActor.assumeIsolated { runBenchmarks() })
