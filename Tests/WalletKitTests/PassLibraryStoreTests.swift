import Foundation
import Testing

@testable import WalletKit

/// What the store does with the files it finds: links, keys it does not know,
/// folders it cannot write, sizes, and the words of every message.
@Suite struct PassLibraryStoreTests {
    @Test func aSymlinkedWalletIsWrittenThroughItsLink() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let elsewhere = folder.url.appendingPathComponent("synced", isDirectory: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let library = PassLibrary(directory: folder.url.appendingPathComponent("termui-demo"))
        try FileManager.default.createDirectory(at: library.directory, withIntermediateDirectories: true)
        try PassLibrary(directory: elsewhere).addPass(try samplePass(serial: "A"))
        try FileManager.default.createSymbolicLink(
            atPath: library.walletURL.path, withDestinationPath: "../synced/wallet.json")

        #expect(try library.passes().map(\.serialNumber) == ["A"])
        try library.addPass(try samplePass(serial: "B"))

        let link = try FileManager.default.destinationOfSymbolicLink(atPath: library.walletURL.path)
        #expect(link == "../synced/wallet.json", "the link is still a link")
        #expect(try PassLibrary(directory: elsewhere).passes().map(\.serialNumber) == ["A", "B"])
        let strays = try FileManager.default.contentsOfDirectory(atPath: elsewhere.path)
            .filter { $0.contains(".tmp-") }
        #expect(strays.isEmpty)
    }

