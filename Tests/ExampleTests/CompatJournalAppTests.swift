import FoundationEssentials
import TermUITesting
import Testing

/// The compatibility journal app (a SwiftUI tutorial file with `import
/// TermUI`): an entry typed and submitted is listed with the mood, counted in
/// the bottom toolbar group, kept as JSON in `@AppStorage`, and listed again
/// when the app is launched again.
@Suite struct CompatJournalAppTests {
    @Test func anEntryIsListedCountedAndKeptAcrossALaunch() async throws {
        let config = FileManager.default.temporaryDirectory.appending(component: "termui-journal-\(UUID())")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let executable = BuiltProduct.path("CompatJournalExample")

        let first = try Terminal.launch(executable: executable, environment: environment)
        try await first.waitFor(text: "0 entries")
        await assertSnapshot(of: first, named: "launched")
        // The entry field has focus at launch (@FocusState set in onAppear).
        try first.type("walk")
        try first.press(.enter)
        try await first.waitFor(text: "1 entries")
        let row = try #require(first.screen.lines.first { $0.contains("walk") })
        #expect(row.hasSuffix("calm"), "the entry's row ends with its mood: \(row)")
        await assertSnapshot(of: first, named: "one-entry")
        try first.press(.control("c"))
        await first.expectCleanExit(status: .exited(130))

        let second = try Terminal.launch(executable: executable, environment: environment)
        try await second.waitFor(text: "1 entries")
        #expect(second.screen.contains("walk"))
        try second.press(.control("c"))
        await second.expectCleanExit(status: .exited(130))
    }
}
