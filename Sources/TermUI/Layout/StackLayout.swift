import CursesKit

/// SwiftUI's stack algorithm in cells: offer each child an equal share of
/// what is left, least flexible first (within descending layout priority),
/// then place them one after another, aligned across the axis.
@MainActor
struct StackLayout {
    let axis: Axis
    /// Offset across the axis for a child of `length` in `space`.
    let crossOffset: (Int, Int) -> Int
    let spacing: Int

    init(axis: Axis, alignment: HorizontalAlignment, spacing: Int) {
        self.axis = axis
        self.spacing = spacing
        self.crossOffset = { alignment.offset($0, in: $1) }
    }

    init(axis: Axis, alignment: VerticalAlignment, spacing: Int) {
        self.axis = axis
        self.spacing = spacing
        self.crossOffset = { alignment.offset($0, in: $1) }
    }

    /// SwiftUI's spacing between a stack's children when none is given: 8 points.
    static let defaultSpacing: CGFloat = 8

    /// The cells between children for `points` of spacing (`nil`: the
    /// default, one column across, no row down).
    static func spacing(_ points: CGFloat?, axis: Axis, _ metrics: CellMetrics) -> Int {
        let points = points ?? defaultSpacing
        return axis == .horizontal ? metrics.columns(points) : metrics.rows(points)
    }

    /// The stack's size for `proposal`; `owner` (the stack's node) keeps the
    /// children's sizes so placing at the same proposal does not share space again.
    func sizeThatFits(_ proposal: ProposedSize, units: [ViewNode], owner: ViewNode? = nil) -> Size {
        let sizes = childSizes(proposal, units: units, owner: owner)
        // Loops: a main-actor closure handed to `reduce` or `map` checks its executor per child.
        var main = spacing * max(0, visibleCount(sizes) - 1)
        var cross = 0
        for size in sizes {
            main += size.value(axis)
            cross = max(cross, size.value(crossAxis))
        }
        return Size.make(axis, main: main, cross: cross)
    }

    /// Places `units` one after another in `rect`.
    ///
    /// A child is never placed beyond `rect`: one that asked for more than the
    /// stack has (a fixed frame wider than the terminal) gets what is left, and
    /// lays itself out in that (text wraps or ends in "…") instead of passing
    /// the overflow on, so its siblings and its own flexible parts keep the
    /// space they were offered.
    func place(_ units: [ViewNode], in rect: Rect, owner: ViewNode? = nil) {
        let sizes = childSizes(ProposedSize(rect.size), units: units, owner: owner)
        var position = axis == .horizontal ? rect.minX : rect.minY
        let end = axis == .horizontal ? rect.maxX : rect.maxY
        let crossSpace = rect.size.value(crossAxis)
        for (unit, wanted) in zip(units, sizes) {
            let size = Size.make(
                axis, main: min(wanted.value(axis), max(0, end - position)),
                cross: min(wanted.value(crossAxis), crossSpace))
            let cross = crossOffset(size.value(crossAxis), crossSpace)
            let origin =
                axis == .horizontal
                ? Point(x: position, y: rect.minY + cross) : Point(x: rect.minX + cross, y: position)
            unit.place(in: Rect(origin: origin, size: size))
            if size.value(axis) > 0 || !unit.isCollapsible { position += size.value(axis) + spacing }
        }
    }

    private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

    private func visibleCount(_ sizes: [Size]) -> Int { sizes.count }

    private func childSizes(_ proposal: ProposedSize, units: [ViewNode], owner: ViewNode?) -> [Size] {
        if let cached = owner?.childSizeCache[proposal], cached.count == units.count { return cached }
        let sizes = shareSpace(proposal, units: units)
        owner?.childSizeCache[proposal] = sizes
        return sizes
    }

