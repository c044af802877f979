import Foundation

/// A message the ``KeyHints`` footers show for a moment ("Copied 12
/// characters"), then drop: one timer, cancelled when it fires, so an idle
/// app has no wakeups once the message is gone.
@MainActor
final class FooterNotice {
    /// How long a message stays, in seconds.
    static let duration: TimeInterval = 3

    /// The message shown now.
    private(set) var text: String?
    private var timer: (any TimelineTimer)?
    /// Called when ``text`` changes.
    var onChange: () -> Void = {}

    /// Shows `text` for ``duration`` seconds of `clock` (a newer message replaces it).
    func show(_ text: String, clock: TimelineClock) {
        timer?.cancel()
        self.text = text
        timer = clock.schedule(PeriodicTimelineSchedule(from: clock.now, by: Self.duration)) { [weak self] in
            self?.hide()
        }
        onChange()
    }

    /// Drops the message and its timer.
    func hide() {
        timer?.cancel()
        timer = nil
        guard text != nil else { return }
        text = nil
        onChange()
    }
}
