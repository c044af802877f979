extension Surface {
    /// This surface's own rectangle: origin zero, its size.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Fills the whole surface with spaces in `style`.
    public func clear(style: Style = .plain) {
        fill(bounds, with: " ", style: style)
    }

    /// Draws a frame of line characters around the edge of `rect`.
    ///
    /// A rectangle one row high becomes a horizontal line, one column wide a
    /// vertical line; the inside is left as it was.
    ///
    /// ```swift
    /// surface.drawBox(Rect(x: 0, y: 0, width: 10, height: 3), border: .rounded, style: .plain)
    /// ```
    public func drawBox(_ rect: Rect, border: BorderStyle = .single, style: Style = .plain) {
        guard !rect.isEmpty else { return }
        let c = border.characters
        if rect.height == 1 {
            fill(rect, with: c.horizontal, style: style)
            return
        }
        if rect.width == 1 {
            fill(rect, with: c.vertical, style: style)
            return
        }
        let horizontal = Rect(x: rect.minX + 1, y: 0, width: rect.width - 2, height: 1)
        fill(horizontal.offsetBy(dx: 0, dy: rect.minY), with: c.horizontal, style: style)
        fill(horizontal.offsetBy(dx: 0, dy: rect.maxY - 1), with: c.horizontal, style: style)
        let vertical = Rect(x: 0, y: rect.minY + 1, width: 1, height: rect.height - 2)
        fill(vertical.offsetBy(dx: rect.minX, dy: 0), with: c.vertical, style: style)
        fill(vertical.offsetBy(dx: rect.maxX - 1, dy: 0), with: c.vertical, style: style)
        draw(String(c.topLeft), at: rect.origin, style: style)
        draw(String(c.topRight), at: Point(x: rect.maxX - 1, y: rect.minY), style: style)
        draw(String(c.bottomLeft), at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        draw(String(c.bottomRight), at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: style)
    }

    /// Draws `text` word-wrapped into `rect`, each line placed by `alignment`.
    ///
    /// Text that needs more rows than `rect` has is cut, and the last row shown ends
    /// in "…". Nothing is drawn outside `rect`; cells the text does not cover keep
    /// what they had.
    ///
    /// ```swift
    /// surface.draw("Add to Apple Wallet", in: buttonRect, alignment: .center, style: .plain)
    /// ```
    public func draw(
        _ text: String, in rect: Rect, alignment: TextAlignment = .leading, style: Style = .plain
    ) {
        guard !rect.isEmpty else { return }
        var lines = TextLayout.wrap(text, width: rect.width)
        if lines.count > rect.height {
            lines = Array(lines.prefix(rect.height))
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = TextLayout.prefix(of: last, width: rect.width - 1) + "…"
        }
        let area = subsurface(rect)
        for (row, line) in lines.enumerated() {
            let spare = rect.width - line.displayWidth
            let x =
                switch alignment {
                case .leading: 0
                case .center: spare / 2
                case .trailing: spare
                }
            area.draw(line, at: Point(x: x, y: row), style: style)
        }
    }
}
