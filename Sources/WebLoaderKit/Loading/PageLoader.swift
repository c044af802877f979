import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads one page off the main thread and reports what happened, in order:
/// `committed`, then `progress` steps, then `finished` or `failed`.
///
/// Bytes from the network (or a file, data: URL or string) go through a pacer
/// that can hold them to a throughput limit; progress is computed from the
/// bytes the pacer let through, so a throttled local page shows its progress
/// as a slow link would. Everything runs on one serial queue; `deliver` is
/// called on that queue and must hop to the main actor itself.
package final class PageLoader: NSObject, @unchecked Sendable {
    /// What happened, in the order it happened.
    package enum Event: Sendable {
        case committed(PageResponse)
        /// The fraction of the page received, from 0.1 towards 0.95; quantized to 1/256.
        case progress(Double)
        /// The document laid out at ``Settings/layoutWidth`` (off the main thread), and the error
        /// that cut it short (the size cap), if any.
        case finished(WebDocument, DocumentLayout, cutShort: WebLoadError?)
        case failed(WebLoadError)
    }

    /// Where the page comes from.
    package enum Source: Sendable {
        case request(URLRequest)
        case html(String, baseURL: URL?)
    }

    /// Limits for one load.
    package struct Settings: Sendable {
        /// The largest body shown; more is cut off.
        package var maximumSize = 8 << 20
        /// Seconds without data before the load fails.
        package var timeout: TimeInterval = 30
        /// Bytes per second let through, or nil for no limit.
        package var throughput: Int?
        /// The width to lay the page out at before it is handed over (the widget's width
        /// when the load started), so a big page costs the main thread nothing.
        package var layoutWidth = 80

        package init() {}
    }

    /// How often the pacer releases bytes while throttled.
    static let tick = 0.05

    let queue = DispatchQueue(label: "WebLoaderKit.PageLoader")
    private let source: Source
    var settings: Settings
    /// The timeout, readable from URLSession's delegate queue.
    let timeout: TimeInterval
    private let deliver: @Sendable (Event) -> Void

    // Queue-confined state.
    private var task: URLSessionDataTask?
    private var response: PageResponse?
    private var released: [UInt8] = []
    private var pending: [UInt8] = []
    private var sourceDone = false
    private var sourceError: WebLoadError?
    private var cut = false
    private var ended = false
    private var timer: DispatchSourceTimer?
    private var lastProgress = 0.0

    package init(source: Source, settings: Settings, deliver: @escaping @Sendable (Event) -> Void) {
        self.source = source
        self.settings = settings
        self.timeout = settings.timeout
        self.deliver = deliver
    }

    package func start() {
        queue.async { self.begin() }
    }

    /// Stops the load; no event follows.
    package func cancel() {
        queue.async {
            self.ended = true
            self.stopSource()
        }
    }

    /// Changes the throughput limit of this load from now on.
    package func setThroughput(_ bytesPerSecond: Int?) {
        queue.async {
            self.settings.throughput = bytesPerSecond
            self.pump()
        }
    }

    private func begin() {
        switch source {
        case .html(let html, let baseURL):
            let url = baseURL ?? URL(string: "about:blank") ?? URL(fileURLWithPath: "/")
            commit(
                PageResponse(
                    url: url, mimeType: "text/html", charset: "utf-8", expectedLength: html.utf8.count))
            receive(Array(html.utf8))
            sourceFinished(error: nil)
        case .request(let request):
            guard let url = request.url else { return fail(.badURL("")) }
            switch url.scheme?.lowercased() {
            case "http", "https": startNetwork(request)
            case "file": loadFile(url)
            case "data": loadData(url)
            default: fail(.unsupportedScheme(url.scheme ?? url.absoluteString))
            }
        }
    }

    // MARK: - Sources

    private func startNetwork(_ request: URLRequest) {
        var request = request
        request.timeoutInterval = settings.timeout
        task = NetworkSession.shared.start(request, for: self)
    }

    private func loadFile(_ url: URL) {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return fail(.fileNotFound(path.inertForTerminal))
        }
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            return fail(
                .unreadable(
                    path.inertForTerminal,
                    reason: isDirectory.boolValue ? "it is a directory" : "permission denied"))
        }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        commit(
            PageResponse(
                url: url, mimeType: PageResponse.mimeType(forPathExtension: url.pathExtension),
                expectedLength: size))
        while !ended, !cut {
            guard let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty else { break }
            receive(Array(chunk))
        }
        sourceFinished(error: nil)
    }

    private func loadData(_ url: URL) {
        let text = url.absoluteString.dropFirst(5)
        guard let comma = text.firstIndex(of: ",") else {
            return fail(.badURL(url.absoluteString.inertForTerminal))
        }
        let header = text[..<comma].lowercased()
        let payload = String(text[text.index(after: comma)...])
        let isBase64 = header.hasSuffix(";base64")
        let (type, charset) = PageResponse.parseContentType(
            String(isBase64 ? header.dropLast(7) : header[...]))
        let bytes: [UInt8]?
        if isBase64 {
            bytes = Data(base64Encoded: payload.removingPercentEncoding ?? payload).map { Array($0) }
        } else {
            bytes = (payload.removingPercentEncoding ?? payload).utf8.map { $0 }
        }
        guard let bytes else { return fail(.badURL("data: URL with invalid base64")) }
        commit(
            PageResponse(
                url: url, mimeType: type ?? "text/plain", charset: charset, expectedLength: bytes.count))
        receive(bytes)
        sourceFinished(error: nil)
    }

    private func stopSource() {
        timer?.cancel()
        timer = nil
        task.map(NetworkSession.shared.stop)
        task = nil
    }

    // MARK: - The pipeline (on `queue`)

    func commit(_ response: PageResponse) {
        guard !ended, self.response == nil else { return }
        self.response = response
        deliver(.committed(response))
        report(0.1)
    }

    func receive(_ bytes: [UInt8]) {
        guard !ended, !cut else { return }
        let room = settings.maximumSize - released.count - pending.count
        if bytes.count > room {
            pending += bytes.prefix(max(0, room))
            cut = true
            task.map(NetworkSession.shared.stop)
            task = nil
            sourceDone = true
        } else {
            pending += bytes
        }
        pump()
    }

    func sourceFinished(error: WebLoadError?) {
        guard !ended, !sourceDone else { return }
        sourceDone = true
        sourceError = error
        // libcurl reports a body shorter than its Content-Length as a generic error.
        if case .network = error, let length = response?.expectedLength,
            released.count + pending.count < length
        {
            sourceError = .connectionLost
        }
        task = nil  // finished: the shared session has let it go
        pump()
    }

    func fail(_ error: WebLoadError) {
        guard !ended else { return }
        ended = true
        stopSource()
        deliver(.failed(error))
    }

    /// Moves bytes from `pending` to `released` (all of them, or a tick's worth
    /// when throttled), reports progress, and ends the load when all is through.
    private func pump() {
        guard !ended else { return }
        if let limit = settings.throughput, limit > 0, !pending.isEmpty {
            if timer == nil {
                let timer = DispatchSource.makeTimerSource(queue: queue)
                timer.schedule(deadline: .now() + Self.tick, repeating: Self.tick)
                timer.setEventHandler { [weak self] in
                    guard let self else { return }
                    self.release(max(1, Int(Double(self.settings.throughput ?? limit) * Self.tick)))
                }
                self.timer = timer
                timer.resume()
            }
            return
        }
        release(pending.count)
    }

    private func release(_ count: Int) {
        if settings.throughput == nil { return releaseAll() }
        guard !ended else { return }
        let take = min(count, pending.count)
        if take > 0 {
            released += pending.prefix(take)
            pending.removeFirst(take)
            report(progress(for: released.count))
        }
        if pending.isEmpty {
            timer?.cancel()
            timer = nil
            if sourceDone { end() }
        }
    }

    private func releaseAll() {
        guard !ended else { return }
        if !pending.isEmpty {
            released += pending
            pending.removeAll()
            report(progress(for: released.count))
        }
        timer?.cancel()
        timer = nil
        if sourceDone { end() }
    }

    private func end() {
        ended = true
        stopSource()
        guard let response else { return deliver(.failed(sourceError ?? .connectionLost)) }
        if let sourceError, !cut { return deliver(.failed(sourceError)) }
        let limit = cut ? settings.maximumSize : nil
        let document = PageDecoder.document(body: released, response: response, cutAt: limit)
        let layout = DocumentLayout(document: document, width: settings.layoutWidth)
        deliver(.finished(document, layout, cutShort: cut ? .tooLarge(limit: settings.maximumSize) : nil))
    }

    /// 0.1 at the response, then 0.1 + 0.85 × the fraction of Content-Length; without a length
    /// a curve that approaches 0.95 and never reaches it. 1 comes only with the end.
    private func progress(for bytes: Int) -> Double {
        if let length = response?.expectedLength, length > 0 {
            return 0.1 + 0.85 * min(1, Double(bytes) / Double(length))
        }
        return 0.1 + 0.85 * (1 - exp(-Double(bytes) / 131_072))
    }

    /// Reports `value` when it reaches a new 1/256 step: each report then moves a
    /// progress bar of 32 columns or more by at least one eighth of a cell.
    private func report(_ value: Double) {
        let stepped = (value * 256).rounded(.down) / 256
        guard stepped > lastProgress else { return }
        lastProgress = stepped
        deliver(.progress(stepped))
    }
}
