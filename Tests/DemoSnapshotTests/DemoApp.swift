import TermUITesting

/// The built `termui-demo`, launched in a headless terminal.
enum DemoApp {
    static let path = BuiltProduct.path("termui-demo")

    /// Launches the demo with `arguments` at `size` (with `environment` added to the
    /// harness's own) and waits for its first frame.
    static func launch(
        arguments: [String] = [], environment: [String: String] = [:], size: TerminalSize = .standard
    ) async throws -> Terminal {
        let terminal = try Terminal.launch(
            executable: path, arguments: arguments, environment: environment, size: size)
        try await terminal.settle()
        return terminal
    }
}
