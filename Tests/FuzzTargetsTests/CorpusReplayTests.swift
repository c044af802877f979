import CursesKit
import Foundation
import FuzzTargets
import Testing

/// Every seed and every input a fuzzer ever failed on, replayed through the
/// same checks the libFuzzer executables run (`make fuzz`), without the fuzzer:
/// a regression of a fixed crash or invariant fails here, in `make test`.
@Suite struct CorpusReplayTests {
    /// The repository's Fuzz folder, found from this file.
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// The files of `kind` (Corpus or Regressions) for `target`, by name.
    static func inputs(_ kind: String, of target: FuzzTarget) -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    @MainActor func everySeedKeepsTheInvariants(target: FuzzTarget) throws {
        let seeds = Self.inputs("Corpus", of: target)
        #expect(seeds.count >= 3, "Fuzz/Corpus/\(target.rawValue) has too few seeds to start from")
        try replay(seeds, through: target)
    }

    @Test(arguments: FuzzTarget.allCases)
    @MainActor func everyRegressionKeepsTheInvariants(target: FuzzTarget) throws {
        try replay(Self.inputs("Regressions", of: target), through: target)
    }

    @MainActor private func replay(_ files: [URL], through target: FuzzTarget) throws {
        for file in files {
            // read(2), not Data(contentsOf:): FoundationEssentials leaks the buffer of an empty file.
            let bytes = try FileContents.bytes(atPath: file.path)
            do {
                try target.check(bytes)
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
    }
}