    @Test func unknownTopLevelKeysSurviveARewrite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        let original = #"""
            {"version": 1, "passes": [], "syncToken": {"server": "a", "round": 7, "ok": true},
             "note": "kept", "list": [1, 2.5, null]}
            """#
        try Data(original.utf8).write(to: library.walletURL)
        try library.addPass(try samplePass(serial: "A"))
        try library.removePass(try samplePass(serial: "A"))
        try library.addPass(try samplePass(serial: "B"))

        let written =
            try JSONSerialization.jsonObject(with: Data(contentsOf: library.walletURL)) as? NSDictionary
        #expect(written?["note"] as? String == "kept")
        let token = written?["syncToken"] as? NSDictionary
        #expect(token?["server"] as? String == "a")
        #expect((token?["round"] as? NSNumber)?.intValue == 7)
        #expect((token?["ok"] as? NSNumber)?.boolValue == true)
        let list = written?["list"] as? NSArray
        #expect(list?.count == 3 && (list?[1] as? NSNumber)?.doubleValue == 2.5 && list?[2] is NSNull)
        #expect(try library.passes().map(\.serialNumber) == ["B"])
    }

    /// As root, folder permissions do not apply: the fixture drops to user nobody.
    @Test func aWalletInAReadOnlyFolderIsShownReadOnlyNotEmpty() async throws {
        let folder = try TemporaryDirectory()
        defer {
            chmod(folder.url.path, 0o755)
            folder.remove()
        }
        let library = PassLibrary(directory: folder.url)
        try library.addPass(try samplePass(serial: "A"))
        try FileManager.default.removeItem(atPath: library.lockPath)
        chmod(library.walletURL.path, 0o644)
        chmod(folder.url.path, 0o555)

        let reader = try FixtureProcess(["as-nobody", folder.url.path, "B"])
        #expect(await reader.waitForExit(seconds: 60))
        let lines = reader.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "passes 1", "the pass is listed: \(lines)")
        #expect(lines.dropFirst().first == "read-only Permission denied")
        let error = lines.last ?? ""
        #expect(
            error.hasPrefix("error The wallet at \(library.walletURL.path) is read-only (Permission denied)"))
        chmod(folder.url.path, 0o755)
        #expect(try library.passes().map(\.serialNumber) == ["A"], "nothing was changed")
    }

    @Test(arguments: [
        ("42", "the file must be an object"),
        (#"{"passes": []}"#, #""version" is missing"#),
        (#"{"version": "one", "passes": []}"#, #""version" must be a number"#),
        (#"{"version": 1, "passes": {}}"#, #""passes" must be a list"#),
        (#"{"version": 1, "passes": [{"formatVersion": 1}]}"#, #""passes[0].passTypeIdentifier" is missing"#),
        ("{not json", "it is not valid JSON"),
        (#"{"version": 2, "passes": []}"#, "is not a known wallet version"),
    ])
    func anUnreadableWalletIsDescribedInWords(contents: String, words: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        try Data(contents.utf8).write(to: library.walletURL)
        #expect {
            try library.passes()
        } throws: { error in
            Self.isInWords("\(error)", naming: library.walletURL.path) && "\(error)".contains(words)
        }
    }

    @Test func aWalletThatIsAFolderIsDescribedInWords() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        try FileManager.default.createDirectory(at: library.walletURL, withIntermediateDirectories: true)
        #expect {
            try library.addPass(try samplePass(serial: "A"))
        } throws: { error in
            Self.isInWords("\(error)", naming: library.walletURL.path)
                && "\(error)".contains("it is not a regular file")
        }
    }

    /// No Foundation domain codes, no Swift type names, no raw error dumps; the file named.
    static func isInWords(_ message: String, naming path: String) -> Bool {
        let opaque = [
            "NSCocoaErrorDomain", "error 256", "DecodingError", "Dictionary<", "codingPath", "Swift.",
        ]
        return message.contains(path) && !opaque.contains { message.contains($0) }
    }

    @Test func aHugeFieldIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        var pass = try samplePass(serial: "big")
        let atLimit = String(repeating: "x", count: WalletLimits.maximumTextBytes)
        pass.fields.backFields = [PassField(key: "terms", label: "Terms", value: .string(atLimit))]
        #expect(try library.addPass(pass), "a text at the limit is accepted")

        // Made from bytes: a hundred million one-character appends take seconds in a debug build.
        let huge = String(decoding: [UInt8](repeating: UInt8(ascii: "y"), count: 100_000_000), as: UTF8.self)
        pass.fields.backFields = [PassField(key: "terms", value: .string(huge))]
        let before = try Data(contentsOf: library.walletURL)
        #expect {
            try library.addPass(pass)
        } throws: { error in
            "\(error)"
                == "The pass \"big\" was not added: its \"backFields[0].value\" is 95.4 MiB, more than the 64 KiB a pass text may hold."
        }
        #expect(try Data(contentsOf: library.walletURL) == before, "nothing was written")
    }

    @Test func aWalletOverTheLimitIsReportedNotReadWholeNorMoved() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        let handle = try FileHandle(
            forWritingTo: {
                FileManager.default.createFile(atPath: library.walletURL.path, contents: nil)
                return library.walletURL
            }())
        try handle.truncate(atOffset: UInt64(WalletLimits.maximumWalletBytes + 1))
        try handle.close()
        #expect {
            try library.passes()
        } throws: { error in
            "\(error)".contains("is too large: 16.0 MiB, more than the 16 MiB a wallet may hold")
                && "\(error)".contains(library.walletURL.path)
        }
        #expect(FileManager.default.fileExists(atPath: library.walletURL.path), "left where it was")
    }

    @Test func aNewlineInAPathIsEscapedInTheMessage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let blocker = folder.url.appendingPathComponent("evil\nname")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let library = PassLibrary(directory: blocker.appendingPathComponent("termui-demo"))
        #expect {
            try library.addPass(try samplePass(serial: "A"))
        } throws: { error in
            let text = "\(error)"
            return !text.contains("\n") && text.contains(#"evil\nname"#) && text.contains("Not a directory")
        }
    }

    /// An unreadable wallet is moved to `wallet.json.corrupt-<stamp>`; the stamp is UTC in
    /// ISO 8601's basic format, as `DateFormatter`'s `yyyyMMdd'T'HHmmss'Z'` wrote it when
    /// WalletKit used the full Foundation, so folders holding older moved files sort in order.
    @Test(arguments: [
        (0.0, "19700101T000000Z"), (1_773_480_413, "20260314T092653Z"), (951_782_400.999, "20000229T000000Z"),
        (4_102_444_799, "20991231T235959Z"),
    ])
    func aMovedAsideWalletIsStampedInUTC(seconds: Double, stamp: String) {
        #expect(PassLibrary.timestamp(Date(timeIntervalSince1970: seconds)) == stamp)
    }

    @Test(arguments: [(1536, "1.5 KiB"), (1023, "1023 bytes"), (2048, "2 KiB"), (1_153_434, "1.1 MiB")])
    func sizesAreWrittenWithOneDecimal(count: Int, text: String) {
        #expect(PassLibraryError.bytes(count) == text)
    }
}
