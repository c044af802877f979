import CursesKit

/// A page that streams in: the old page stays on screen until the new one's
/// first content arrives, then each delta is laid out as it comes (costing
/// what it adds) and drawn.
extension WebLoaderWidget {
    /// The first content of a load replaces the page on show.
    func beginPage() {
        pageArrived = true
        shownPage = (history.index, url)
        let replacedLargePage = document.textByteCount >= FreedMemory.largeDocumentBytes
        document = WebDocument()
        if replacedLargePage { FreedMemory.giveBackSoon() }
        openRuns = []
        documentLayout = DocumentLayout(streamingAt: max(1, frame.width))
        topLine = 0
        focusedLinkIndex = nil
        focusedLink = nil
        findMatch = nil
        findResult = nil
        typedLinkNumber = nil
        title = nil
        setNeedsDisplay()
    }

    /// Adds `delta` to the page and its layout; scrolls to the anchor being restored once it is there.
    func apply(_ delta: DocumentDelta) {
        if !pageArrived { beginPage() }
        document.append(delta)
        openRuns = delta.blocks.isEmpty ? openRuns + delta.openRuns : delta.openRuns
        if documentLayout?.width == max(1, frame.width) {
            documentLayout?.append(delta, linkCount: document.links.count)
        } else {
            documentLayout = nil
            relayoutIfNeeded()
        }
        if let found = delta.title, title == nil { title = found }
        if let anchor = pendingAnchor, let last = documentLayout?.lines.last, last.anchor >= anchor {
            let lines = layout
            topLine = lines.line(forAnchor: anchor)
            pendingAnchor = nil
            clampTopLine()
        }
        updateScrollPercentage()
        setNeedsDisplay()
    }

    /// The page is complete: its layout drops trailing blanks; a page cut at the
    /// cap gets its notice at the top; a file to save is offered.
    func finishPage(cutAt limit: Int?, download: WebDownload?) {
        openRuns = []
        documentLayout?.finishStreaming()
        if let limit {
            let hasStatus = document.blocks.first.map { if case .line = $0 { true } else { false } } ?? false
            let notice = PageDecoder.cutNotice(limit)
            document.blocks.insert(contentsOf: hasStatus ? [notice] : [notice, .rule], at: hasStatus ? 1 : 0)
            documentLayout = nil
            relayoutIfNeeded()
        }
        self.download = download
        if let anchor = pendingAnchor {
            topLine = layout.line(forAnchor: anchor)
            pendingAnchor = nil
        }
        clampTopLine()
        setNeedsDisplay()
    }
}
