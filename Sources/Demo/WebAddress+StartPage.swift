import DemoParsing
import Foundation

extension WebAddress {
    /// The start page that ships with the demo.
    static var startPage: URL? {
        Bundle.module.url(forResource: "index", withExtension: "html", subdirectory: "Resources/StartPage")
    }

    /// How the address field shows `url`, with the demo's own start page.
    static func display(_ url: String) -> String {
        display(url, startPage: startPage)
    }

    /// `text` as a URL, with `start:` naming the demo's own start page.
    static func url(from text: String) -> URL? {
        url(from: text, startPage: startPage)
    }
}
