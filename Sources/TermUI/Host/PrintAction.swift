/// Prints permanent lines above an inline app's live region: log lines,
/// finished steps, a result. They go into the terminal's scrollback as
/// ordinary text and stay there after the app ends; the region moves down.
///
/// Read it from the environment and call it like a function:
///
/// ```swift
/// struct StepList: View {
///     @Environment(\.print) private var print
///     var body: some View {
///         Button("Build") { print("✓ Built in 2.1 s") }
///     }
/// }
/// ```
///
/// With a ``WindowStyle/inline`` window group the lines appear above the
/// region with the next frame. When standard output is not a terminal (a
/// pipe, a CI log) each line is written as it comes, as plain text. A
/// full-screen app's lines are written after it ends, once the shell's screen
/// is back. Outside any host the text goes to standard output. Control
/// characters are written visibly escaped, never as escape sequences; a `\n`
/// in `text` starts another line.
public struct PrintAction: Equatable, Sendable {
    let handler: PrintHandler?

    /// Prints `text` as one or more permanent lines.
    @MainActor public func callAsFunction(_ text: String) {
        if let handler {
            handler.perform(text)
        } else {
            Swift.print(text)
        }
    }

    /// Print actions compare equal when they print to the same place.
    public static func == (lhs: PrintAction, rhs: PrintAction) -> Bool {
        lhs.handler === rhs.handler
    }
}

/// The host's print routine, shared by reference so the environment value
/// compares by identity.
@MainActor
final class PrintHandler {
    var perform: (String) -> Void = { Swift.print($0) }
}

struct PrintActionKey: EnvironmentKey {
    static var defaultValue: PrintAction { PrintAction(handler: nil) }
}

extension EnvironmentValues {
    /// Prints permanent lines above an inline app's region; see ``PrintAction``.
    public var print: PrintAction {
        get { self[PrintActionKey.self] }
        set { self[PrintActionKey.self] = newValue }
    }
}
