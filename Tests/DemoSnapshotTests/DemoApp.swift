import TermUITesting

/// The built `termui-demo`, launched in a headless terminal.
enum DemoApp {
    static let path = BuiltProduct.path("termui-demo")

    /// Launches the demo at `size` and waits for its first frame.
    static func launch(size: TerminalSize = .standard) async throws -> Terminal {
        let terminal = try Terminal.launch(executable: path, size: size)
        try await terminal.settle()
        return terminal
    }
}
