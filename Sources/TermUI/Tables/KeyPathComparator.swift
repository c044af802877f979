/// A comparator that orders values by one of their properties, read through
/// a key path: what a ``TableColumn`` made with `value:` sorts by, and what
/// a ``Table``'s `sortOrder` binding holds.
///
/// FoundationEssentials, which `import TermUI` re-exports, has `SortComparator`,
/// `SortOrder` and `sort(using:)`, but Foundation keeps `KeyPathComparator` in
/// FoundationInternationalization (it compares strings by locale, which loads
/// ICU), so TermUI has this one: strings compare by their characters, not by
/// a locale's rules. An app that also imports Foundation names it
/// `TermUI.KeyPathComparator`.
///
/// ```swift
/// @State private var order = [KeyPathComparator(\Person.name)]
///
/// people.sort(using: order)
/// ```
public struct KeyPathComparator<Compared>: SortComparator, @unchecked Sendable {
    /// The property the comparator reads.
    public let keyPath: PartialKeyPath<Compared>
    /// Ascending (`.forward`) or descending (`.reverse`).
    public var order: SortOrder
    /// Compares two values in ascending order. (Unchecked `Sendable`: it only
    /// reads through the key path, which is immutable.)
    private let ascending: (Compared, Compared) -> ComparisonResult

    /// Orders by the `Comparable` value at `keyPath`.
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
        self.keyPath = keyPath
        self.order = order
        let path = keyPath
        ascending = { lhs, rhs in Self.result(lhs[keyPath: path], rhs[keyPath: path]) }
    }

    /// Orders by the optional `Comparable` value at `keyPath`: `nil` first.
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value?>, order: SortOrder = .forward) {
        self.keyPath = keyPath
        self.order = order
        let path = keyPath
        ascending = { lhs, rhs in
            switch (lhs[keyPath: path], rhs[keyPath: path]) {
            case (nil, nil): .orderedSame
            case (nil, _): .orderedAscending
            case (_, nil): .orderedDescending
            case (let left?, let right?): Self.result(left, right)
            }
        }
    }

    /// Orders by the value at `keyPath`, compared by `comparator`.
    public init<Value, Comparator: SortComparator>(
        _ keyPath: KeyPath<Compared, Value>, comparator: Comparator, order: SortOrder = .forward
    ) where Comparator.Compared == Value {
        self.keyPath = keyPath
        self.order = order
        let path = keyPath
        var forward = comparator
        forward.order = .forward
        let fixed = forward
        ascending = { lhs, rhs in fixed.compare(lhs[keyPath: path], rhs[keyPath: path]) }
    }

    /// How `lhs` and `rhs` compare in this comparator's order.
    public func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
        let result = ascending(lhs, rhs)
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    /// Two comparators are equal when they read the same key path in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.order == rhs.order
    }

    /// Hashes the key path and the order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyPath)
        hasher.combine(order)
    }

    private static func result<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : rhs < lhs ? .orderedDescending : .orderedSame
    }
}
