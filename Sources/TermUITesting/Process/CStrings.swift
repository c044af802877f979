#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A NULL-terminated array of C strings that lives until `deallocate()`.
///
/// Built before fork so that the child only makes async-signal-safe calls.
struct CStringArray {
    let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointer = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            pointer[index] = strdup(string)
        }
        pointer[strings.count] = nil
    }

    func deallocate() {
        for index in 0..<count { free(pointer[index]) }
        pointer.deallocate()
    }
}

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
