/// A node's answers by proposal, searched in order.
///
/// A layout asks a node about a handful of proposals (its minimum, its
/// largest, its share), so a short list beats a dictionary: no hashing and
/// no table allocated per node, which in a 10,000-view first render was a
/// tenth of the work. At most ``capacity`` entries; the oldest goes first.
struct ProposalCache<Value> {
    static var capacity: Int { 16 }

    private var entries: [(proposal: ProposedSize, value: Value)] = []

    subscript(proposal: ProposedSize) -> Value? {
        get {
            for entry in entries where entry.proposal == proposal { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.proposal == proposal }) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                if entries.count >= Self.capacity {
                    entries.removeFirst()
                    isComplete = false
                }
                entries.append((proposal, newValue))
            }
        }
    }

    /// False once an answer was dropped for room: the cache no longer holds
    /// every proposal asked since it was last emptied.
    private(set) var isComplete = true

    /// True when nothing is cached.
    var isEmpty: Bool { entries.isEmpty }

    /// True when `matches` holds for every cached proposal and value.
    func allSatisfy(_ matches: (ProposedSize, Value) -> Bool) -> Bool {
        entries.allSatisfy { matches($0.proposal, $0.value) }
    }

    mutating func removeAll(keepingCapacity: Bool) {
        entries.removeAll(keepingCapacity: keepingCapacity)
        isComplete = true
    }
}
