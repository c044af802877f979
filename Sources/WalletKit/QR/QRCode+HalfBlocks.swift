import CursesKit

extension QRCode {
    /// Dark modules on a light background, spelled out so the code keeps its
    /// polarity in any terminal theme: scanners expect dark on light.
    public static let style = Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255))

    /// The matrix as text, two modules per cell vertically: `█` both dark,
    /// `▀` top dark, `▄` bottom dark, space both light. Draw it in ``style``.
    ///
    /// An odd number of rows is padded with a light row at the bottom.
    public func halfBlockLines(quietZone: Int = 4) -> [String] {
        Self.halfBlockLines(for: matrix(quietZone: quietZone))
    }

    /// The number of cells ``halfBlockLines(quietZone:)`` covers.
    public func halfBlockSize(quietZone: Int = 4) -> Size {
        let side = size + 2 * max(0, quietZone)
        return Size(width: side, height: (side + 1) / 2)
    }

    /// Renders any module matrix as half-block lines.
    static func halfBlockLines(for matrix: [[Bool]]) -> [String] {
        var lines: [String] = []
        var row = 0
        while row < matrix.count {
            let top = matrix[row]
            let bottom = row + 1 < matrix.count ? matrix[row + 1] : [Bool](repeating: false, count: top.count)
            var line = ""
            for column in top.indices {
                switch (top[column], column < bottom.count && bottom[column]) {
                case (true, true): line.append("█")
                case (true, false): line.append("▀")
                case (false, true): line.append("▄")
                case (false, false): line.append(" ")
                }
            }
            lines.append(line)
            row += 2
        }
        return lines
    }

    /// Reads a module matrix back from half-block lines (the inverse of
    /// ``halfBlockLines(quietZone:)``); `nil` if a character is not a half block.
    public static func modules(fromHalfBlockLines lines: [String]) -> [[Bool]]? {
        var rows: [[Bool]] = []
        for line in lines {
            var top: [Bool] = []
            var bottom: [Bool] = []
            for character in line {
                switch character {
                case "█":
                    top.append(true)
                    bottom.append(true)
                case "▀":
                    top.append(true)
                    bottom.append(false)
                case "▄":
                    top.append(false)
                    bottom.append(true)
                case " ":
                    top.append(false)
                    bottom.append(false)
                default: return nil
                }
            }
            rows.append(top)
            rows.append(bottom)
        }
        return rows
    }
}
