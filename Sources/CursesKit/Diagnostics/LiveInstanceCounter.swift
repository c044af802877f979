import CTerminal

/// Counts the live instances of one kind of long-lived framework object, so
/// a test can show that closing a screen leaves nothing behind: widgets here,
/// view nodes, behaviours and observation registrations in TermUI.
///
/// A count is one relaxed atomic add at init and one at deinit (a deinit may
/// run on any thread). Counts are process-wide: read them where no other
/// test's widgets come and go in between, as DemoTests' leak test does by
/// running in a test process of its own (an exit test).
///
/// ```swift
/// let before = LiveInstanceCounter.widgets.count
/// cycleScreens()
/// #expect(LiveInstanceCounter.widgets.count == before)
/// ```
package struct LiveInstanceCounter: Sendable {
    package let slot: Int32

    /// A counter in `slot` (0 ..< 16); each kind has its own. Slots in use:
    /// 0 widgets (here); 1–4 TermUI (nodes, behaviours, observations, action
    /// targets); 5–7 WebLoaderKit (HTML streams, page loaders, curl
    /// transfers); 11 and 13 CursesMenu; 12 foreign windows (here); 14 and 15
    /// CursesForm. `LiveInstanceSlotTests` fails when two kinds share one.
    package init(slot: Int32) { self.slot = slot }

    /// Live ``Widget``s.
    package static let widgets = LiveInstanceCounter(slot: 0)

    /// Notes one more live instance (from an init).
    package func increment() { cterminal_live_adjust(slot, 1) }

    /// Notes one fewer (from a deinit).
    package func decrement() { cterminal_live_adjust(slot, -1) }

    /// The instances alive now.
    package var count: Int { Int(cterminal_live_count(slot)) }
}
