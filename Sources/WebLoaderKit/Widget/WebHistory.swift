import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The back/forward list: every page asked for, and where it was read to.
struct WebHistory {
    struct Entry {
        var source: PageLoader.Source
        /// The URL asked for, then the final one after redirects.
        var url: URL?
        /// The reading position when the page was left.
        var anchor: Int?
    }

    var entries: [Entry] = []
    var index = -1

    var current: Entry? { entries.indices.contains(index) ? entries[index] : nil }

    /// Adds an entry after the current one, dropping the forward list.
    mutating func push(_ entry: Entry) {
        if index + 1 < entries.count { entries.removeSubrange((index + 1)...) }
        entries.append(entry)
        index = entries.count - 1
    }
}
