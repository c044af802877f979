import CursesKit
import FoundationEssentials

/// A text-mode web view (WebKit's `WKWebView`): loads http, https, file and
/// data URLs or an HTML string, and shows the page laid out to its width.
///
/// Loading runs off the main thread; the widget's properties change on the
/// main actor, and can be observed KVO-style:
///
/// ```swift
/// let webView = WebLoaderWidget()
/// let observation = webView.observe(\.estimatedProgress) { webView, change in
///     progressBar.progress = webView.estimatedProgress
/// }
/// webView.load(WebRequest(url: URL(string: "https://example.org")!))
/// ```
///
/// Keys while focused: arrows, PgUp/PgDn, Space, Home/End scroll; Tab and
/// Shift-Tab move between links, Enter follows one; `b` goes back, `f`
/// forward, `r` reloads, `s` stops; `n` finds the next match of the last
/// ``find(_:backwards:)``. The mouse wheel scrolls; a click follows a link.
public final class WebLoaderWidget: Widget {
    /// Told about each load; held weakly.
    public weak var navigationDelegate: WebNavigationDelegate?

    /// The page's URL: the final one after redirects, once the response arrived.
    public internal(set) var url: URL? {
        didSet { if url != oldValue { notify(\WebLoaderWidget.url) } }
    }

    /// The page's `<title>`, made inert; nil when it has none.
    public internal(set) var title: String? {
        didSet { if title != oldValue { notify(\WebLoaderWidget.title) } }
    }

    /// True from the start of a load until it finishes, fails or is stopped.
    public internal(set) var isLoading = false {
        didSet { if isLoading != oldValue { notify(\WebLoaderWidget.isLoading) } }
    }

    /// How much of the current load is done, 0 to 1: it starts at 0.1, follows the
    /// bytes received, never goes down within a load, and is 1 when the load ends,
    /// whether it succeeded or failed. It moves in steps of 1/256.
    public internal(set) var estimatedProgress = 0.0 {
        didSet { if estimatedProgress != oldValue { notify(\WebLoaderWidget.estimatedProgress) } }
    }

    /// The link Tab has reached, if any (what a status bar shows).
    public internal(set) var focusedLink: WebLink? {
        didSet { if focusedLink != oldValue { notify(\WebLoaderWidget.focusedLink) } }
    }

    /// The link number typed so far (digits, as in lynx): Enter follows that link.
    public internal(set) var typedLinkNumber: Int? {
        didSet { if typedLinkNumber != oldValue { notify(\WebLoaderWidget.typedLinkNumber) } }
    }

    /// How far down the page the view is, 0 to 100 (100 when the whole page fits).
    public internal(set) var scrollPercentage = 100 {
        didSet { if scrollPercentage != oldValue { notify(\WebLoaderWidget.scrollPercentage) } }
    }

    /// Which lines are on screen, in words ("Top", "Bot", "All", "lines 20–38/120")
    /// that a status bar can show without being read as the load's progress.
    public internal(set) var scrollPosition = WebScrollPosition(firstLine: 1, lastLine: 0, lineCount: 0) {
        didSet { if scrollPosition != oldValue { notify(\WebLoaderWidget.scrollPosition) } }
    }

    /// The last ``find(_:backwards:)``'s match: which of the matching lines, of how many.
    public internal(set) var findResult: WebFindResult? {
        didSet { if findResult != oldValue { notify(\WebLoaderWidget.findResult) } }
    }

    /// The answer of the last load when it was not a page (an archive, an image):
    /// its type and size, to be saved with ``WebDownload/save(as:in:)``.
    public internal(set) var download: WebDownload? {
        didSet { if download != oldValue { notify(\WebLoaderWidget.download) } }
    }

    /// True when there is a page to go back to.
    public var canGoBack: Bool { history.index > 0 }
    /// True when there is a page to go forward to.
    public var canGoForward: Bool { history.index + 1 < history.entries.count }

    /// Bytes per second a load may take in, or nil for no limit (a browser's
    /// network throttling, curl's `--limit-rate`); applies to the running load too.
    public var throughputLimit: Int? {
        didSet {
            guard throughputLimit != oldValue else { return }
            loader?.setThroughput(throughputLimit)
        }
    }

    /// The largest page shown; a larger one is cut here, with a notice. 8 MB by default.
    public var maximumPageSize = 8 << 20
    /// Seconds without data before a load fails. 30 by default.
    public var timeout: TimeInterval = 30

    // MARK: - State

    var document = WebDocument()
    var documentLayout: DocumentLayout?
    /// The first line shown.
    var topLine = 0 {
        didSet { if topLine != oldValue { updateScrollPercentage() } }
    }
    /// The anchor to restore once the next page is laid out (back, forward, reload).
    var pendingAnchor: Int?
    var focusedLinkIndex: Int?
    /// The link a mouse button went down on, followed if it comes up there too.
    var pressedLink: Int?
    var findQuery: String?
    var findMatch: FindMatch?
    var observers: [WebObserver] = []
    var loader: PageLoader?
    var navigation: WebNavigation?
    var loadID = 0
    var history = WebHistory()
    /// True once the running load's first content replaced the page on show.
    var pageArrived = false
    /// The page on screen: its history entry and address (a load stopped before
    /// its page arrives goes back to them).
    var shownPage: (index: Int, url: URL?)?
    /// The runs of the paragraph still open while a page streams in.
    var openRuns: [InlineRun] = []
    /// Lines drawn since the widget was made: drawing cost follows what is visible.
    package internal(set) var drawnLineCount = 0

