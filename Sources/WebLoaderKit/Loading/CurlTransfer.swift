import CCurl
import CursesKit
import FoundationEssentials
import Synchronization

/// One http(s) request on ``CurlDriver``'s multi handle, and the callbacks that
/// hand its answer on.
///
/// libcurl calls back on the I/O thread; the handlers this transfer is made
/// with run there, and must only queue the work (the loader hops to its own
/// queue). Flow control: bytes handed on and not yet ``consumed(_:)`` are
/// counted, and above ``highWater`` the write callback answers
/// `CURL_WRITEFUNC_PAUSE`, which stops curl reading the socket (TCP then slows
/// the server) until the consumer has caught up to ``lowWater``.
final class CurlTransfer: @unchecked Sendable {
    /// What the transfer tells its owner, on the I/O thread.
    struct Handlers: Sendable {
        /// The final answer's head (after redirects).
        var response: @Sendable (PageResponse) -> Void
        /// Body bytes, decoded from any content encoding.
        var data: @Sendable ([UInt8]) -> Void
        /// The end: nil when the whole body came, else why not.
        var end: @Sendable (WebLoadError?) -> Void
    }

    static let highWater = 1 << 20
    static let lowWater = 256 << 10

    let url: URL
    let timeout: Int
    private let handlers: Handlers
    private let inFlight = Atomic<Int>(0)
    private let paused = Atomic<Bool>(false)
    private let cancelled = Atomic<Bool>(false)
    /// I/O-thread state.
    private(set) var easy: UnsafeMutableRawPointer?
    private var committed = false
    /// The answer being read has a Content-Encoding: its Content-Length counts compressed bytes.
    private var isEncoded = false
    /// The head being read has a Location: curl follows it, so it is not the answer.
    private var hasLocation = false
    /// Where curl writes its own account of a failure (the TLS library's words, for one).
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    init(url: URL, timeout: Int, handlers: Handlers) {
        self.url = url
        self.timeout = max(1, timeout)
        self.handlers = handlers
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        LiveInstanceCounter.curlTransfers.increment()
    }

