import Synchronization

/// Counts the live instances of one kind of long-lived framework object, so
/// a test can show that closing a screen leaves nothing behind: widgets here,
/// view nodes, behaviours and observation registrations in TermUI.
///
/// A count is one relaxed `Atomic<Int>` add at init and one at deinit (a
/// deinit may run on any thread). Counts are process-wide: read them where no other
/// test's widgets come and go in between, as DemoTests' leak test does by
/// running in a test process of its own (TermUITesting's `SeparateTestProcess`).
///
/// ```swift
/// let before = LiveInstanceCounter.widgets.count
/// cycleScreens()
/// #expect(LiveInstanceCounter.widgets.count == before)
/// ```
package struct LiveInstanceCounter: Sendable {
    /// How many slots there are.
    package static let slotCount: Int32 = 16

    package let slot: Int32
    private let live: LiveCount

    /// A counter in `slot` (0 ..< 16); each kind has its own. Slots in use:
    /// 0 widgets (here); 1–4 TermUI (nodes, behaviours, observations, action
    /// targets); 5–7 WebLoaderKit (HTML streams, page loaders, curl
    /// transfers); 11 and 13 CursesMenu; 12 foreign windows (here); 14 and 15
    /// CursesForm. `LiveInstanceSlotTests` fails when two kinds share one.
    package init(slot: Int32) {
        precondition(
            (0..<Self.slotCount).contains(slot),
            "LiveInstanceCounter slot \(slot) is not in 0 ..< \(Self.slotCount)")
        self.slot = slot
        live = liveCounts[Int(slot)]
    }

    /// Live ``Widget``s.
    package static let widgets = LiveInstanceCounter(slot: 0)

    /// Notes one more live instance (from an init).
    package func increment() { live.value.wrappingAdd(1, ordering: .relaxed) }

    /// Notes one fewer (from a deinit).
    package func decrement() { live.value.wrappingSubtract(1, ordering: .relaxed) }

    /// The instances alive now.
    package var count: Int { live.value.load(ordering: .relaxed) }
}

/// One slot's count: a class, because an `Atomic` cannot be copied and a
/// counter (a value, kept in `static let`s) must share its slot's.
private final class LiveCount: Sendable {
    let value = Atomic<Int>(0)
}

/// The slots' counts, made on first use and kept for the process's life.
private let liveCounts = (0..<LiveInstanceCounter.slotCount).map { _ in LiveCount() }
