import Foundation
import TermUITesting
import Testing

/// The demo links FoundationEssentials, not the full Foundation: no module of it
/// needs Foundation's `Bundle`, `NSString`, `Thread`, `DateFormatter` or ICU's
/// tables (docs/ARCHITECTURE.md, "Foundation"). The tests' build links Swift's
/// libraries dynamically, so what the demo maps at its home screen is what it links.
@Suite struct DemoLinkageTests {
    @Test
    func theDemoMapsNeitherFoundationNorItsICU() async throws {
        let terminal = try await DemoApp.launch()
        let libraries = try Self.mappedLibraries(of: terminal.process.pid)
        // The check sees Swift's own libraries: FoundationEssentials is there.
        #expect(libraries.contains { $0.hasPrefix("libFoundationEssentials.so") }, "\(libraries.sorted())")
        for foundation in [
            "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
        ] {
            #expect(!libraries.contains { $0.hasPrefix(foundation) }, "\(foundation) is mapped")
        }
        try terminal.press(.character("q"))
        await terminal.expectCleanExit()
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
