/// How wide a ``TableColumn`` may be, in terminal columns: fixed, or
/// flexible between a minimum and a maximum with an ideal width.
struct TableColumnWidth: Equatable {
    var fixed: Int?
    var min: Int?
    var ideal: Int?
    var max: Int?

    init(fixed: Int? = nil, min: Int? = nil, ideal: Int? = nil, max: Int? = nil) {
        self.fixed = fixed
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// A width given in points as whole terminal columns.
    static func cells(_ value: CGFloat) -> Int { CellMetrics.standard.width(value) }

    /// Columns between two columns of a table.
    static let spacing = 1

    /// The widths of `columns` sharing `total` terminal columns: fixed ones
    /// take their width, flexible ones their minimum (one column without
    /// one), then grow to their ideal widths in order, then share what is
    /// left evenly up to their maximums. Too little room clips the last ones.
    static func resolve(_ columns: [TableColumnWidth], total: Int) -> [Int] {
        guard !columns.isEmpty else { return [] }
        var widths = columns.map { $0.fixed ?? $0.min ?? 1 }
        var left = total - spacing * (columns.count - 1) - widths.reduce(0, +)
        for (index, column) in columns.enumerated() where column.fixed == nil && left > 0 {
            guard let ideal = column.ideal, ideal > widths[index] else { continue }
            let grow = Swift.min(left, ideal - widths[index])
            widths[index] += grow
            left -= grow
        }
        while left > 0 {
            let growing = columns.indices.filter { index in
                columns[index].fixed == nil && widths[index] < (columns[index].max ?? Int.max)
            }
            guard !growing.isEmpty else { break }
            let share = Swift.max(1, left / growing.count)
            for index in growing where left > 0 {
                let grow = Swift.min(share, left, (columns[index].max ?? Int.max) - widths[index])
                widths[index] += grow
                left -= grow
            }
        }
        return widths
    }

    /// The first column of each of `widths` laid side by side from `start`.
    static func offsets(_ widths: [Int], from start: Int) -> [Int] {
        var x = start
        return widths.map { width in
            defer { x += width + spacing }
            return x
        }
    }
}
