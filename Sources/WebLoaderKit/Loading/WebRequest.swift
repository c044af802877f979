import FoundationEssentials

/// What a load asks for (Foundation's `URLRequest`, which on Linux lives in
/// FoundationNetworking, a library this kit does not link): the URL, and how
/// long to wait without data.
///
/// ```swift
/// webView.load(WebRequest(url: URL(string: "https://example.org")!))
/// ```
public struct WebRequest: Sendable, Hashable {
    /// The address to load.
    public var url: URL?
    /// Seconds without data before the load fails; nil keeps the widget's ``WebLoaderWidget/timeout``.
    public var timeoutInterval: TimeInterval?

    /// A request for `url`.
    public init(url: URL, timeoutInterval: TimeInterval? = nil) {
        self.url = url
        self.timeoutInterval = timeoutInterval
    }
}
