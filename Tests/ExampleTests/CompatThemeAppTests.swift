import FoundationEssentials
import TermUITesting
import Testing

/// The compatibility theme screen (a SwiftUI tutorial file with `import
/// TermUI`): `@Environment(\.colorScheme)` read from COLORFGBG, overridden
/// with `.preferredColorScheme` from a `Picker`, the choice kept in `@AppStorage`.
@Suite struct CompatThemeAppTests {
    @Test func aLightTerminalCanBeToldToBeDark() async throws {
        let config = FileManager.default.temporaryDirectory.appending(component: "termui-theme-\(UUID())")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path, "COLORFGBG": "0;15"]
        let executable = BuiltProduct.path("CompatThemeExample")

        let terminal = try Terminal.launch(executable: executable, environment: environment)
        try await terminal.waitFor(text: "Light mode is on")
        await assertSnapshot(of: terminal, named: "light-terminal")
        // The segmented picker has focus at launch: → twice is Dark.
        try terminal.press(.right)
        try terminal.press(.right)
        try await terminal.waitFor(text: "Dark mode is on")
        await assertSnapshot(of: terminal, named: "dark-chosen")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))

        // Launched again: the choice kept in @AppStorage is back.
        let again = try Terminal.launch(executable: executable, environment: environment)
        try await again.waitFor(text: "Dark mode is on")
        try again.press(.control("c"))
        await again.expectCleanExit(status: .exited(130))
    }
}
