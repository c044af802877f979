// A loopback HTTP/1.1 server for the web loader's tests: listens on 127.0.0.1 on an
// ephemeral port, prints "listening <port>", and answers each path the way a test
// needs (see Route.swift). One thread per connection; every answer closes the connection.
//
// Standard input takes commands, one per line:
//   release    lets every stalled answer go on (a stall prints "stalled <path>" when it stops)
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

signal(SIGPIPE, SIG_IGN)

let server: Int32 = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
guard server >= 0 else { fatalError("socket: \(errno)") }
var yes: Int32 = 1
setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
var address = sockaddr_in()
address.sin_family = sa_family_t(AF_INET)
address.sin_addr.s_addr = inet_addr("127.0.0.1")
address.sin_port = 0
let bound = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
}
guard bound == 0, listen(server, 64) == 0 else { fatalError("bind/listen: \(errno)") }
var length = socklen_t(MemoryLayout<sockaddr_in>.size)
_ = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(server, $0, &length) }
}
say("listening \(UInt16(bigEndian: address.sin_port))")

// Commands from the test.
Thread.detachNewThread {
    while let line = readLine() {
        if line == "release" { Stalls.shared.releaseAll() }
    }
    // The test went away: so does the fixture.
    exit(0)
}

while true {
    let client = accept(server, nil, nil)
    guard client >= 0 else { continue }
    Thread.detachNewThread {
        Connection(fd: client).serve()
        close(client)
    }
}
