/// Ends the app the view runs in: every representable is dismantled once,
/// then (on a terminal) the terminal is restored and the process exits.
///
/// Read it from the environment and call it like a function:
///
/// ```swift
/// struct Toolbar: View {
///     @Environment(\.quit) private var quit
///     var body: some View { Button("Quit") { quit() } }
/// }
/// ```
///
/// Without a call, an unhandled `q` or Ctrl-C quits too.
public struct QuitAction: Equatable, Sendable {
    let handler: QuitHandler?

    /// Quits with `exitCode` (0 by default).
    @MainActor public func callAsFunction(exitCode: Int32 = 0) {
        handler?.perform(exitCode)
    }

    /// Quit actions compare equal: calling any of them does the same.
    public static func == (lhs: QuitAction, rhs: QuitAction) -> Bool {
        lhs.handler === rhs.handler
    }
}

/// The host's quit routine, shared by reference so the environment value
/// compares by identity (a closure would never compare equal).
@MainActor
final class QuitHandler {
    var perform: (Int32) -> Void = { _ in }
}

struct QuitActionKey: EnvironmentKey {
    static var defaultValue: QuitAction { QuitAction(handler: nil) }
}

extension EnvironmentValues {
    /// Quits the app the view runs in; see ``QuitAction``.
    public var quit: QuitAction {
        get { self[QuitActionKey.self] }
        set { self[QuitActionKey.self] = newValue }
    }
}
