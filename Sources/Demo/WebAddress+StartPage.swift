import DemoParsing
import FoundationEssentials

extension WebAddress {
    /// The start page that ships with the demo: `Resources/StartPage/index.html` beside
    /// this source file, nil when it is not there.
    ///
    /// The pages are files the browser loads by file URL (they link to each other and
    /// to a page that is missing on purpose), found through `#filePath` rather than
    /// as a SwiftPM resource: `Bundle.module` needs the full Foundation, and with it
    /// ICU's tables (38 MB of the static demo). Like SwiftPM's own bundle lookup on
    /// Linux, which falls back to the build folder's absolute path, this ties the
    /// start page to the checkout the demo was built from.
    ///
    /// Looked up once: the address field shows every address through it, and
    /// each look made the URLs again and asked the file system (a `stat` per key).
    static let startPage: URL? = {
        let page = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "Resources/StartPage/index.html")
        return FileManager.default.fileExists(atPath: page.path) ? page : nil
    }()

    /// How the address field shows `url`, with the demo's own start page.
    static func display(_ url: String) -> String {
        display(url, startPage: startPage)
    }

    /// `text` as a URL, with `start:` naming the demo's own start page.
    static func url(from text: String) -> URL? {
        url(from: text, startPage: startPage)
    }
}
