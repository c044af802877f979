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

    func sizeThatFits(_ proposal: ProposedSize, units: [ViewNode]) -> Size {
        let sizes = childSizes(proposal, units: units)
        let main = sizes.reduce(0) { $0 + $1.value(axis) } + spacing * max(0, visibleCount(sizes) - 1)
        let cross = sizes.map { $0.value(crossAxis) }.max() ?? 0
        return Size.make(axis, main: main, cross: cross)
    }

    func place(_ units: [ViewNode], in rect: Rect) {
        let sizes = childSizes(ProposedSize(rect.size), units: units)
        var position = axis == .horizontal ? rect.minX : rect.minY
        let crossSpace = rect.size.value(crossAxis)
        for (unit, size) in zip(units, sizes) {
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

    private func childSizes(_ proposal: ProposedSize, units: [ViewNode]) -> [Size] {
        guard !units.isEmpty else { return [] }
        let cross = proposal.value(crossAxis)
        guard let available = proposal.value(axis) else {
            return units.map { $0.sizeThatFits(ProposedSize.make(axis, main: nil, cross: cross)) }
        }
        var remaining = max(0, available - spacing * (units.count - 1))
        let flexibility = units.map { unit -> Int in
            let smallest = unit.sizeThatFits(ProposedSize.make(axis, main: 0, cross: cross)).value(axis)
            let largest = unit.sizeThatFits(ProposedSize.make(axis, main: .infinity, cross: cross)).value(
                axis)
            return largest - smallest
        }
        let priorities = units.map { $0.behavior.layoutPriority($0) }
        // Children that grow without bound (spacers, max-infinity frames) share what the others leave.
        let greedy = flexibility.map { $0 >= Int.infinity / 2 }
        let order = units.indices.sorted {
            if priorities[$0] != priorities[$1] { return priorities[$0] > priorities[$1] }
            if greedy[$0] != greedy[$1] { return !greedy[$0] }
            return flexibility[$0] < flexibility[$1]
        }
        var sizes = [Size](repeating: .zero, count: units.count)
        var left = units.count
        for (position, index) in order.enumerated() {
            // Children of lower priority keep at least their minimum.
            let reserved = order[(position + 1)...].filter { priorities[$0] < priorities[index] }
                .reduce(0) {
                    $0 + units[$1].sizeThatFits(ProposedSize.make(axis, main: 0, cross: cross)).value(axis)
                }
            let samePriorityLeft = order[position...].filter {
                priorities[$0] == priorities[index] && greedy[$0] == greedy[index]
            }.count
            let share = max(0, remaining - reserved) / max(1, samePriorityLeft)
            let size = units[index].sizeThatFits(ProposedSize.make(axis, main: share, cross: cross))
            sizes[index] = size
            remaining = max(0, remaining - size.value(axis))
            left -= 1
        }
        return sizes
    }
}

extension ViewNode {
    /// An empty unit (EmptyView, an absent `if`) takes no spacing either.
    var isCollapsible: Bool { false }
}
