import CursesKit

/// Opens a URL: SwiftUI's `OpenURLAction`, read from the environment as
/// `@Environment(\.openURL)` and called like a function.
///
/// A terminal app cannot show a web page itself. The action a view gets by
/// default (the *system action*) opens an `http` or `https` URL with the
/// desktop's opener (`xdg-open`, or `open` on macOS) when one is installed
/// and a display is there to show the browser on (`DISPLAY` or
/// `WAYLAND_DISPLAY` set), detached from the terminal; otherwise it
/// reports the URL (`termui: open this link yourself: …`, shown on standard
/// error once the terminal is restored) and the completion hears `false`.
/// Any other scheme (`file:`, `mailto:`, an app's own) is never opened by
/// the system action: it is reported, with what to do instead. An app that
/// handles links itself sets its own action:
///
/// ```swift
/// ContentView()
///     .environment(\.openURL, OpenURLAction { url in
///         history.append(url)
///         return .handled
///     })
/// ```
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }
        let kind: Kind

        /// The handler opened the URL: the completion hears `true`.
        public static let handled = Result(kind: .handled)
        /// The handler dropped the URL: the completion hears `false`.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system action to open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The handler asks the system action to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: (@MainActor (URL) -> Result)?
    /// What the system action does: set by the host (the terminal's opener, or a test's recorder).
    var system: URLOpener

    /// An action that runs `handler` for each URL.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
        system = .terminal
    }

    init(system: URLOpener) {
        handler = nil
        self.system = system
    }

    /// Opens `url` (see ``OpenURLAction``).
    @MainActor public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and tells `completion` whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch (handler?(url) ?? .systemAction).kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .systemAction(let other):
            completion(system.openIfAllowed(other ?? url))
        }
    }
}

struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

struct URLOpenerKey: EnvironmentKey {
    static var defaultValue: URLOpener { .terminal }
}

extension EnvironmentValues {
    /// Opens a URL; see ``OpenURLAction``. Set it to handle links yourself.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLActionKey.self] ?? OpenURLAction(system: urlOpener)
            action.system = urlOpener
            return action
        }
        set { self[OpenURLActionKey.self] = newValue }
    }

    /// What the system action of ``openURL`` does (the host's opener).
    var urlOpener: URLOpener {
        get { self[URLOpenerKey.self] }
        set { self[URLOpenerKey.self] = newValue }
    }
}