    deinit {
        LiveInstanceCounter.curlTransfers.decrement()
        errorBuffer.deallocate()
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// From now on the callbacks refuse data and report nothing.
    func cancel() { cancelled.store(true, ordering: .releasing) }

    /// The consumer has dealt with `count` bytes; resumes a paused transfer once it caught up.
    func consumed(_ count: Int) {
        let left = inFlight.subtract(count, ordering: .acquiringAndReleasing).newValue
        if left < Self.lowWater, paused.exchange(false, ordering: .acquiringAndReleasing), !isCancelled {
            CurlDriver.shared?.resume(self)
        }
    }

    // MARK: - On the I/O thread

    /// Makes and configures the easy handle; nil when curl cannot make one.
    func makeHandle(share: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        guard let easy = termui_curl_easy_init() else {
            handlers.end(.network(code: Int(CURLE_OUT_OF_MEMORY.rawValue), message: "out of memory"))
            return nil
        }
        self.easy = easy
        let me = Unmanaged.passUnretained(self).toOpaque()
        _ = termui_easy_setopt_string(easy, CURLOPT_URL, url.absoluteString)
        _ = termui_easy_setopt_pointer(easy, CURLOPT_SHARE, share)
        _ = termui_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        // A connection no child process may inherit: stopping a load then ends it.
        _ = termui_easy_open_sockets_close_on_exec(easy)
        _ = termui_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
        _ = termui_easy_setopt_long(easy, CURLOPT_MAXREDIRS, 20)
        _ = termui_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        _ = termui_easy_setopt_long(easy, CURLOPT_PROTOCOLS, Int(CURLPROTO_HTTP | CURLPROTO_HTTPS))
        _ = termui_easy_setopt_long(easy, CURLOPT_REDIR_PROTOCOLS, Int(CURLPROTO_HTTP | CURLPROTO_HTTPS))
        // "": every encoding this libcurl decodes (gzip, deflate, br, zstd as built).
        _ = termui_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        // An empty cookie file turns the cookie engine on; the share keeps them for the session.
        _ = termui_easy_setopt_string(easy, CURLOPT_COOKIEFILE, "")
        _ = termui_easy_setopt_string(easy, CURLOPT_USERAGENT, "WebLoaderKit (libcurl; text browser)")
        _ = termui_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT, timeout)
        // "Seconds without data": under one byte a second for the whole timeout fails the load.
        _ = termui_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1)
        _ = termui_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, timeout)
        _ = termui_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer))
        _ = termui_easy_setopt_pointer(easy, CURLOPT_PRIVATE, me)
        _ = termui_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, me)
        _ = termui_easy_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, user in
            guard let user else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().write(data, size * count)
        }
        _ = termui_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, me)
        _ = termui_easy_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, user in
            guard let user else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().header(data, size * count)
        }
        return easy
    }

    func closeHandle() {
        guard let easy else { return }
        termui_curl_easy_cleanup(easy)
        self.easy = nil
    }

    /// A header line; the blank line that ends the final answer's head commits it.
    private func header(_ data: UnsafeMutablePointer<CChar>?, _ length: Int) -> Int {
        guard !isCancelled else { return 0 }
        guard !committed, let data, let easy else { return length }
        if length > 2 {
            let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
                .lowercased()
            if line.hasPrefix("http/") { (isEncoded, hasLocation) = (false, false) }
            if line.hasPrefix("location:") { hasLocation = true }
            if line.hasPrefix("content-encoding:"), !line.contains("identity") { isEncoded = true }
            return length
        }
        var status = 0
        _ = termui_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        // 1xx heads and redirects curl will follow are not the answer.
        if status < 200 || (300..<400).contains(status) && hasLocation { return length }
        commit()
        return length
    }

    private func write(_ data: UnsafeMutablePointer<CChar>?, _ length: Int) -> Int {
        guard !isCancelled else { return 0 }
        if !committed { commit() }
        if inFlight.load(ordering: .acquiring) >= Self.highWater {
            paused.store(true, ordering: .releasing)
            // The consumer may have caught up between the two reads: then go on.
            guard inFlight.load(ordering: .acquiring) < Self.lowWater,
                paused.exchange(false, ordering: .acquiringAndReleasing)
            else { return termui_writefunc_pause }
        }
        guard let data, length > 0 else { return length }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: length))
        inFlight.add(length, ordering: .acquiringAndReleasing)
        handlers.data(bytes)
        return length
    }

    private func commit() {
        guard let easy, !committed else { return }
        committed = true
        var status = 0
        _ = termui_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var type: UnsafeMutablePointer<CChar>?
        _ = termui_easy_getinfo_string(easy, CURLINFO_CONTENT_TYPE, &type)
        var effective: UnsafeMutablePointer<CChar>?
        _ = termui_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &effective)
        var length: curl_off_t = -1
        _ = termui_easy_getinfo_off(easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
        let (mimeType, charset) = PageResponse.parseContentType(type.map { String(cString: $0) })
        let final = effective.flatMap { URL(string: String(cString: $0)) } ?? url
        handlers.response(
            PageResponse(
                url: final, mimeType: mimeType ?? "text/html", charset: charset,
                statusCode: status > 0 ? status : nil,
                expectedLength: length >= 0 && !isEncoded ? Int(length) : nil))
    }

    /// The transfer ended with `code`.
    func complete(_ code: CURLcode) {
        guard !isCancelled else { return }
        if code == CURLE_OK {
            if !committed { commit() }
            return handlers.end(nil)
        }
        let detail = String(cString: errorBuffer)
        handlers.end(WebLoadError(curlCode: code, detail: detail, url: url, timeout: timeout))
    }
}
