import FoundationEssentials

/// The back/forward list: every page asked for, where it was read to, and
/// for the most recent ones the page itself, so back and forward show it at
/// once without a request.
struct WebHistory {
    struct Entry {
        var source: PageLoader.Source
        /// The URL asked for, then the final one after redirects.
        var url: URL?
        /// The reading position when the page was left.
        var anchor: Int?
        /// The first row shown when the page was left, and the width it was laid out at
        /// (the same row comes back at that width; at another, the anchor's).
        var row: (line: Int, width: Int)?
        /// The link that had focus when the page was left.
        var focusedLink: Int?
        /// The finished page, while the cache keeps it.
        var page: CachedPage?
    }

    /// A finished page as the cache keeps it.
    struct CachedPage {
        var document: WebDocument
        var download: WebDownload?
        /// The bytes of its text and kept body: what the cache's budget counts.
        var byteCount: Int
    }

    var entries: [Entry] = []
    var index = -1
    /// The most pages the cache keeps, and the most bytes of them: half the
    /// default size cap, so a page that big is given back when it is left.
    var pageLimit = 6
    var byteLimit = 4 << 20

    var current: Entry? { entries.indices.contains(index) ? entries[index] : nil }

    /// Adds an entry after the current one, dropping the forward list.
    mutating func push(_ entry: Entry) {
        if index + 1 < entries.count { entries.removeSubrange((index + 1)...) }
        entries.append(entry)
        index = entries.count - 1
    }

    /// Keeps `page` for the current entry, then lets the pages farthest from it go
    /// until the cache is within its limits (a page over the byte limit is not kept).
    mutating func cache(_ page: CachedPage) {
        guard entries.indices.contains(index) else { return }
        entries[index].page = page.byteCount <= byteLimit ? page : nil
        let byDistance = entries.indices.filter { entries[$0].page != nil }.sorted {
            abs($0 - index) < abs($1 - index)
        }
        var bytes = 0
        for (rank, entry) in byDistance.enumerated() {
            bytes += entries[entry].page?.byteCount ?? 0
            if rank >= pageLimit || bytes > byteLimit { entries[entry].page = nil }
        }
    }

    /// The bytes the cache holds now.
    var cachedBytes: Int { entries.reduce(0) { $0 + ($1.page?.byteCount ?? 0) } }
}

extension WebDocument {
    /// The bytes of the page's text (what its memory mostly is).
    var textByteCount: Int {
        blocks.reduce(0) { $0 + $1.textByteCount }
    }
}

extension Block {
    var textByteCount: Int {
        switch self {
        case .heading(_, let runs), .paragraph(let runs), .line(let runs):
            runs.reduce(0) { $0 + $1.text.utf8.count }
        case .preformatted(let lines): lines.reduce(0) { $0 + $1.utf8.count + 1 }
        case .list(_, let items): items.reduce(0) { $0 + $1.reduce(0) { $0 + $1.textByteCount } }
        case .quote(let blocks): blocks.reduce(0) { $0 + $1.textByteCount }
        case .rule: 0
        case .table(let rows):
            rows.reduce(0) { $0 + $1.reduce(0) { $0 + $1.reduce(0) { $0 + $1.text.utf8.count } } }
        }
    }
}
