import TermUITesting
import Testing

/// The compatibility modifier demo (a SwiftUI tutorial file with `import
/// TermUI`): gradients, shapes, clipShape, opacity, shadow, blur and
/// rotation drawn or approximated, and a spring animation that settles.
@Suite struct CompatModifiersAppTests {
    @Test func theSpringExpandsTheBar() async throws {
        let terminal = try Terminal.launch(executable: BuiltProduct.path("CompatModifiersExample"))
        try await terminal.waitFor(text: "Collapsed")
        await assertSnapshot(of: terminal, named: "launched")
        // The button is the only control: it has focus at launch.
        try terminal.press(.enter)
        try await terminal.waitFor(text: "Expanded")
        try await terminal.waitFor(text: String(repeating: "█", count: 40))
        // The snapshot waits for the spring to come to rest.
        await assertSnapshot(of: terminal, named: "expanded")
        try terminal.press(.control("c"))
        await terminal.expectCleanExit(status: .exited(130))
    }
}
