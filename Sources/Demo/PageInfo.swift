import WebLoaderKit

/// What the web screen shows around the page, written by ``WebViewAdapter``'s coordinator.
struct PageInfo: Equatable {
    var title = ""
    var url = ""
    var linkTarget: String?
    /// Why the last find found nothing.
    var findMessage: String?
    /// "match 2 of 7" for the last find that matched.
    var findStatus: String?
    /// The link number typed so far (lynx's digits, then Enter).
    var typedLinkNumber: Int?
    /// Which lines are on screen ("Top", "lines 20–38/120"): never a bare
    /// percentage, which beside a load would read as its progress.
    var scrollPosition = WebScrollPosition(firstLine: 1, lastLine: 0, lineCount: 0)
    /// The answer, when it is a file rather than a page.
    var download: WebDownload?
}

/// A find the screen asks the page for; `serial` makes asking again for the same text a new request.
struct FindRequest: Equatable {
    var text: String
    var serial: Int
}
