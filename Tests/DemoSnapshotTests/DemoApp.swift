import TermUITesting

/// The built `termui-demo`, launched in a headless terminal.
enum DemoApp {
    static let path = BuiltProduct.path("termui-demo")

    /// Launches the demo with `arguments` at `size` and waits for its first frame.
    static func launch(arguments: [String] = [], size: TerminalSize = .standard) async throws -> Terminal {
        let terminal = try Terminal.launch(executable: path, arguments: arguments, size: size)
        try await terminal.settle()
        return terminal
    }
}
