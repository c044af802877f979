import CursesKit

extension WebLoaderWidget {
    /// The hints of ``handleKey(_:)``: a typed link number's Enter and Esc;
    /// else links (Tab, Enter on the focused one), history (b, f, only where
    /// there is a page to go to), reload, stop while loading, the find keys
    /// after a find, and scrolling.
    var currentKeyHints: [KeyHint] {
        if let number = typedLinkNumber {
            return [
                KeyHint(KeyEvent(.enter), "follow \(number)", priority: .high),
                KeyHint(KeyEvent(.escape), "forget \(number)", priority: .high),
            ]
        }
        var hints: [KeyHint] = []
        if focusedLinkIndex != nil { hints.append(KeyHint(KeyEvent(.enter), "follow", priority: .high)) }
        if !document.links.isEmpty {
            hints.append(KeyHint([KeyEvent(.tab), KeyEvent(.backTab)], "link", symbol: "Tab"))
        }
        if canGoBack { hints.append(KeyHint([.character("b"), KeyEvent(.left)], "back", symbol: "b")) }
        if canGoForward {
            hints.append(KeyHint([.character("f"), KeyEvent(.right)], "forward", symbol: "f"))
        }
        if findQuery != nil { hints.append(KeyHint([.character("n"), .character("N")], "next/prev")) }
        hints.append(
            isLoading ? KeyHint(.character("s"), "stop", priority: .high) : KeyHint(.character("r"), "reload")
        )
        // Scrolling, while the page is longer than the widget; the key that
        // moves comes first (↑ and Page Up once the end is on screen).
        guard maxTopLine > 0 else { return hints }
        let atEnd = topLine >= maxTopLine
        let down = [KeyEvent(.down), .character("j")]
        let up = [KeyEvent(.up), .character("k")]
        let pageDown = [KeyEvent(.pageDown), .character(" ")]
        let pageUp = [KeyEvent(.pageUp)]
        hints.append(KeyHint(atEnd ? up + down : down + up, "scroll", symbol: "↑↓", priority: .low))
        hints.append(
            KeyHint(
                atEnd ? pageUp + pageDown : pageDown + pageUp, "page", symbol: "PgDn/PgUp", priority: .low))
        return hints
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        let page = max(1, frame.height - 1)
        if event.modifiers == .control {
            switch event.key {
            case .character("f"): scroll(by: page)
            case .character("b"): scroll(by: -page)
            default: return false
            }
            return true
        }
        guard event.modifiers.isEmpty || event.modifiers == .shift else { return false }
        if let handled = handleLinkNumber(event) { return handled }
        switch event.key {
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .pageDown, .character(" "): scroll(by: page)
        case .pageUp: scroll(by: -page)
        case .home: scroll(by: -topLine)
        case .end: scroll(by: maxTopLine - topLine)
        case .tab: return moveLinkFocus(forward: true)
        case .backTab: return moveLinkFocus(forward: false)
        case .enter:
            guard let index = focusedLinkIndex else { return false }
            follow(linkAt: index)
        case .character("b"), .left: goBack()
        case .character("f"), .right: goForward()
        case .character("r"): reload()
        case .character("s"): stopLoading()
        case .character("n"): if let query = findQuery { find(query) }
        case .character("N"): if let query = findQuery { find(query, backwards: true) }
        default: return false
        }
        return true
    }

    /// Lynx's habit: digits type a link's number, Enter follows it, Backspace
    /// takes a digit back, Escape forgets it. Nil for keys that are not about a
    /// typed number (any of them also forgets it).
    func handleLinkNumber(_ event: KeyEvent) -> Bool? {
        if case .character(let character) = event.key, let digit = character.wholeNumberValue,
            character.isASCII
        {
            guard typedLinkNumber != nil || digit > 0 else { return nil }
            let typed = (typedLinkNumber ?? 0) * 10 + digit
            // More digits than the page has links cannot name one.
            guard typed <= max(document.links.count, 1) * 10 else { return true }
            typedLinkNumber = typed
            return true
        }
        guard let typed = typedLinkNumber else { return nil }
        switch event.key {
        case .enter:
            typedLinkNumber = nil
            guard document.links.indices.contains(typed - 1) else { return true }
            focusLink(typed - 1)
            follow(linkAt: typed - 1)
            return true
        case .backspace:
            typedLinkNumber = typed >= 10 ? typed / 10 : nil
            return true
        case .escape:
            typedLinkNumber = nil
            return true
        default:
            typedLinkNumber = nil
            return nil
        }
    }

    func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .press:
            // A terminal reports a press and a release; the link pressed is followed on the release.
            pressedLink = link(at: event.location)
            guard let index = pressedLink else { return false }
            focusLink(index)
        case .release, .click:
            let pressed = event.kind == .click ? link(at: event.location) : pressedLink
            pressedLink = nil
            guard let index = pressed, link(at: event.location) == index else { return false }
            focusLink(index)
            follow(linkAt: index)
        default: return false
        }
        return true
    }

    /// The link drawn at `point`, if any.
    func link(at point: Point) -> Int? {
        let lines = layout.lines
        let index = topLine + point.y
        guard point.y >= 0, lines.indices.contains(index) else { return nil }
        var x = 0
        for run in lines[index].runs {
            let width = run.text.displayWidth
            if point.x >= x, point.x < x + width { return run.link }
            x += width
        }
        return nil
    }

    /// Focuses the next (or previous) link in reading order, wrapping; false when the page has none.
    func moveLinkFocus(forward: Bool) -> Bool {
        let lines = layout.linkLines
        let reachable = lines.indices.filter { lines[$0] != nil }
        guard !reachable.isEmpty else { return false }
        let next: Int?
        if let current = focusedLinkIndex {
            next =
                forward
                ? reachable.first { $0 > current } ?? reachable.first
                : reachable.last { $0 < current } ?? reachable.last
        } else {
            // From the first link in view (or the last one above it, going back).
            let visible = reachable.filter { (lines[$0] ?? 0) >= topLine }
            next =
                forward
                ? visible.first ?? reachable.first
                : reachable.last { (lines[$0] ?? 0) < topLine + frame.height } ?? reachable.last
        }
        if let next { focusLink(next) }
        return true
    }

    func focusLink(_ index: Int) {
        let previous = focusedLinkIndex
        let top = topLine
        focusedLinkIndex = index
        focusedLink = document.links.indices.contains(index) ? document.links[index] : nil
        if let line = layout.linkLines[index] { scroll(toShow: line) }
        guard topLine == top, let previous else {
            setNeedsDisplay()
            return
        }
        // The page stayed: only the lines of the link that lost focus and of
        // the one that took it look different (a Tab drew the whole page).
        setNeedsDisplay(forLinesOf: previous)
        setNeedsDisplay(forLinesOf: index)
    }

    /// Marks the rows on screen showing link `index` (one, or more when it wraps).
    private func setNeedsDisplay(forLinesOf index: Int) {
        let lines = layout.lines
        guard layout.linkLines.indices.contains(index), var line = layout.linkLines[index] else { return }
        while line < lines.count, lines[line].runs.contains(where: { $0.link == index }) {
            if line >= topLine, line < topLine + frame.height {
                setNeedsDisplay(Rect(x: 0, y: line - topLine, width: frame.width, height: 1))
            }
            line += 1
        }
    }
}
