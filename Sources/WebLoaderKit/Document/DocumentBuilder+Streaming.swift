import CLibXML2

/// Streaming: elements still open in the parser are entered (their start acted
/// on, their children visited as they complete) and ended later; what is
/// finished so far is handed out as a ``DocumentDelta``.
extension DocumentBuilder {
    /// Whether an open element's children may be visited before it ends: the
    /// containers whose start and end only flush or change the style, so that
    /// visiting them in pieces gives the same blocks as visiting them whole.
    static func isEnterable(_ name: String) -> Bool {
        switch name {
        case "p", "b", "strong", "i", "em", "cite", "var", "dfn", "code", "tt", "kbd", "samp": true
        case "h1", "h2", "h3", "h4", "h5", "h6", "br", "hr", "pre", "listing", "xmp", "plaintext",
            "blockquote",
            "dd", "ul", "ol", "menu", "dir", "li", "table", "img", "input", "a", "title", "head":
            false
        default: !isDropped(name)
        }
    }

    /// Acts on the start of open element `name` (``isEnterable(_:)``).
    func enter(_ name: String) {
        enteredStyles.append(style)
        switch name {
        case "p": flush(paragraph: false)
        case "b", "strong": style.insert(.bold)
        case "i", "em", "cite", "var", "dfn": style.insert(.italic)
        case "code", "tt", "kbd", "samp": style.insert(.code)
        default: if Self.blockElements.contains(name) { flush(paragraph: false) }
        }
    }

    /// Acts on the end of an element ``enter(_:)`` started.
    func exit(_ name: String) {
        if let saved = enteredStyles.popLast() { style = saved }
        switch name {
        case "p": flush(paragraph: true)
        default: if Self.blockElements.contains(name) { flush(paragraph: false) }
        }
    }

    /// What was finished since the last delta. The runs of the open top-level
    /// paragraph are handed out up to the last one with content before the one
    /// still growing, so the blocks later made of them keep the same runs.
    func takeDelta() -> DocumentDelta {
        var delta = DocumentDelta()
        delta.blocks = containers[0]
        containers[0].removeAll()
        delta.continuedRuns = delta.blocks.isEmpty ? 0 : continuedRuns
        continuedRuns = 0
        if containers.count == 1 {
            splitGrowingRun()
            var limit = runs.count - 1
            while limit > streamedRuns,
                runs[limit - 1].text == "\n" || runs[limit - 1].text.allSatisfy({ $0 == " " })
            {
                limit -= 1
            }
            if limit > streamedRuns {
                delta.openRuns = Array(runs[streamedRuns..<limit])
                streamedRuns = limit
            }
        }
        delta.links = links
        linkBase += links.count
        links.removeAll()
        if let title, !titleHandedOut {
            delta.title = title
            titleHandedOut = true
        }
        return delta
    }

    /// The last run can still grow (text of the same style joins it), so it is
    /// never handed out; a long one is cut after its last space, and the part
    /// before can be. Cut at a space, the runs wrap as the one run would.
    ///
    /// Only the bytes that came since the last look are searched: what is left
    /// after a cut holds no space, and a page of one endless word (no space at
    /// all) once cost a scan and a copy of the whole run per delta, quadratic.
    private func splitGrowingRun() {
        guard let last = runs.last else { return }
        let utf8 = last.text.utf8
        // The run's final byte is never a cut: a cut leaves something growing.
        guard utf8.count > 1 else { return }
        let known =
            growingRunChecked.index == runs.count - 1 ? min(growingRunChecked.bytes, utf8.count - 1) : 0
        let searched = utf8.index(utf8.startIndex, offsetBy: known)..<utf8.index(before: utf8.endIndex)
        growingRunBytesSearched += utf8.count - 1 - known
        guard let space = utf8[searched].lastIndex(of: 0x20), space > utf8.startIndex else {
            growingRunChecked = (runs.count - 1, utf8.count - 1)
            return
        }
        let rest = InlineRun(
            String(last.text[utf8.index(after: space)...]), style: last.style, link: last.link)
        runs[runs.count - 1].text = String(last.text[...space])
        runs.append(rest)
        growingRunChecked = (runs.count - 1, rest.text.utf8.count)
    }

    /// Ends what is open and hands out the rest.
    func finishDelta() -> DocumentDelta {
        flush(paragraph: false)
        return takeDelta()
    }
}
