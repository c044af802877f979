#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `strerror` text for an errno value.
func errnoText(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// `termios`, named so `PtyProcess.termios()` can return it without shadowing.
public typealias TerminalSettings = termios

/// `write(2)`, reachable from types that have a `write` method of their own.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
