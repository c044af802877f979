import Foundation

/// Turns what a person types in the address field (or `--url`) into a URL.
enum WebAddress {
    /// The start page that ships with the demo.
    static var startPage: URL? {
        Bundle.module.url(forResource: "index", withExtension: "html", subdirectory: "Resources/StartPage")
    }

    /// How the address field shows `url`: pages of the bundled start page as
    /// `start:NAME` (as browsers show `about:home`), anything else as it is.
    static func display(_ url: String) -> String {
        guard let directory = startPage?.deletingLastPathComponent().absoluteString, url.hasPrefix(directory)
        else {
            return url
        }
        return "start:" + url.dropFirst(directory.count)
    }

    /// `text` as a URL: one with a scheme as it is, a path that exists as a file URL,
    /// anything else that looks like a host name as https. Nil when it is none of these.
    static func url(from text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("start:"), let directory = startPage?.deletingLastPathComponent() {
            let name = trimmed.dropFirst(6)
            return directory.appendingPathComponent(name.isEmpty ? "index.html" : String(name))
        }
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("./") || trimmed.hasPrefix("../")
            || trimmed.hasPrefix("~")
        {
            return URL(fileURLWithPath: (trimmed as NSString).expandingTildeInPath).standardizedFileURL
        }
        if let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty,
            trimmed.contains(":"),
            url.host != nil || ["file", "data", "about", "mailto"].contains(scheme.lowercased())
        {
            return url
        }
        if FileManager.default.fileExists(atPath: trimmed) {
            return URL(fileURLWithPath: trimmed).standardizedFileURL
        }
        guard !trimmed.contains(" "), trimmed.contains(".") || trimmed.hasPrefix("localhost") else {
            return nil
        }
        return URL(string: "https://" + trimmed)
    }
}
