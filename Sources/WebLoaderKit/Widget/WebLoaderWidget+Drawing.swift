import CursesKit
import FoundationEssentials

/// Where the last find matched: a line and the columns of the match.
struct FindMatch: Equatable {
    var line: Int
    var column: Int
    var text: String
}

extension WebLoaderWidget {
    static let headingStyle = Style(foreground: .yellow, attributes: .bold)
    static let linkStyle = Style(foreground: .cyan, attributes: .underline)
    static let linkNumberStyle = Style(foreground: .gray)
    static let focusedLinkStyle = Style(foreground: .black, background: .cyan)
    static let codeStyle = Style(foreground: .green)
    static let decorationStyle = Style(foreground: .gray)
    static let imageStyle = Style(foreground: .magenta)
    static let matchStyle = Style(foreground: .black, background: .yellow)

    func drawPage(in surface: Surface) {
        surface.clear()
        let lines = layout.lines
        if lines.isEmpty {
            if isLoading, let url {
                surface.draw(
                    "Loading \(url.absoluteString.inertForTerminal)…", at: .zero, style: Self.decorationStyle)
            }
            return
        }
        // Only the rows this draw can change: a Tab marks the two links' rows.
        let visible = surface.visibleRect
        let first = topLine + max(0, visible.minY)
        let end = min(lines.count, topLine + min(surface.size.height, visible.maxY))
        guard first < end else { return }
        for index in first..<end {
            let y = index - topLine
            var x = 0
            for run in lines[index].runs {
                guard x < surface.size.width else { break }
                x += surface.draw(
                    run.text, at: Point(x: x, y: y), style: style(for: run).link(hyperlink(for: run)))
            }
            if let match = findMatch, match.line == index {
                surface.draw(match.text, at: Point(x: match.column, y: y), style: Self.matchStyle)
            }
            drawnLineCount += 1
        }
    }

    /// The URL a run links to, for the terminal's OSC 8 hyperlinks (see
    /// `Style.link`): a link's text (not its number), when the page gave it
    /// a web address. Other schemes (`file:`, `javascript:`) are left as
    /// text: a page must not make a click in the terminal open a local file.
    func hyperlink(for run: InlineRun) -> String? {
        guard let index = run.link, run.style.contains(.link), !run.style.contains(.linkNumber),
            document.links.indices.contains(index), let url = document.links[index].url,
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { return nil }
        return url.absoluteString
    }

    func style(for run: InlineRun) -> Style {
        if let link = run.link, link == focusedLinkIndex { return Self.focusedLinkStyle }
        var style = Style.plain
        let kind = run.style
        if kind.contains(.heading) {
            style = Self.headingStyle
        } else if kind.contains(.linkNumber) {
            style = Self.linkNumberStyle
        } else if kind.contains(.link) {
            style = Self.linkStyle
        } else if kind.contains(.decoration) {
            style = Self.decorationStyle
        } else if kind.contains(.image) {
            style = Self.imageStyle
        } else if kind.contains(.code) {
            style = Self.codeStyle
        }
        if kind.contains(.bold) { style = style.adding(.bold) }
        if kind.contains(.italic) { style = style.adding(.italic) }
        return style
    }

    // MARK: - Find

    /// Finds `string` (ignoring case) after the current match, or from the top
    /// line, wrapping around; scrolls it into view and highlights it. Returns
    /// false when the page does not contain it.
    @discardableResult
    public func find(_ string: String, backwards: Bool = false) -> Bool {
        let query = string.inertForTerminal
        guard !query.isEmpty else { return false }
        let layout = self.layout
        let start: Int
        if let match = findMatch, findQuery == query {
            start = backwards ? match.line - 1 : match.line + 1
        } else {
            start = topLine
        }
        findQuery = query
        findMatch = search(query, from: start, backwards: backwards, in: layout)
        // As `less` does: the match becomes the first line (as far as the page allows).
        if let match = findMatch { scroll(by: match.line - topLine) }
        findResult = findMatch.map { match in
            let lines = layout.lines.indices.filter {
                !layout.lines[$0].text.ranges(ofCaseInsensitive: query, limit: 1).isEmpty
            }
            return WebFindResult(index: (lines.firstIndex(of: match.line) ?? 0) + 1, count: lines.count)
        }
        setNeedsDisplay()
        return findMatch != nil
    }

    /// The first line at or after (or before) `start`, wrapping, that contains `query`.
    func search(_ query: String, from start: Int, backwards: Bool, in layout: DocumentLayout) -> FindMatch? {
        let count = layout.lines.count
        guard count > 0 else { return nil }
        for step in 0..<count {
            let index = ((backwards ? start - step : start + step) % count + count) % count
            let text = layout.lines[index].text
            guard let range = text.ranges(ofCaseInsensitive: query, limit: 1).first else { continue }
            return FindMatch(
                line: index, column: text[..<range.lowerBound].displayWidth, text: String(text[range]))
        }
        return nil
    }

    // MARK: - Scrolling

    /// Scrolls by `lines` (negative: up), within the page.
    func scroll(by lines: Int) {
        let old = topLine
        topLine += lines
        clampTopLine()
        if topLine != old { setNeedsDisplay() }
    }

    /// Scrolls the least needed for line `index` to be visible.
    func scroll(toShow index: Int) {
        let height = max(1, frame.height)
        if index < topLine {
            scroll(by: index - topLine)
        } else if index >= topLine + height {
            scroll(by: index - (topLine + height - 1))
        }
    }
}
