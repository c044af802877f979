import CursesKit

/// Whether the app's scene is in front of the user (SwiftUI's `ScenePhase`).
///
/// On a terminal that reports focus (mode 1004: kitty, WezTerm, foot,
/// iTerm2, recent xterm, tmux with `focus-events on`), the phase is
/// ``active`` while the terminal window has the keyboard focus and
/// ``inactive`` while it does not; elsewhere it stays ``active``. Read it
/// from the environment and pause work that only matters on screen:
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
///
/// var body: some View {
///     Clock()
///         .onChange(of: scenePhase) { _, phase in ticking = phase == .active }
/// }
/// ```
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not shown at all (TermUI never reports it: a terminal app is shown
    /// while it runs, and stopped with Ctrl-Z it runs no code).
    case background
    /// Shown, but the terminal window does not have the keyboard focus.
    case inactive
    /// Shown, with the keyboard focus.
    case active
}

struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The scene's phase: ``ScenePhase/active`` while the terminal window has the
    /// keyboard focus, ``ScenePhase/inactive`` while it does not (on a terminal
    /// that reports focus; see ``ScenePhase``).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
