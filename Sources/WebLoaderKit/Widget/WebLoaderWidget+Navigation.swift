import CursesKit
import Dispatch
import FoundationEssentials

extension WebLoaderWidget {
    /// Loads `request` (http, https, file or data) as a new page in the history.
    ///
    /// Returns the navigation the delegate's calls will carry, or nil when the
    /// delegate cancelled it.
    @discardableResult
    public func load(_ request: WebRequest) -> WebNavigation? {
        navigate(to: .request(request), url: request.url, request: request, type: .other)
    }

    /// Shows `html` as a new page; relative links resolve against `baseURL`.
    @discardableResult
    public func loadHTMLString(_ html: String, baseURL: URL?) -> WebNavigation? {
        let request = WebRequest(url: baseURL ?? URL(string: "about:blank") ?? URL(fileURLWithPath: "/"))
        return navigate(to: .html(html, baseURL: baseURL), url: baseURL, request: request, type: .other)
    }

    /// Loads the current page again, keeping the reading position.
    @discardableResult
    public func reload() -> WebNavigation? {
        guard let entry = history.current else { return nil }
        return start(entry, restoring: topAnchor, type: .reload)
    }

    /// Goes to the previous page, at the position it was left.
    @discardableResult
    public func goBack() -> WebNavigation? {
        guard canGoBack else { return nil }
        return move(by: -1)
    }

    /// Goes to the next page, at the position it was left.
    @discardableResult
    public func goForward() -> WebNavigation? {
        guard canGoForward else { return nil }
        return move(by: 1)
    }

    /// Stops the current load: progress becomes 1 and the delegate is told
    /// the load failed with ``WebLoadError/cancelled``. What arrived of the new
    /// page stays on screen, marked "Stopped"; when nothing had arrived, the
    /// page on show stays and so does its address.
    public func stopLoading() {
        guard isLoading, let navigation else { return }
        loader?.cancel()
        loader = nil
        loadID += 1
        if pageArrived {
            apply(.stoppedNotice)
            finishPage(cutAt: nil, download: nil)
        } else if let shown = shownPage, history.entries.indices.contains(shown.index) {
            // Nothing came: back to the page on show, in the history as on the screen.
            if history.index == history.entries.count - 1, history.index > shown.index,
                history.entries[history.index].page == nil
            {
                history.entries.removeLast()
            }
            history.index = shown.index
            url = shown.url
            pendingAnchor = nil
        }
        finishLoad()
        navigationDelegate?.webLoader(self, didFail: navigation, withError: .cancelled)
    }

    // MARK: - Internals

    /// The anchor of the first line shown.
    var topAnchor: Int? {
        guard let lines = documentLayout?.lines, lines.indices.contains(topLine) else { return nil }
        return lines[topLine].anchor
    }

    /// Follows link `index` of the page.
    func follow(linkAt index: Int) {
        guard document.links.indices.contains(index) else { return }
        let link = document.links[index]
        guard let url = link.url else {
            loader?.cancel()
            loadID += 1
            navigation = WebNavigation(request: nil)
            return fail(.badURL(link.target), url: nil)
        }
        navigate(
            to: .request(WebRequest(url: url)), url: url, request: WebRequest(url: url), type: .linkActivated)
    }

    @discardableResult
    private func navigate(
        to source: PageLoader.Source, url: URL?, request: WebRequest, type: WebNavigationType
    ) -> WebNavigation? {
        guard decide(request, type) else { return nil }
        rememberReadingPosition()
        history.push(WebHistory.Entry(source: source, url: url))
        return start(history.entries[history.index], restoring: nil, type: nil)
    }

    private func move(by offset: Int) -> WebNavigation? {
        let target = history.entries[history.index + offset]
        guard let request = target.url.map({ WebRequest(url: $0) }), decide(request, .backForward) else {
            return nil
        }
        rememberReadingPosition()
        history.index += offset
        if let page = target.page { return showCached(page, of: target) }
        return start(target, restoring: target.anchor, type: nil)
    }

    /// Notes where the page on show was read to, before another takes its place.
    private func rememberReadingPosition() {
        guard let shown = shownPage, history.entries.indices.contains(shown.index) else { return }
        history.entries[shown.index].anchor = topAnchor
        history.entries[shown.index].row = documentLayout.map { (topLine, $0.width) }
        history.entries[shown.index].focusedLink = focusedLinkIndex
    }

