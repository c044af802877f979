import CCurl
import FoundationEssentials

extension WebLoadError {
    /// The error for libcurl's `code` while loading `url`; `detail` is curl's error buffer.
    init(curlCode code: CURLcode, detail: String, url: URL, timeout: Int) {
        let host = url.host ?? url.absoluteString
        let words = (detail.isEmpty ? String(cString: termui_curl_easy_strerror(code)) : detail)
            .inertForTerminal
        switch code {
        case CURLE_COULDNT_CONNECT: self = .cannotConnect(host: host.inertForTerminal)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            self = .cannotFindHost(host.inertForTerminal)
        case CURLE_OPERATION_TIMEDOUT: self = .timedOut(seconds: timeout)
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR:
            self = .connectionLost
        case CURLE_UNSUPPORTED_PROTOCOL: self = .unsupportedScheme(url.scheme ?? "this")
        case CURLE_URL_MALFORMAT: self = .badURL(url.absoluteString.inertForTerminal)
        case CURLE_TOO_MANY_REDIRECTS: self = .badRedirect(words)
        case CURLE_ABORTED_BY_CALLBACK, CURLE_WRITE_ERROR: self = .cancelled
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_USE_SSL_FAILED, CURLE_SSL_ENGINE_INITFAILED,
            CURLE_SSL_CRL_BADFILE, CURLE_SSL_SHUTDOWN_FAILED:
            self = .secureConnectionFailed(host: host.inertForTerminal, reason: words)
        default: self = .network(code: Int(code.rawValue), message: words)
        }
    }
}
