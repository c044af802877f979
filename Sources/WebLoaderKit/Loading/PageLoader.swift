import CursesKit
import Dispatch
import FoundationEssentials
import Glibc

/// Loads one page off the main thread and reports what happened, in order:
/// `committed`, then `content` and `progress` as the page streams in, then
/// `finished` or `failed`.
///
/// Bytes from the network (or a file, data: URL or string) go through a pacer
/// that can hold them to a throughput limit, then through the page's
/// ``PageStream`` into document deltas. Progress is computed from the bytes the
/// pacer let through, so a throttled local page shows its progress as a slow
/// link would. At most one batch of deltas is on its way to the main actor:
/// until it is ``acknowledge()``d, new deltas wait, and the transfer counts
/// their bytes as not yet consumed, so a main actor that falls behind pauses
/// the network transfer (flow control end to end). Everything runs on one
/// serial queue; `deliver` is called on that queue and must hop to the main
/// actor itself.
package final class PageLoader: @unchecked Sendable {
    /// What happened, in the order it happened.
    package enum Event: Sendable {
        case committed(PageResponse)
        /// More of the page, in order; ``PageLoader/acknowledge()`` asks for the next batch.
        case content([DocumentDelta])
        /// The fraction of the page received, from 0.1 towards 0.95; quantized to 1/256.
        case progress(Double)
        /// The body ended: the last deltas, and the error that cut it short (the size
        /// cap), if any. A body that is not a page comes as `download`.
        case finished([DocumentDelta], cutShort: WebLoadError?, download: WebDownload?)
        case failed(WebLoadError)
    }

    /// Where the page comes from.
    package enum Source: Sendable {
        case request(WebRequest)
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

        package init() {}
    }

    /// How often the pacer releases bytes while throttled.
    static let tick = 0.05
    /// How much of a file is read at a time.
    static let fileChunk = 65_536

    let queue = DispatchQueue(label: "WebLoaderKit.PageLoader")
    private let source: Source
    var settings: Settings
    private let deliver: @Sendable (Event) -> Void

    // Queue-confined state.
    private var transfer: CurlTransfer?
    private var response: PageResponse?
    private var stream: PageStream?
    private var pending: [UInt8] = []
    private var releasedCount = 0
    private var sourceDone = false
    private var sourceError: WebLoadError?
    private var cut = false
    private var ended = false
    private var timer: DispatchSourceTimer?
    private var lastProgress = 0.0
    /// Deltas made and not yet sent, and whether a batch is on its way.
    private var outgoing: [DocumentDelta] = []
    private var outgoingBytes = 0
    private var batchInFlight = false
    private var batchBytes = 0
    /// A file being read, a chunk each time the main actor has caught up.
    private var file: Int32 = -1

    package init(source: Source, settings: Settings, deliver: @escaping @Sendable (Event) -> Void) {
        self.source = source
        self.settings = settings
        self.deliver = deliver
        LiveInstanceCounter.pageLoaders.increment()
    }

    deinit {
        LiveInstanceCounter.pageLoaders.decrement()
        if file >= 0 { close(file) }
        // What it parsed was allocated in its queue's arena: give the pages back.
        if releasedCount >= FreedMemory.largeDocumentBytes { FreedMemory.giveBackSoon() }
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

    /// The main actor has applied the last `content` batch: the next one may come.
    package func acknowledge() {
        queue.async {
            self.batchInFlight = false
            self.transfer?.consumed(self.batchBytes)
            self.batchBytes = 0
            self.sendContent()
            self.readFile()
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
            case "http", "https": startNetwork(url, timeout: request.timeoutInterval ?? settings.timeout)
            case "file": openFile(url)
            case "data": loadData(url)
            default: fail(.unsupportedScheme((url.scheme ?? url.absoluteString).inertForTerminal))
            }
        }
    }

    // MARK: - Sources

    private func startNetwork(_ url: URL, timeout: TimeInterval) {
        let handlers = CurlTransfer.Handlers(
            response: { response in self.queue.async { self.commit(response) } },
            data: { bytes in self.queue.async { self.receive(bytes) } },
            end: { error in self.queue.async { self.sourceFinished(error: error) } })
        guard let driver = CurlDriver.shared else {
            return fail(
                .networkUnavailable(reason: CurlDriver.unavailableReason ?? "libcurl could not be loaded"))
        }
        let transfer = CurlTransfer(url: url, timeout: Int(timeout.rounded(.up)), handlers: handlers)
        self.transfer = transfer
        driver.start(transfer)
    }

    private func openFile(_ url: URL) {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { return fail(.fileNotFound(path.inertForTerminal)) }
        if status.st_mode & S_IFMT == S_IFDIR {
            return fail(.unreadable(path.inertForTerminal, reason: "it is a directory"))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            return fail(.unreadable(path.inertForTerminal, reason: reason))
        }
        file = descriptor
        commit(
            PageResponse(
                url: url, mimeType: PageResponse.mimeType(forPathExtension: url.pathExtension),
                expectedLength: Int(status.st_size)))
        readFile()
    }

    /// Reads the next chunk of the open file, unless the main actor is still behind.
    private func readFile() {
        guard file >= 0, !ended, !batchInFlight, pending.count < CurlTransfer.lowWater else { return }
        var chunk = [UInt8](repeating: 0, count: Self.fileChunk)
        let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        if count > 0 {
            receive(Array(chunk[0..<count]))
            // The next chunk follows at once unless a batch went out: then its acknowledgement reads on.
            if !batchInFlight { queue.async { self.readFile() } }
            return
        }
        close(file)
        file = -1
        let error =
            count < 0 ? WebLoadError.unreadable("the file", reason: String(cString: strerror(errno))) : nil
        sourceFinished(error: error)
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
            bytes = Data(base64Encoded: Data(payload.percentDecodedBytes)).map { Array($0) }
        } else {
            bytes = payload.percentDecodedBytes
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
        transfer.map { CurlDriver.shared?.stop($0) }
        transfer = nil
        if file >= 0 {
            close(file)
            file = -1
        }
    }

    // MARK: - The pipeline (on `queue`)

    func commit(_ response: PageResponse) {
        guard !ended, self.response == nil else { return }
        self.response = response
        let stream = PageStream(response: response)
        self.stream = stream
        deliver(.committed(response))
        report(0.1)
        let leading = stream.leadingBlocks
        if !leading.isEmpty {
            var delta = DocumentDelta()
            delta.blocks = leading
            enqueue(delta, bytes: 0)
        }
    }

    func receive(_ bytes: [UInt8]) {
        guard !ended, !cut else { return }
        let room = settings.maximumSize - releasedCount - pending.count
        if bytes.count > room {
            pending += bytes.prefix(max(0, room))
            transfer?.consumed(bytes.count - max(0, room))
            cut = true
            transfer.map { CurlDriver.shared?.stop($0) }
            transfer = nil
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
        transfer = nil  // finished: the driver has let it go
        pump()
    }

    func fail(_ error: WebLoadError) {
        guard !ended else { return }
        ended = true
        stopSource()
        deliver(.failed(error))
    }

    /// Moves bytes from `pending` into the page (all of them, or a tick's worth
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
        guard !ended else { return }
        let take = min(settings.throughput == nil ? pending.count : count, pending.count)
        if take > 0 {
            let bytes = take == pending.count ? pending : Array(pending.prefix(take))
            pending.removeFirst(take)
            releasedCount += take
            if let delta = stream?.feed(bytes) { enqueue(delta, bytes: take) }
            report(progress(for: releasedCount))
        }
        if file >= 0 { queue.async { self.readFile() } }
        if pending.isEmpty {
            timer?.cancel()
            timer = nil
            if sourceDone { end() }
        }
    }

    /// Sends `delta` now, or with the next batch if one is on its way.
    private func enqueue(_ delta: DocumentDelta, bytes: Int) {
        outgoingBytes += bytes
        if !delta.isEmpty { outgoing.append(delta) }
        sendContent()
    }

    private func sendContent() {
        guard !batchInFlight, !ended else { return }
        guard !outgoing.isEmpty else {
            // Nothing to show for these bytes (markup, a head): they are consumed.
            transfer?.consumed(outgoingBytes)
            outgoingBytes = 0
            return
        }
        batchInFlight = true
        batchBytes = outgoingBytes
        outgoingBytes = 0
        let batch = outgoing
        outgoing = []
        deliver(.content(batch))
    }

    private func end() {
        ended = true
        stopSource()
        guard let response, let stream else { return deliver(.failed(sourceError ?? .connectionLost)) }
        if let sourceError, !cut { return deliver(.failed(sourceError)) }
        var last = outgoing
        outgoing = []
        let final = stream.finish()
        if !final.isEmpty { last.append(final) }
        let download =
            stream.isDocument
            ? nil : WebDownload(url: response.url, mimeType: response.mimeType, body: stream.kept)
        deliver(
            .finished(last, cutShort: cut ? .tooLarge(limit: settings.maximumSize) : nil, download: download))
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
