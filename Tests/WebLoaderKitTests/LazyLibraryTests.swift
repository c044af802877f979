import CLazyLibrary
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A library opened on first use says, in words, why it could not be: no
/// such file, or a file without a function the table needs. (libcurl missing
/// on the machine reaches the page as "Cannot load from the network: …".)
@Suite struct LazyLibraryTests {
    /// Loads `file` for `symbols` into a table of as many pointers; returns the error, if any.
    func load(_ file: String, _ symbols: [String]) -> (error: String?, found: [UnsafeMutableRawPointer?]) {
        var names: [UnsafePointer<CChar>?] = symbols.map { UnsafePointer(strdup($0)) } + [nil]
        defer { names.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        var table = [UnsafeMutableRawPointer?](repeating: nil, count: symbols.count)
        let error: String? = file.withCString { path in
            names.withUnsafeMutableBufferPointer { namesBuffer in
                table.withUnsafeMutableBufferPointer { tableBuffer in
                    var library = termui_lazy_library()
                    library.file = path
                    library.symbols = UnsafePointer(namesBuffer.baseAddress)
                    library.table = tableBuffer.baseAddress
                    pthread_mutex_init(&library.lock, nil)
                    return termui_lazy_library_load(&library).map { String(cString: $0) }
                }
            }
        }
        return (error, table)
    }

    @Test func aLibraryThatIsThereFillsItsTable() {
        let (error, table) = load("libcurl.so.4", ["curl_version", "curl_easy_init"])
        #expect(error == nil)
        #expect(table.allSatisfy { $0 != nil })
    }

    @Test func aMissingFileIsNamedWithTheLoadersReason() {
        let (error, _) = load("libtermui-no-such-library.so.9", ["anything"])
        #expect(
            error?.hasPrefix("libtermui-no-such-library.so.9 could not be loaded: ") == true,
            "\(error ?? "nil")")
        #expect(error?.contains("No such file") == true, "\(error ?? "nil")")
    }

    @Test func aMissingFunctionIsNamed() {
        let (error, _) = load("libcurl.so.4", ["curl_version", "curl_no_such_function"])
        #expect(error == "libcurl.so.4 has no function curl_no_such_function")
    }
}
