import Foundation
import TermUITesting
import Testing

/// The demo links all of Foundation, as every app does through `import
/// TermUI` (and every SwiftUI app through `import SwiftUI`), yet pages in
/// none of ICU's data while nothing formats by locale: Foundation's ICU
/// library is mapped whole (38 MB, its tables in the text segment) and only
/// what its loader touches is resident (docs/POINTS-AND-CELLS.md, "What
/// Foundation costs"). The tests' build links Swift's libraries
/// dynamically, so what the demo maps at its home screen is what it links.
@Suite struct DemoLinkageTests {
    @Test
    func theDemoMapsFoundationButPagesInNoneOfICUsTables() async throws {
        let terminal = try await DemoApp.launch()
        let pid = terminal.process.pid
        let libraries = try Self.mappedLibraries(of: pid)
        #expect(libraries.contains { $0.hasPrefix("libFoundation.so") }, "\(libraries.sorted())")
        let icu = try Self.memory(of: pid, library: "lib_FoundationICU.so")
        #expect(icu.size > 30 * 1024, "ICU's tables are mapped: \(icu.size) kB")
        #expect(icu.resident < 4 * 1024, "ICU's tables are not paged in: \(icu.resident) of \(icu.size) kB")
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
    }

    /// The mapped and the resident kilobytes of `library` in `pid`, from `/proc/PID/smaps`.
    static func memory(of pid: pid_t, library: String) throws -> (size: Int, resident: Int) {
        let file = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/smaps"))
        defer { try? file.close() }
        let smaps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        var inside = false
        var size = 0
        var resident = 0
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), first.first?.isHexDigit == true {
                inside = fields.last.map { $0.hasSuffix("/" + library) } ?? false
            } else if inside, fields.count >= 2, let kilobytes = Int(fields[1]) {
                if fields[0] == "Size:" { size += kilobytes }
                if fields[0] == "Rss:" { resident += kilobytes }
            }
        }
        return (size, resident)
    }

    /// libcurl, libxml2, libzbar and libv4l2 (and the 47 libraries they bring:
    /// TLS, Kerberos, ICU, X11, D-Bus, libjpeg) are opened when first used, not
    /// at start: the home screen maps none of them; the scanner reading a file
    /// maps zbar (and what zbar links), a parsed page libxml2, a load from
    /// the network curl.
    @Test
    func theNetworkPageAndBarcodeLibrariesAreOpenedWhenFirstUsed() async throws {
        let lazy = [
            "libcurl.so", "libssl.so", "libgnutls.so", "libldap", "libxml2.so", "libicuuc.so", "libzbar.so",
            "libX11.so", "libdbus-1.so", "libv4l2.so", "libjpeg.so",
        ]
        func mapped(_ libraries: Set<String>) -> [String] {
            lazy.filter { name in libraries.contains { $0.hasPrefix(name) } }
        }
        let home = try await DemoApp.launch()
        #expect(mapped(try Self.mappedLibraries(of: home.process.pid)) == [])
        try home.press(.character("q"))
        await home.expectCleanExit()

        let picture = try await ScannerPicture(nil)
        defer { picture.remove() }
        let scanner = try await DemoApp.launch(arguments: ["--scan-source", picture.path])
        #expect(mapped(try Self.mappedLibraries(of: scanner.process.pid)) == [], "before the sheet opens")
        try scanner.press(.enter)
        try await scanner.waitFor(text: "no code in view")
        let scanning = mapped(try Self.mappedLibraries(of: scanner.process.pid))
        // zbar links libv4l2 (and libjpeg) itself, for its own video input.
        #expect(
            scanning == ["libzbar.so", "libX11.so", "libdbus-1.so", "libv4l2.so", "libjpeg.so"], "\(scanning)"
        )
        try scanner.press(.character("q"))
        await scanner.expectCleanExit()

        let page = try await DemoApp.launch(arguments: ["--url", "data:text/html,<h1>Parsed here</h1>"])
        try await page.waitFor(text: "Parsed here")
        let parsing = mapped(try Self.mappedLibraries(of: page.process.pid))
        #expect(parsing == ["libxml2.so", "libicuuc.so"], "\(parsing)")
        try page.press(.character("q"))
        await page.expectCleanExit()

        let web = try await DemoApp.launch(arguments: ["--url", "http://127.0.0.1:1/"])
        try await web.waitFor(text: "connection was refused")
        let loading = mapped(try Self.mappedLibraries(of: web.process.pid))
        #expect(loading.contains("libcurl.so") && !loading.contains("libzbar.so"), "\(loading)")
        try web.press(.character("q"))
        await web.expectCleanExit()
    }

    /// The file names of the shared libraries `pid` has mapped.
    static func mappedLibraries(of pid: pid_t) throws -> Set<String> {
        // Read to the end: procfs files have no size, and one read of maps returns a page of it.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
        defer { try? file.close() }
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        return Set(
            maps.split(separator: "\n").compactMap { line in
                guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last,
                    path.hasPrefix("/"), path.contains(".so")
                else { return nil }
                return URL(fileURLWithPath: String(path)).lastPathComponent
            })
    }
}
