/// The `.onKeyPress(phases:)` handlers shown now whose phases hold `.up`:
/// while there is one, the host asks the terminal for key releases (the
/// kitty keyboard protocol's event types), and stops asking when the last
/// goes, so a terminal reports releases only while a view wants them.
@MainActor
final class KeyReleaseRequests {
    private var wanters: Set<ObjectIdentifier> = []
    /// Told when releases start (`true`) or stop being wanted.
    var onChange: ((Bool) -> Void)?

    /// True while a handler shown wants releases.
    var areWanted: Bool { !wanters.isEmpty }

    /// Notes whether `handler` wants releases now.
    func set(wanted: Bool, by handler: AnyObject) {
        let before = areWanted
        if wanted {
            wanters.insert(ObjectIdentifier(handler))
        } else {
            wanters.remove(ObjectIdentifier(handler))
        }
        if areWanted != before { onChange?(areWanted) }
    }
}
