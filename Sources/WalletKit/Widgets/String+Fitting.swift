import CursesKit

extension String {
    /// The string cut to at most `width` display columns, ending in `…` when cut.
    func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if displayWidth <= width { return self }
        var result = ""
        var used = 0
        for character in self {
            let w = character.displayWidth
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }
}

/// Where text of `width` columns starts in a column `x..<x+columnWidth`.
func alignedX(_ alignment: PassField.TextAlignment?, width: Int, x: Int, columnWidth: Int) -> Int {
    switch alignment {
    case .right: x + max(0, columnWidth - width)
    case .center: x + max(0, (columnWidth - width) / 2)
    case .left, .natural, nil: x
    }
}
