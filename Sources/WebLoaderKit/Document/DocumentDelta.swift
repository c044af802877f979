/// What a streaming parse adds to a page since the last delta: finished
/// top-level blocks, more of the paragraph still open, new links, the title.
///
/// Only the first block can finish a paragraph whose start came earlier as
/// ``openRuns``: ``continuedRuns`` says how many of its runs were handed out
/// already, so a layout that wrapped those goes on from there.
package struct DocumentDelta: Sendable, Equatable {
    package var blocks: [Block] = []
    /// Runs of `blocks[0]` already handed out as open runs (0: it is a new block).
    package var continuedRuns = 0
    /// More runs of the top-level paragraph that is still open.
    package var openRuns: [InlineRun] = []
    /// Links first seen in this delta, numbered on from the earlier ones.
    package var links: [WebLink] = []
    /// The title, when this delta found it.
    package var title: String?

    package init() {}

    package var isEmpty: Bool { blocks.isEmpty && openRuns.isEmpty && links.isEmpty && title == nil }

    /// What a page stopped part-way ends with: a rule and a line saying so.
    package static let stoppedNotice: DocumentDelta = {
        var notice = DocumentDelta()
        notice.blocks = [
            .rule,
            .line([InlineRun("Stopped: the rest of the page did not load.", style: [.bold, .decoration])]),
        ]
        return notice
    }()
}

extension WebDocument {
    /// Adds `delta`: its blocks (the first one replacing the open runs it finishes) and links.
    package mutating func append(_ delta: DocumentDelta) {
        blocks += delta.blocks
        links += delta.links
        if let found = delta.title, title == nil { title = found }
    }
}
