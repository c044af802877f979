import FoundationEssentials

/// What the web screen opens on: `--url` (resolved) and `--throttle`.
struct WebOptions: Equatable {
    /// The page to open instead of the start page.
    var url: URL?
    /// The throughput limit in KB/s.
    var throttle: Int?
}
