/// What the web screen shows around the page, written by ``WebViewAdapter``'s coordinator.
struct PageInfo: Equatable {
    var title = ""
    var url = ""
    var linkTarget: String?
    var findMessage: String?
}

/// A find the screen asks the page for; `serial` makes asking again for the same text a new request.
struct FindRequest: Equatable {
    var text: String
    var serial: Int
}
