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
    private func splitGrowingRun() {
        guard let last = runs.last, last.text.utf8.count > 1 else { return }
        let bytes = Array(last.text.utf8)
        guard let space = bytes.dropLast().lastIndex(of: 0x20), space > 0 else { return }
        runs[runs.count - 1].text = String(decoding: bytes[...space], as: UTF8.self)
        runs.append(
            InlineRun(
                String(decoding: bytes[(space + 1)...], as: UTF8.self), style: last.style, link: last.link))
    }

    /// Ends what is open and hands out the rest.
    func finishDelta() -> DocumentDelta {
        flush(paragraph: false)
        return takeDelta()
    }
}
