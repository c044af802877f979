import CursesKit
import Locking

/// A USB barcode reader in keyboard mode: it types the payload, then Enter.
///
/// The panel passes its keys here while this is the source; printable
/// characters are collected and Enter delivers them as one payload.
public final class KeyboardWedgeSource: FrameSource {
    private struct State {
        var deliver: (@Sendable (FrameSourceOutput) -> Void)?
        var typed = ""
    }

    private let state = Locked(State())
    /// The source's name, as the status line shows it.
    public var name: String { "keyboard reader" }
    /// Whether frames keep coming (a camera or feed) rather than one still picture.
    public var isLive: Bool { false }

    /// A wedge source; it takes keys once started.
    public init() {}

    /// Starts producing frames, handing each to `deliver` (from the source's own thread).
    public func start(delivering deliver: @escaping @Sendable (FrameSourceOutput) -> Void)
        throws(ScannerError)
    {
        state.withLock { $0 = State(deliver: deliver) }
    }

    /// Stops producing frames; no frame is delivered after it returns.
    public func stop() {
        state.withLock { $0 = State() }
    }

    /// What has been typed since the last Enter.
    public var pendingText: String { state.withLock { $0.typed } }

    /// Takes one key: an unmodified character is collected, Enter delivers
    /// what was collected. Returns false for the keys it leaves to others
    /// (Esc, Tab, arrows, control keys), and for every key while stopped.
    public func receive(_ key: KeyEvent) -> Bool {
        let outcome: (handled: Bool, delivery: (@Sendable (FrameSourceOutput) -> Void, [UInt8])?) =
            state.withLock {
                state in
                guard let deliver = state.deliver, key.modifiers.subtracting(.shift).isEmpty else {
                    return (false, nil)
                }
                switch key.key {
                case .character(let character):
                    state.typed.append(character)
                    return (true, nil)
                case .enter:
                    guard !state.typed.isEmpty else { return (true, nil) }
                    defer { state.typed = "" }
                    return (true, (deliver, Array(state.typed.utf8)))
                default:
                    return (false, nil)
                }
            }
        if let (deliver, payload) = outcome.delivery { deliver(.payload(payload)) }
        return outcome.handled
    }
}
