import CTerminal
import Dispatch
import Synchronization

/// Gives the heap memory a large document leaves behind back to the system.
///
/// glibc's `malloc` keeps freed memory for the next allocation. A page is
/// parsed on a loader's queue, so its document is allocated in that thread's
/// arena, and the few small objects allocated there later (a delta, a
/// closure) pin pages all through it: after an 8 MB page was left, every
/// document object was gone and 47 MB of the heap were free, yet the demo
/// stayed resident at its peak (76 MB) until it quit. `malloc_trim(0)` returns
/// the free pages in every arena (76 → 36 MB there).
///
/// Call ``giveBackSoon()`` where something large is let go (a widget with a big
/// page, a loader that parsed one), never on a timer: the trim runs on the next
/// turn of the main queue, after the caller's stored properties have been
/// released, and calls that come before it runs share it.
package enum FreedMemory {
    private static let pending = Atomic(false)
    private static let trims = Atomic(0)

    /// Text bytes above which letting a document go is worth a trim.
    package static let largeDocumentBytes = 1 << 20

    /// Trims the heap on the next turn of the main queue, once for any number of calls before it.
    package static func giveBackSoon() {
        guard
            pending.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                .exchanged
        else { return }
        DispatchQueue.main.async {
            pending.store(false, ordering: .releasing)
            trims.add(1, ordering: .relaxed)
            _ = cterminal_give_back_free_memory()
        }
    }

    /// How many trims have run in this process (for tests and the bench).
    package static var trimCount: Int { trims.load(ordering: .relaxed) }
}
