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
