import FoundationEssentials
import TermUITesting
import Testing

/// The compatibility settings app (a SwiftUI tutorial file with `import
/// TermUI`): the name typed into the `@StateObject` profile greets through
/// `@EnvironmentObject`, and a preference kept in `@AppStorage` is still set
/// after the app is launched again.
@Suite struct CompatSettingsAppTests {
    @Test func aPreferenceSurvivesARelaunchAndTheProfileGreets() async throws {
        let config = FileManager.default.temporaryDirectory.appending(component: "termui-compat-\(UUID())")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let executable = BuiltProduct.path("CompatSettingsExample")

        let first = try Terminal.launch(executable: executable, environment: environment)
        try await first.waitFor(text: "Previews are shown")
        await assertSnapshot(of: first, named: "launched")
        // The name field has focus at launch.
        try first.type("Ada")
        try await first.waitFor(text: "Hello, Ada!")
        try first.press(.tab)  // Notifications
        try first.press(.character(" "))
        try first.press(.tab)  // Show previews
        try first.press(.character(" "))
        try await first.waitFor(text: "Previews are hidden")
        await assertSnapshot(of: first, named: "edited")
        try first.press(.control("c"))
        await first.expectCleanExit(status: .exited(130))
        let saved = try String(
            decoding: Data(
                contentsOf: config.appending(component: "CompatSettingsExample.plist")),
            as: UTF8.self)
        #expect(saved.contains("<key>showPreviews</key>"))

        // Launched again: the stored preference is back, the profile (a @StateObject) starts over.
        let second = try Terminal.launch(executable: executable, environment: environment)
        try await second.waitFor(text: "Previews are hidden")
        try await second.waitFor(text: "Hello!")
        try second.press(.control("c"))
        await second.expectCleanExit(status: .exited(130))
    }
}
