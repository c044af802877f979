/// A sorted set of row offsets, as `.onDelete` and `.onMove` hand them over:
/// Foundation's `IndexSet`, which on Linux lives in full Foundation (ICU),
/// not in FoundationEssentials, so TermUI has its own with the same name and
/// the members list code uses.
///
/// An app that also imports Foundation names this one `TermUI.IndexSet`.
///
/// ```swift
/// ForEach(items) { Text($0.name) }
///     .onDelete { offsets in items.remove(atOffsets: offsets) }
/// ```
public struct IndexSet: SetAlgebra, Sequence, Hashable, Sendable, CustomStringConvertible {
    /// The members as sorted, disjoint, non-adjacent ranges.
    private var ranges: [Range<Int>]

    /// An empty set.
    public init() { ranges = [] }

    /// A set of one offset.
    public init(integer: Int) { ranges = [integer..<(integer + 1)] }

    /// A set of every offset in `range`.
    public init(integersIn range: Range<Int>) { ranges = range.isEmpty ? [] : [range] }

    /// A set of the offsets in `sequence`.
    public init<S: Sequence>(_ sequence: S) where S.Element == Int {
        self.init()
        for offset in sequence { insert(offset) }
    }

    /// How many offsets the set holds.
    public var count: Int { ranges.reduce(0) { $0 + $1.count } }

    /// True when the set holds no offset.
    public var isEmpty: Bool { ranges.isEmpty }

    /// The smallest offset, if any.
    public var first: Int? { ranges.first?.lowerBound }

    /// The largest offset, if any.
    public var last: Int? { ranges.last.map { $0.upperBound - 1 } }

    /// The members as ranges, in order.
    public var rangeView: [Range<Int>] { ranges }

    /// True when `offset` is in the set.
    public func contains(_ offset: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }

    /// Adds `offset`.
    @discardableResult
    public mutating func insert(_ offset: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        if contains(offset) { return (false, offset) }
        self = union(IndexSet(integer: offset))
        return (true, offset)
    }

    /// Removes `offset`; returns it when it was there.
    @discardableResult
    public mutating func remove(_ offset: Int) -> Int? {
        guard contains(offset) else { return nil }
        self = subtracting(IndexSet(integer: offset))
        return offset
    }

    /// Adds `offset` (an offset has no other value to replace).
    @discardableResult
    public mutating func update(with offset: Int) -> Int? {
        insert(offset).inserted ? nil : offset
    }

    /// The offsets in either set.
    public func union(_ other: IndexSet) -> IndexSet { combined(with: other) { $0 || $1 } }

    /// The offsets in both sets.
    public func intersection(_ other: IndexSet) -> IndexSet { combined(with: other) { $0 && $1 } }

    /// The offsets in exactly one of the sets.
    public func symmetricDifference(_ other: IndexSet) -> IndexSet { combined(with: other) { $0 != $1 } }

    /// The offsets in this set and not in `other`.
    public func subtracting(_ other: IndexSet) -> IndexSet { combined(with: other) { $0 && !$1 } }

    /// Adds the offsets of `other`.
    public mutating func formUnion(_ other: IndexSet) { self = union(other) }

    /// Keeps the offsets also in `other`.
    public mutating func formIntersection(_ other: IndexSet) { self = intersection(other) }

    /// Keeps the offsets in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: IndexSet) { self = symmetricDifference(other) }

    /// The offsets in ascending order.
    public func makeIterator() -> FlattenSequence<[Range<Int>]>.Iterator { ranges.joined().makeIterator() }

    /// The offsets, as `[1, 2, 5]`.
    public var description: String { "[" + map(String.init).joined(separator: ", ") + "]" }

    /// Sweeps the boundaries of both sets, keeping the runs where `keep`
    /// holds, so every operation is linear in the ranges, not the offsets.
    private func combined(with other: IndexSet, keep: (Bool, Bool) -> Bool) -> IndexSet {
        var bounds = Set<Int>()
        for range in ranges + other.ranges {
            bounds.insert(range.lowerBound)
            bounds.insert(range.upperBound)
        }
        let sorted = bounds.sorted()
        var result = IndexSet()
        for (start, end) in zip(sorted, sorted.dropFirst())
        where keep(contains(start), other.contains(start)) {
            if let previous = result.ranges.last, previous.upperBound == start {
                result.ranges[result.ranges.count - 1] = previous.lowerBound..<end
            } else {
                result.ranges.append(start..<end)
            }
        }
        return result
    }
}

extension IndexSet: ExpressibleByArrayLiteral {
    /// A set of the listed offsets: `[0, 2]`.
    public init(arrayLiteral elements: Int...) { self.init(elements) }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's, for `.onDelete`).
    ///
    /// ```swift
    /// .onDelete { items.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination`
    /// (offsets counted before the move), SwiftUI's, for `.onMove`.
    ///
    /// ```swift
    /// .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moved: [Element] = []
        var before: [Element] = []
        var after: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        self = Self(before + moved + after)
    }
}