    /// Creates an empty web view.
    public override init() {
        super.init()
    }

    // A big page's memory goes back to the system once the page is freed.
    isolated deinit {
        if document.textByteCount + history.cachedBytes >= FreedMemory.largeDocumentBytes {
            FreedMemory.giveBackSoon()
        }
    }

    public override var canBecomeFocused: Bool { true }
    public override var isOpaque: Bool { true }
    public override var intrinsicContentSize: Size { Size(width: 80, height: 24) }

    public override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    public override func layoutSubwidgets() {
        relayoutIfNeeded()
    }

    /// Draws only the lines in view: the cost follows the widget's height, not the page's length.
    public override func draw(in surface: Surface) {
        drawPage(in: surface)
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        handleKey(event)
    }

    /// The keys the page acts on as it stands (what `handle(_:)` does with a key).
    public override var keyHints: [KeyHint] { currentKeyHints }

    public override func handle(_ event: MouseEvent) -> Bool {
        handleMouse(event)
    }

    // MARK: - Observation

    /// Calls `changeHandler` whenever the property at `keyPath` changes, until the
    /// returned token is released or invalidated (KVO's `observe(_:options:changeHandler:)`).
    ///
    /// Observable: ``estimatedProgress``, ``title``, ``url``, ``isLoading``, ``focusedLink``,
    /// ``typedLinkNumber``, ``scrollPercentage``, ``scrollPosition``, ``findResult`` and ``download``.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<WebLoaderWidget, Value>, options: WebObservingOptions = [],
        changeHandler: @escaping @MainActor (WebLoaderWidget, WebObservedChange<Value>) -> Void
    ) -> WebObservation {
        let token = WebObservation()
        var last = self[keyPath: keyPath]
        observers.append(
            WebObserver(keyPath: keyPath, token: token) { widget in
                let value = widget[keyPath: keyPath]
                guard value != last else { return }
                let old = last
                last = value
                changeHandler(widget, WebObservedChange(oldValue: old, newValue: value))
            })
        if options.contains(.initial) {
            changeHandler(self, WebObservedChange(oldValue: nil, newValue: last))
        }
        return token
    }

    /// Runs the live observers of `keyPath`, dropping released ones.
    func notify(_ keyPath: AnyKeyPath) {
        observers.removeAll { !$0.isLive }
        for observer in observers where observer.keyPath == keyPath && observer.isLive {
            observer.check(self)
        }
    }

    // MARK: - Layout

    /// Lays the document out again when the width changed, keeping the reading position.
    func relayoutIfNeeded() {
        let width = max(1, frame.width)
        guard documentLayout?.width != width else { return }
        let anchor =
            pendingAnchor
            ?? documentLayout.flatMap { $0.lines.indices.contains(topLine) ? $0.lines[topLine].anchor : nil }
        var layout = DocumentLayout(streamingAt: width, linkCount: document.links.count)
        var all = DocumentDelta()
        all.blocks = document.blocks
        all.openRuns = openRuns
        layout.append(all, linkCount: document.links.count)
        if !(isLoading && pageArrived) { layout.finishStreaming() }
        documentLayout = layout
        if let anchor, layout.lines.last.map({ $0.anchor >= anchor }) ?? false {
            topLine = layout.line(forAnchor: anchor)
            pendingAnchor = nil
        }
        clampTopLine()
        if findMatch != nil, let query = findQuery {
            findMatch = search(query, from: topLine, backwards: false, in: layout)
        }
        setNeedsDisplay()
    }

    /// The layout for the current width (made now if needed).
    var layout: DocumentLayout {
        relayoutIfNeeded()
        return documentLayout ?? DocumentLayout(document: document, width: max(1, frame.width))
    }

    var maxTopLine: Int { max(0, layout.lines.count - max(1, frame.height)) }

    func clampTopLine() {
        topLine = min(max(0, topLine), maxTopLine)
        updateScrollPercentage()
    }

    func updateScrollPercentage() {
        let lines = documentLayout?.lines.count ?? 0
        let height = max(1, frame.height)
        scrollPercentage = lines <= height ? 100 : min(100, (topLine + height) * 100 / lines)
        scrollPosition = WebScrollPosition(topLine: topLine, height: height, lineCount: lines)
    }

    /// Shows `document` (an error page, a string) from the top, or the pending anchor.
    func show(_ newDocument: WebDocument) {
        let replacedLargePage = document.textByteCount >= FreedMemory.largeDocumentBytes
        document = newDocument
        if replacedLargePage { FreedMemory.giveBackSoon() }
        openRuns = []
        download = nil
        topLine = 0
        focusedLinkIndex = nil
        focusedLink = nil
        findMatch = nil
        findResult = nil
        typedLinkNumber = nil
        title = newDocument.title
        documentLayout = nil
        relayoutIfNeeded()
    }

    /// The bytes of text the widget holds: the page on show and the pages the
    /// history keeps (what its memory follows).
    package var keptTextBytes: (page: Int, cache: Int) { (document.textByteCount, history.cachedBytes) }

    /// Plain text of the lines laid out now (for tests and tools).
    package var renderedLines: [String] { layout.plainLines }
}
