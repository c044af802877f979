extension LabelWidget {
    /// The most a label measures: wider lines count as this wide, and rows
    /// past the last are not looked at. No terminal shows more, and a layout
    /// asking for an ideal size (an unlimited proposal) then costs at most this.
    public static let measurementLimit = Size(width: 4096, height: 1024)

    struct LayoutKey: Hashable {
        var width: Int
        var rows: Int
        var mode: BoundedTextLayout.Mode
    }

    /// The rows for `width` and `maxRows` in the label's own line break mode.
    func layout(width: Int, maxRows: Int) -> BoundedTextLayout {
        let rows = min(maxRows, numberOfLines > 0 ? numberOfLines : Int.max)
        return layout(width: width, rows: rows, mode: lineBreak == .wrap ? .wrap : .truncate)
    }

    /// A layout within ``measurementLimit``, measured once per text.
    private func layout(width: Int, rows: Int, mode: BoundedTextLayout.Mode) -> BoundedTextLayout {
        let key = LayoutKey(
            width: min(width, Self.measurementLimit.width), rows: min(rows, Self.measurementLimit.height),
            mode: mode)
        if let known = layouts[key] { return known }
        let layout = BoundedTextLayout(
            text, width: key.width, maxRows: key.rows, mode: mode, runEnds: runEnds)
        TextMeasurement.add(layout.measured)
        // A handful of proposals recur; an unbounded variety must not grow the cache.
        if layouts.count >= 16 { layouts.removeAll() }
        layouts[key] = layout
        return layout
    }

    /// The lines' size within `limit`, and whether any line is wider than it.
    func measureLines(limitedTo limit: Size) -> (size: Size, overflows: Bool) {
        let rows = min(limit.height, numberOfLines > 0 ? numberOfLines : Int.max)
        guard limit.width > 0, rows > 0, !text.isEmpty else { return (.zero, false) }
        // One plain line that fits is its own size, whatever the mode: no layout,
        // nothing cached (a layout asks a label several proposals a pass).
        if let width = plainLineWidth, width <= min(limit.width, Self.measurementLimit.width) {
            TextMeasurement.add(width)
            return (Size(width: width, height: 1), false)
        }
        // Lines truncated at the limit are each measured only that far.
        let lines = layout(width: limit.width, rows: rows, mode: .truncate)
        let width = lines.cutsLines ? min(limit.width, Self.measurementLimit.width) : lines.width
        return (Size(width: width, height: lines.rows.count), lines.cutsLines)
    }
}
