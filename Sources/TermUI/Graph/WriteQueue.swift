/// The writes made during a pass, applied in order after it.
///
/// A first-in first-out queue that takes from the front by moving an index:
/// `Array.removeFirst` shifts every remaining write, so draining the 10,000
/// `.onAppear` actions of a large first render cost O(n²).
struct WriteQueue {
    private var writes: [() -> Void] = []
    private var head = 0

    var isEmpty: Bool { head == writes.count }

    mutating func append(_ write: @escaping () -> Void) {
        writes.append(write)
    }

    /// The oldest write, removed; the storage is released once the queue is empty.
    mutating func popFirst() -> (() -> Void)? {
        guard head < writes.count else { return nil }
        let write = writes[head]
        head += 1
        if head == writes.count { removeAll() }
        return write
    }

    mutating func removeAll() {
        writes.removeAll()
        head = 0
    }
}
