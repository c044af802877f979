import CursesKit
import FoundationEssentials

/// Turns what a person types in the address field (or `--url`) into a URL.
///
/// The demo's start page is a resource of the demo's executable; it is passed
/// in (`startPage`, see the demo's `WebAddress+StartPage.swift`) so this parsing
/// can live apart from the executable, where the fuzz targets link it too.
package enum WebAddress {
    /// How the address field shows `url`: pages of the bundled start page as
    /// `start:NAME` (as browsers show `about:home`), anything else as it is.
    package static func display(_ url: String, startPage: URL?) -> String {
        guard let directory = startPage?.deletingLastPathComponent().absoluteString, url.hasPrefix(directory)
        else {
            return url
        }
        return "start:" + url.dropFirst(directory.count)
    }

    /// `text` as a URL: one with a scheme as it is, a path that exists as a file URL,
    /// anything else that looks like a host name as https. Nil when it is none of these.
    package static func url(from text: String, startPage: URL?) -> URL? {
        let trimmed = text.trimmingScalars()
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("start:"), let directory = startPage?.deletingLastPathComponent() {
            let name = trimmed.dropFirst(6)
            return directory.appendingPathComponent(name.isEmpty ? "index.html" : String(name))
        }
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("./") || trimmed.hasPrefix("../")
            || trimmed.hasPrefix("~")
        {
            // FoundationEssentials' file URLs expand `~` and `~user` themselves.
            return URL(fileURLWithPath: trimmed).standardizedFileURL
        }
        if let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty, trimmed.contains(":") {
            // A network address needs a host: `https://://example.com` parses with an empty one.
            if url.host?.isEmpty == false
                || ["file", "data", "about", "mailto"].contains(scheme.lowercased())
            {
                return url
            }
            // Written with `://`, it is an address with no host, not a bare name to try as https.
            if trimmed.contains("://") { return nil }
        }
        if FileManager.default.fileExists(atPath: trimmed) {
            return URL(fileURLWithPath: trimmed).standardizedFileURL
        }
        guard !trimmed.contains(" "), trimmed.contains(".") || trimmed.hasPrefix("localhost") else {
            return nil
        }
        // A bare name becomes an https address only when it has a host: `://x` would be `https:////x`.
        guard let url = URL(string: "https://" + trimmed), url.host?.isEmpty == false else { return nil }
        return url
    }
}
