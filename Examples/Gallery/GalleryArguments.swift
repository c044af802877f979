/// What the gallery's command line asks for.
enum GalleryArguments: Equatable {
    /// Run, starting at the page with this index in ``GalleryPage/all``.
    case run(page: Int)
    /// Print the page ids.
    case list
    /// A word the gallery does not know, said as one line.
    case failure(String)

    static let usage = "usage: GalleryExample [--page ID] [--list]"

    static func parse(_ arguments: [String]) -> GalleryArguments {
        var page = 0
        var rest = arguments[...]
        while let word = rest.popFirst() {
            switch word {
            case "--page":
                guard let id = rest.popFirst() else { return .failure("--page needs an id; \(usage)") }
                guard let index = GalleryPage.all.firstIndex(where: { $0.id == id }) else {
                    let ids = GalleryPage.all.map(\.id).joined(separator: ", ")
                    return .failure("no page '\(id.escapingControlCharacters)'; the pages are: \(ids)")
                }
                page = index
            case "--list":
                return .list
            case "-h", "--help":
                return .failure(usage)
            default:
                return .failure("unknown argument '\(word.escapingControlCharacters)'; \(usage)")
            }
        }
        return .run(page: page)
    }
}
