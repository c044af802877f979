/// One resolved column of a vertical grid (row of a horizontal one): where
/// it starts across the grid, how long it is and how its cells align.
struct GridTrack: Hashable {
    let offset: Int
    let length: Int
    let alignment: Alignment?
}

/// Resolves a grid's ``GridItem``s into tracks for a cross length, as
/// SwiftUI does in points, here in whole cells: fixed items take their size;
/// the spacing between items is taken off; flexible and adaptive items
/// share what is left, least flexible first, each clamped to its bounds;
/// an adaptive item then holds as many tracks of its minimum as fit, grown
/// equally (the first ones a cell more when the space does not divide) up to
/// its maximum.
struct GridTracks {
    /// Cells between tracks when an item says `nil`.
    let defaultSpacing: Int
    /// Points per cell across the grid: a column's width for a vertical
    /// grid's columns, a row's height for a horizontal grid's rows.
    let pointsPerCell: CGFloat

    /// A track's length in cells from its points (infinity stays "unbounded";
    /// a positive length is at least a cell).
    func cells(_ value: CGFloat) -> Int {
        guard value.isFinite, value < CGFloat(Int.infinity) else { return .infinity }
        return CellMetrics.extent(value, per: pointsPerCell)
    }

    private func spacing(after item: GridItem) -> Int {
        item.spacing.map { CellMetrics.cells($0, per: pointsPerCell) } ?? defaultSpacing
    }

    /// The tracks for `length` cells across; `nil` (an ideal size) gives
    /// each flexible and adaptive item its minimum.
    func resolve(_ items: [GridItem], in length: Int?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        var sizes = [Int](repeating: 0, count: items.count)
        var remaining = length ?? 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= spacing(after: item) }
            if case .fixed(let size) = item.size {
                sizes[index] = cells(size)
                remaining -= sizes[index]
            }
        }
        let shared = items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
        let order = shared.sorted { bounds(items[$0]).range < bounds(items[$1]).range }
        var left = order.count
        for index in order {
            let (low, high, _) = bounds(items[index])
            if length == nil {
                sizes[index] = low
            } else {
                sizes[index] = min(max(max(0, remaining) / max(1, left), low), high)
                remaining -= sizes[index]
            }
            left -= 1
        }
        var tracks: [GridTrack] = []
        var offset = 0
        for (index, item) in items.enumerated() {
            let gap = spacing(after: item)
            if case .adaptive(let minimum, let maximum) = item.size {
                let smallest = max(1, cells(minimum))
                let count = max(1, (sizes[index] + gap) / (smallest + gap))
                let room = max(0, sizes[index] - gap * (count - 1))
                for part in 0..<count {
                    let share = room / count + (part < room % count ? 1 : 0)
                    let size = min(share, cells(maximum))
                    tracks.append(GridTrack(offset: offset, length: size, alignment: item.alignment))
                    offset += size + gap
                }
            } else {
                tracks.append(GridTrack(offset: offset, length: sizes[index], alignment: item.alignment))
                offset += sizes[index] + gap
            }
        }
        return tracks
    }

    /// An item's bounds for sharing (an adaptive item's area has no maximum)
    /// and how far apart they are.
    private func bounds(_ item: GridItem) -> (low: Int, high: Int, range: Int) {
        switch item.size {
        case .fixed(let size): (cells(size), cells(size), 0)
        case .flexible(let minimum, let maximum):
            (cells(minimum), cells(maximum), cells(maximum) - cells(minimum))
        case .adaptive(let minimum, _): (cells(minimum), .infinity, .infinity)
        }
    }

    /// How far the tracks reach across: the last one's end.
    static func extent(_ tracks: [GridTrack]) -> Int {
        tracks.last.map { $0.offset + $0.length } ?? 0
    }

    /// True when an item grows with the space offered (a flexible or adaptive
    /// item without a finite maximum), so the grid takes the whole length.
    static func fills(_ items: [GridItem]) -> Bool {
        items.contains {
            switch $0.size {
            case .fixed: false
            case .flexible(_, let maximum), .adaptive(_, let maximum): !maximum.isFinite
            }
        }
    }
}
