import FoundationEssentials

/// Why a page could not be shown, in words a person can act on.
public enum WebLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing listens at the address (connection refused).
    case cannotConnect(host: String)
    /// The host name does not resolve (often: no network).
    case cannotFindHost(String)
    /// The machine has no network.
    case notConnectedToInternet
    /// No data arrived for the timeout.
    case timedOut(seconds: Int)
    /// The server closed the connection before the page was complete.
    case connectionLost
    /// The page is larger than the size cap; what fit is shown.
    case tooLarge(limit: Int)
    /// A URL scheme the loader does not open (mailto:, ftp:, …).
    case unsupportedScheme(String)
    /// Not a URL the loader can use.
    case badURL(String)
    /// A file URL that names nothing.
    case fileNotFound(String)
    /// A file that exists but cannot be read.
    case unreadable(String, reason: String)
    /// The secure connection could not be made or trusted (a bad certificate, an
    /// old protocol): `reason` is the TLS library's own account.
    case secureConnectionFailed(host: String, reason: String)
    /// Too many redirects, or one to a scheme that is not http(s).
    case badRedirect(String)
    /// ``WebLoaderWidget/stopLoading()`` ended the load.
    case cancelled
    /// Any other network failure: libcurl's error code and its words.
    case network(code: Int, message: String)
    /// libcurl, opened on the first load from the network, could not be (`reason` says why).
    case networkUnavailable(reason: String)

    /// What went wrong, as a sentence for the error page.
    public var description: String {
        switch self {
        case .cannotConnect(let host): "Cannot connect to \(host): the connection was refused."
        case .cannotFindHost(let host):
            "Cannot find the server \(host). Check the address, or whether this machine has a network."
        case .notConnectedToInternet: "This machine is not connected to a network."
        case .timedOut(let seconds): "The server sent nothing for \(seconds) seconds; the load timed out."
        case .connectionLost: "The server closed the connection before the page was complete."
        case .tooLarge(let limit):
            "The page is larger than \(Self.size(limit)); only the first \(Self.size(limit)) is shown."
        case .unsupportedScheme(let scheme): "Cannot open \(scheme): links (only http, https, file and data)."
        case .badURL(let text): "\"\(text)\" is not an address that can be opened."
        case .fileNotFound(let path): "No file at \(path)."
        case .unreadable(let path, let reason): "Cannot read \(path): \(reason)."
        case .secureConnectionFailed(let host, let reason):
            "Cannot make a secure connection to \(host): \(reason)."
        case .badRedirect(let reason): "The server's redirects lead nowhere: \(reason)."
        case .cancelled: "Stopped."
        case .network(let code, let message): "\(message) (error \(code))"
        case .networkUnavailable(let reason): "Cannot load from the network: \(reason.inertForTerminal)."
        }
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