    /// Shows a page from the cache at once: no request, the reading position and
    /// focused link as they were left. The delegate hears the usual calls.
    private func showCached(_ page: WebHistory.CachedPage, of entry: WebHistory.Entry) -> WebNavigation {
        loader?.cancel()
        loader = nil
        loadID += 1
        let navigation = WebNavigation(request: entry.url.map { WebRequest(url: $0) })
        self.navigation = navigation
        navigationDelegate?.webLoader(self, didStartProvisionalNavigation: navigation)
        show(page.document)
        download = page.download
        url = entry.url
        shownPage = (history.index, entry.url)
        if let row = entry.row, row.width == layout.width {
            topLine = row.line
        } else if let anchor = entry.anchor {
            topLine = layout.line(forAnchor: anchor)
        }
        clampTopLine()
        if let link = entry.focusedLink, document.links.indices.contains(link) {
            focusedLinkIndex = link
            focusedLink = document.links[link]
        }
        navigationDelegate?.webLoader(self, didCommit: navigation)
        estimatedProgress = 1
        isLoading = false
        navigationDelegate?.webLoader(self, didFinish: navigation)
        setNeedsDisplay()
        return navigation
    }

    private func decide(_ request: WebRequest, _ type: WebNavigationType) -> Bool {
        let action = WebNavigationAction(request: request, navigationType: type)
        return navigationDelegate?.webLoader(self, decidePolicyFor: action) ?? .allow == .allow
    }

    /// Starts loading `entry`; `type` non-nil asks the delegate first (reload).
    private func start(_ entry: WebHistory.Entry, restoring anchor: Int?, type: WebNavigationType?)
        -> WebNavigation?
    {
        if let type, let url = entry.url, !decide(WebRequest(url: url), type) { return nil }
        loader?.cancel()
        loadID += 1
        let id = loadID
        let navigation = WebNavigation(request: entry.url.map { WebRequest(url: $0) })
        self.navigation = navigation
        pendingAnchor = anchor
        url = entry.url
        estimatedProgress = 0
        isLoading = true
        estimatedProgress = 0.1
        var settings = PageLoader.Settings()
        settings.maximumSize = maximumPageSize
        settings.timeout = timeout
        settings.throughput = throughputLimit
        pageArrived = false
        let loader = PageLoader(source: entry.source, settings: settings) { [weak self] event in
            enqueueOnMainActor { self?.handle(event, id: id) }
        }
        self.loader = loader
        navigationDelegate?.webLoader(self, didStartProvisionalNavigation: navigation)
        if document.blocks.isEmpty { setNeedsDisplay() }
        loader.start()
        return navigation
    }

    /// Applies one event of load `id`; events of an older load are dropped.
    func handle(_ event: PageLoader.Event, id: Int) {
        guard id == loadID, let navigation else { return }
        switch event {
        case .committed(let response):
            url = response.url
            if history.current != nil { history.entries[history.index].url = response.url }
            navigationDelegate?.webLoader(self, didCommit: navigation)
        case .progress(let value):
            estimatedProgress = max(estimatedProgress, min(value, 0.99))
        case .content(let deltas):
            for delta in deltas { apply(delta) }
            loader?.acknowledge()
        case .finished(let deltas, let cutShort, let download):
            for delta in deltas { apply(delta) }
            if !pageArrived { beginPage() }
            finishPage(cutAt: cutShort.map { _ in maximumPageSize }, download: download)
            let kept = document.textByteCount + (download?.body.count ?? 0)
            history.cache(WebHistory.CachedPage(document: document, download: download, byteCount: kept))
            finishLoad()
            if let cutShort {
                navigationDelegate?.webLoader(self, didFail: navigation, withError: cutShort)
            } else {
                navigationDelegate?.webLoader(self, didFinish: navigation)
            }
        case .failed(let error):
            fail(error, url: url)
        }
    }

    /// Shows the error page for `error` and tells the delegate.
    private func fail(_ error: WebLoadError, url: URL?) {
        show(PageDecoder.errorDocument(error, url: url))
        shownPage = (history.index, url)
        let navigation = navigation
        finishLoad()
        if let navigation { navigationDelegate?.webLoader(self, didFail: navigation, withError: error) }
    }

    /// Progress to 1, loading over.
    private func finishLoad() {
        loader = nil
        estimatedProgress = 1
        isLoading = false
    }
}