    private func shareSpace(_ proposal: ProposedSize, units: [ViewNode]) -> [Size] {
        guard !units.isEmpty else { return [] }
        let cross = proposal.value(crossAxis)
        // Loops, not `map`: a main-actor closure handed to `map` checks its executor
        // on every call, which was 4% of a large first render.
        guard let available = proposal.value(axis) else {
            var sizes: [Size] = []
            sizes.reserveCapacity(units.count)
            for unit in units {
                sizes.append(unit.sizeThatFits(ProposedSize.make(axis, main: nil, cross: cross)))
            }
            return sizes
        }
        var remaining = max(0, available - spacing * (units.count - 1))
        // One record per child, sorted into the order the space is shared in:
        // a single allocation where a dozen arrays were made on every call
        // (each stack is asked this for several proposals in a layout).
        var shares: [Share] = []
        shares.reserveCapacity(units.count)
        for (index, unit) in units.enumerated() {
            let least = unit.sizeThatFits(ProposedSize.make(axis, main: 0, cross: cross)).value(axis)
            let most = unit.sizeThatFits(ProposedSize.make(axis, main: .infinity, cross: cross)).value(axis)
            let flexibility = most - least
            shares.append(
                Share(
                    order: ShareOrder(
                        // Children that grow without bound (spacers, max-infinity
                        // frames) share what the others leave.
                        priority: unit.behavior.layoutPriority(unit),
                        isGreedy: flexibility >= Int.infinity / 2,
                        flexibility: flexibility, index: index),
                    smallest: least, largest: most))
        }
        // Sorted by the keys' own order, not a closure (see above).
        shares.sort()
        // Linear bookkeeping over the sorted order (stacks of thousands stay cheap):
        // what lower-priority children reserve, and how many share each run.
        let count = shares.count
        var suffix = 0
        for position in shares.indices.reversed() {
            shares[position].reservedAfter = suffix
            suffix += shares[position].smallest
            if position + 1 < count {
                let samePriority = shares[position + 1].order.priority == shares[position].order.priority
                shares[position].groupEnd = samePriority ? shares[position + 1].groupEnd : position + 1
                shares[position].runEnd =
                    samePriority && shares[position + 1].order.isGreedy == shares[position].order.isGreedy
                    ? shares[position + 1].runEnd : position + 1
            } else {
                shares[position].groupEnd = count
                shares[position].runEnd = count
            }
        }
        // Offered without bound (a parent asking this stack for its largest size), a
        // child that does not grow without bound is offered without bound too, as
        // SwiftUI shares an infinite length: its answer is the largest size asked for
        // above. Each share of a huge length differs from every other, so a nested
        // stack would otherwise be measured again for each share at each level.
        let unbounded = available >= Int.infinity / 2
        var sizes = [Size](repeating: .zero, count: units.count)
        var greedyShares: [Int: Int] = [:]
        for position in shares.indices {
            let entry = shares[position]
            let index = entry.order.index
            // Children of lower priority keep at least their minimum.
            let end = entry.groupEnd
            let reserved = end < count ? shares[end - 1].reservedAfter : 0
            let samePriorityLeft = entry.runEnd - position
            if entry.order.isGreedy, !unbounded, greedyShares[index] == nil {
                var run: [Int] = []
                run.reserveCapacity(entry.runEnd - position)
                for member in shares[position..<entry.runEnd] { run.append(member.order.index) }
                greedyShares = Self.fairShares(
                    of: max(0, remaining - reserved), among: run, units: units, axis: axis, cross: cross)
            }
            let share =
                unbounded && !entry.order.isGreedy
                ? Int.infinity
                : greedyShares[index] ?? max(0, remaining - reserved) / max(1, samePriorityLeft)
            let size = units[index].sizeThatFits(ProposedSize.make(axis, main: share, cross: cross))
            sizes[index] = size
            remaining = max(0, remaining - size.value(axis))
        }
        // An equal share can be less than a child needs while a more flexible
        // sibling after it takes less than its share (text that wraps to fewer
        // rows): the room left over goes, in the same order, to children that
        // got less than they want, so nothing is cut while space stays empty.
        for entry in shares where remaining > 0 && sizes[entry.order.index].value(axis) < entry.largest {
            let index = entry.order.index
            let current = sizes[index].value(axis)
            let grown = units[index].sizeThatFits(
                ProposedSize.make(axis, main: current + remaining, cross: cross))
            guard grown.value(axis) > current else { continue }
            remaining = max(0, remaining - (grown.value(axis) - current))
            sizes[index] = grown
        }
        return sizes
    }

    /// How children that grow without bound share `length`: equally, unless an
    /// equal share would give one less than its ideal size while the ideal
    /// sizes all fit. Then a child whose ideal is more than its equal share
    /// gets its ideal, largest first, and the rest share what is left equally,
    /// so a stack that holds a text and a spacer keeps the text on its line
    /// when there is room for it. Children whose ideals fit an equal share
    /// (two `.frame(maxWidth: .infinity)` columns) stay equal. Empty when the
    /// ideals do not fit: the caller shares equally.
    private static func fairShares(
        of length: Int, among indices: [Int], units: [ViewNode], axis: Axis, cross: Int?
    ) -> [Int: Int] {
        guard indices.count > 1 else { return [:] }
        var ideals: [(index: Int, length: Int)] = []
        for index in indices {
            ideals.append(
                (
                    index,
                    units[index].sizeThatFits(ProposedSize.make(axis, main: nil, cross: cross)).value(axis)
                ))
        }
        guard ideals.reduce(0, { $0 + $1.length }) <= length else { return [:] }
        ideals.sort { $0.length > $1.length }
        var shares: [Int: Int] = [:]
        var left = length
        var count = ideals.count
        var next = 0
        while next < ideals.count, ideals[next].length > left / max(1, count) {
            shares[ideals[next].index] = ideals[next].length
            left -= ideals[next].length
            count -= 1
            next += 1
        }
        guard next > 0 else { return [:] }  // every ideal fits an equal share: share equally
        for (offset, ideal) in ideals[next...].enumerated() {
            // Equal shares of what is left; the first ones a cell more where it does not divide.
            shares[ideal.index] = left / max(1, count) + (offset < left % max(1, count) ? 1 : 0)
        }
        return shares
    }
}

extension ViewNode {
    /// An empty unit (EmptyView, an absent `if`) takes no spacing either.
    var isCollapsible: Bool { false }
}

/// A child's part in sharing a stack's length: its order, its smallest and
/// largest lengths, and (by its position in that order) what the children
/// after its priority group reserve and where its group and run end.
private struct Share: Comparable {
    let order: ShareOrder
    let smallest: Int
    let largest: Int
    /// The minimums of the children after this position.
    var reservedAfter = 0
    /// The position after the last child of this one's priority.
    var groupEnd = 0
    /// The position after the last child of this one's priority and greed.
    var runEnd = 0

    static func < (lhs: Share, rhs: Share) -> Bool { lhs.order < rhs.order }
    static func == (lhs: Share, rhs: Share) -> Bool { lhs.order == rhs.order }
}

/// Where a child comes in the order a stack shares its space: higher layout
/// priority first, then children with a bound before greedy ones, then the
/// least flexible; children alike keep their order.
private struct ShareOrder: Comparable {
    let priority: Double
    let isGreedy: Bool
    let flexibility: Int
    let index: Int

    static func < (lhs: ShareOrder, rhs: ShareOrder) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        if lhs.isGreedy != rhs.isGreedy { return !lhs.isGreedy }
        if lhs.flexibility != rhs.flexibility { return lhs.flexibility < rhs.flexibility }
        return lhs.index < rhs.index
    }
}
