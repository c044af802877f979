import Foundation

/// What each path answers. Sizes are exact byte counts of the body.
///
///   /page/NAME                a small fixed page (see `pages`)
///   /trickle?bytes=N&steps=S&ms=T[&length=0]  an HTML body of N bytes in S steps T ms apart
///   /stall?bytes=N&first=M[&length=0]         M bytes, then waits for "release", then the rest
///   /close?bytes=N&first=M    promises N bytes, sends M, closes
///   /redirect?to=PATH         302 to PATH
///   /status/CODE              an HTML page with that status (404, 500)
///   /charset/header           UTF-8 bytes labelled iso-8859-1 in the header
///   /charset/meta             ISO-8859-1 bytes, no header charset, a meta charset
///   /plain                    text/plain
///   /binary                   application/octet-stream, 1000 bytes
///   /long?paragraphs=N        N paragraphs, each with a link to /page/b
///   /file/NAME?bytes=N        application/zip, N bytes
///   /serve?path=P[&stall=N]   the file at P as text/html (with a length); with stall, its
///                             first N bytes, then it waits for "release" (the bench's pages)
///   /endless                  an HTML body that never ends (no length); prints
///                             "ended /endless after N" (body bytes sent) when the client goes away
struct Route {
    let path: String
    let query: [String: String]

    init(target: String) {
        let pieces = target.split(separator: "?", maxSplits: 1)
        path = String(pieces.first ?? "/")
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                if kv.count == 2 { query[String(kv[0])] = String(kv[1]) }
            }
        }
        self.query = query
    }

    func int(_ name: String, _ fallback: Int) -> Int { query[name].flatMap { Int($0) } ?? fallback }

    static let html = "text/html; charset=utf-8"

    static let pages: [String: String] = [
        "a": """
        <html><head><title>Page A</title></head><body><h1>Page A</h1>
        <p>Go to <a href="/page/b">page B</a> or <a href="/status/404">a missing page</a>.</p>
        </body></html>
        """,
        "b": """
        <html><head><title>Page B</title></head><body><h1>Page B</h1>
        <p>Back to <a href="/page/a">page A</a>.</p></body></html>
        """,
    ]

    func answer(on connection: Connection) {
        switch path {
        case let p where p.hasPrefix("/page/"):
            let body = Self.pages[String(p.dropFirst(6))] ?? "<p>no such page</p>"
            _ = connection.sendHead(type: Self.html, length: body.utf8.count)
            _ = connection.send(body)
        case "/trickle":
            let body = Self.filler(bytes: int("bytes", 1000))
            let steps = max(1, int("steps", 1))
            _ = connection.sendHead(type: Self.html, length: int("length", 1) == 0 ? nil : body.count)
            for step in 0..<steps {
                let range = (body.count * step / steps)..<(body.count * (step + 1) / steps)
                guard connection.send(Array(body[range])) else { return }
                if step < steps - 1 {
                    usleep(useconds_t(int("ms", 50) * 1000))  // wait-ok: the trickle served
                }
            }
        case "/stall", "/close":
            let body = Self.filler(bytes: int("bytes", 1000))
            let first = min(body.count, int("first", body.count / 2))
            _ = connection.sendHead(type: Self.html, length: int("length", 1) == 0 ? nil : body.count)
            guard connection.send(Array(body[..<first])) else { return }
            if path == "/close" { return }
            Stalls.shared.wait(path: path)
            _ = connection.send(Array(body[first...]))
        case "/redirect":
            let to = query["to"] ?? "/page/a"
            _ = connection.sendHead(
                status: "302 Found", type: Self.html, length: 0, extra: ["Location: \(to)"])
        case let p where p.hasPrefix("/status/"):
            let code = String(p.dropFirst(8))
            let reason = code == "404" ? "Not Found" : "Internal Server Error"
            let body =
                "<html><head><title>\(code)</title></head><body><h1>\(reason)</h1><p>The fixture says \(code).</p></body></html>"
            _ = connection.sendHead(status: "\(code) \(reason)", type: Self.html, length: body.utf8.count)
            _ = connection.send(body)
        case "/charset/header":
            let body = "<html><body><p>café</p></body></html>"
            _ = connection.sendHead(type: "text/html; charset=iso-8859-1", length: body.utf8.count)
            _ = connection.send(body)
        case "/charset/meta":
            var body = Array("<html><head><meta charset=\"iso-8859-1\"></head><body><p>caf".utf8)
            body += [0xE9] + Array("</p></body></html>".utf8)
            _ = connection.sendHead(type: "text/html", length: body.count)
            _ = connection.send(body)
        case "/plain":
            let body = "line one\n    indented <b>not bold</b>\n"
            _ = connection.sendHead(type: "text/plain", length: body.utf8.count)
            _ = connection.send(body)
        case "/long":
            var body = "<html><head><title>Long</title></head><body>"
            for index in 0..<int("paragraphs", 100) {
                body +=
                    "<p>Paragraph \(index) with <a href=\"/page/b\">link \(index)</a> and some words.</p>\n"
            }
            body += "</body></html>"
            _ = connection.sendHead(type: Self.html, length: body.utf8.count)
            _ = connection.send(body)
        case let p where p.hasPrefix("/file/"):
            let count = int("bytes", 1000)
            _ = connection.sendHead(type: "application/zip", length: count)
            _ = connection.send((0..<count).map { UInt8(truncatingIfNeeded: $0) })
        case "/serve":
            guard let path = query["path"], let data = FileManager.default.contents(atPath: path) else {
                _ = connection.sendHead(status: "404 Not Found", type: "text/plain", length: 9)
                _ = connection.send("not found")
                return
            }
            let body = [UInt8](data)
            _ = connection.sendHead(type: Self.html, length: body.count)
            let stall = min(body.count, int("stall", body.count))
            guard connection.send(Array(body[..<stall])) else { return }
            if stall < body.count {
                Stalls.shared.wait(path: path)
                _ = connection.send(Array(body[stall...]))
            }
        case "/binary":
            _ = connection.sendHead(type: "application/octet-stream", length: 1000)
            _ = connection.send([UInt8](repeating: 0, count: 1000))
        case "/endless":
            _ = connection.sendHead(type: Self.html, length: nil)
            _ = connection.send("<html><body><p>")
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
            var sent = 0
            while connection.send(chunk) {
                sent += chunk.count
                // 16 MB/s at most, like a fast network. From loopback at full speed,
                // swift-corelibs-foundation's libcurl thread can outrun the delegate
                // queue without end (it has no flow control) and keep its own queue
                // busy, so a cancel (which waits for that queue) never gets its turn;
                // 64 MB/s still outran a debug build's delegate on a loaded machine.
                usleep(4_000)  // wait-ok: paces the endless body
            }
            say("ended /endless after \(sent)")
        default:
            _ = connection.sendHead(status: "404 Not Found", type: "text/plain", length: 9)
            _ = connection.send("not found")
        }
    }

    /// An HTML page of exactly `bytes` bytes (at least the frame's 60): a title and
    /// one paragraph of repeated words.
    static func filler(bytes: Int) -> [UInt8] {
        let open = Array("<html><head><title>Trickle</title></head><body><p>".utf8)
        let close = Array("</p></body></html>".utf8)
        let words = Array("lorem ipsum dolor sit amet ".utf8)
        let middle = max(0, bytes - open.count - close.count)
        return open + (0..<middle).map { words[$0 % words.count] } + close
    }
}
