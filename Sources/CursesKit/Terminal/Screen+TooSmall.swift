@preconcurrency import CNcurses

extension Screen {
    /// The message shown instead of the app while the terminal is smaller than `minimum`.
    static func tooSmallMessage(minimum: Size) -> String {
        "terminal too small: need \(minimum.width)×\(minimum.height)"
    }

    /// The lines of the message that fit in `size`, each with the cell it starts at:
    /// the message centred, wrapped at spaces when the terminal is too narrow,
    /// cut to whatever fits.
    static func tooSmallLayout(minimum: Size, in size: Size) -> [(Point, String)] {
        guard size.width > 0, size.height > 0 else { return [] }
        let message = tooSmallMessage(minimum: minimum)
        var lines: [String] = []
        var current = ""
        for word in message.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= size.width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        lines = lines.prefix(size.height).map { String($0.prefix(size.width)) }
        let top = (size.height - lines.count) / 2
        return lines.enumerated().map { index, line in
            (Point(x: (size.width - line.count) / 2, y: top + index), line)
        }
    }

    /// Clears the screen and shows the too-small message for `minimum`, then commits.
    package func showTooSmall(minimum: Size) {
        guard isActive else { return }
        werase(window)
        hyperlinks.clearDrawn()
        pictures.clearDrawn()
        for (point, line) in Self.tooSmallLayout(minimum: minimum, in: size) {
            mvwaddstr(window, Int32(point.y), Int32(point.x), line)
        }
        commit(cursor: nil)
    }
}
