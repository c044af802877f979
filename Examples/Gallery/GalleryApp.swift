import TermUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every TermUI view on a page of its own: `[` and `]` turn the pages,
/// `--page ID` opens one (`--list` prints the ids).
///
/// A new view gets a page: a file in `Pages/` that defines a `GalleryPage`
/// and one line in ``GalleryPage/all``.
@main
struct GalleryApp: App {
    let firstPage: Int

    init() {
        switch GalleryArguments.parse(Array(CommandLine.arguments.dropFirst())) {
        case .run(let page):
            firstPage = page
        case .list:
            for page in GalleryPage.all { print("\(page.id)\t\(page.title)") }
            exit(0)
        case .failure(let message):
            let line = Array("gallery: \(message)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(2)
        }
    }

    var body: some Scene {
        WindowGroup { GalleryView(selection: firstPage) }
    }
}
