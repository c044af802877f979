import TermUITesting
import Testing

/// The compatibility profile card (a SwiftUI tutorial file with `import
/// TermUI`): `Image("avatar")` read from the app's Resources folder through
/// TERMUI_IMAGE_PATH and drawn in half blocks, and `Link`s handled by the
/// app's own `OpenURLAction`.
@Suite struct CompatProfileAppTests {
    /// Examples/Compat/Profile/Resources, found from this file.
    private static var resources: String {
        let source = String(#filePath)
        let tests = source[..<(source.lastIndex(of: "/") ?? source.endIndex)]
        let root = tests[..<(tests.lastIndex(of: "/") ?? tests.endIndex)]
        let repository = root[..<(root.lastIndex(of: "/") ?? root.endIndex)]
        return "\(repository)/Examples/Compat/Profile/Resources"
    }

    @Test func linksOpenThroughTheAppsAction() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("CompatProfileExample"),
            environment: ["TERMUI_IMAGE_PATH": Self.resources])
        try await terminal.waitFor(text: "Ada Lovelace")
        await assertSnapshot(of: terminal, named: "launched")
        // "Website" has focus at launch.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Last visited: /ada")
        try terminal.press(.tab)
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Last visited: /ada/notes")
        await assertSnapshot(of: terminal, named: "visited-notes")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }

    /// Under `NO_COLOR` the picture is shades of its brightness, and without a
    /// UTF-8 locale ASCII ones: the card keeps its layout.
    @Test func withoutColourThePictureIsShades() async throws {
        let executable = BuiltProduct.path("CompatProfileExample")
        let shaded = try Terminal.launch(
            executable: executable, environment: ["TERMUI_IMAGE_PATH": Self.resources, "NO_COLOR": "1"])
        try await shaded.waitFor(text: "Ada Lovelace")
        try await shaded.waitFor(text: "▒")
        await assertSnapshot(of: shaded, named: "no-color")
        try shaded.press(.control("c"))
        await shaded.expectCleanExit(status: .exited(130))

        let ascii = try Terminal.launch(
            executable: executable,
            environment: ["TERMUI_IMAGE_PATH": Self.resources, "LANG": "C", "LC_ALL": "C"])
        try await ascii.waitFor(text: "Ada Lovelace")
        await assertSnapshot(of: ascii, named: "lang-c")
        try ascii.press(.control("c"))
        await ascii.expectCleanExit(status: .exited(130))
    }

    /// Without the picture the card keeps its layout around a placeholder.
    @Test func aMissingPictureIsAPlaceholder() async throws {
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("CompatProfileExample"),
            environment: ["TERMUI_IMAGE_PATH": "/nonexistent"])
        try await terminal.waitFor(text: "Ada Lovelace")
        try await terminal.waitFor(text: "▯")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
