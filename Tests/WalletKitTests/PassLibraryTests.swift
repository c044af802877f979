import Foundation
import Testing
import WalletKit

func samplePass(serial: String) throws -> Pass {
    var pass = try Pass.sample
    pass.serialNumber = serial
    return pass
}

@Suite struct PassLibraryTests {
    @Test func aFolderThatCannotBeMadeIsNamedWithTheSystemReason() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let blocker = folder.url.appendingPathComponent("file")
        try Data("not a folder".utf8).write(to: blocker)
        let library = PassLibrary(directory: blocker.appendingPathComponent("termui-demo"))

        #expect {
            try library.addPass(try samplePass(serial: "A"))
        } throws: { error in
            let text = "\(error)"
            return text.contains(blocker.path) && text.contains("Not a directory")
                && !text.contains("NSCocoaErrorDomain")
        }
    }

    @Test func addContainsRemove() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        let first = try samplePass(serial: "A")
        let second = try samplePass(serial: "B")

        #expect(try library.passes().isEmpty)
        #expect(try !library.containsPass(first))
        #expect(try library.addPass(first))
        #expect(try library.addPass(second))
        #expect(try library.containsPass(first))
        #expect(try library.passes().map(\.serialNumber) == ["A", "B"])

        var renamed = first
        renamed.logoText = "Renamed"
        #expect(try !library.addPass(renamed), "same identity replaces")
        #expect(try library.passes().map(\.logoText) == ["Renamed", "Terminal Air"])

        var otherType = first
        otherType.passTypeIdentifier = "pass.other"
        #expect(try !library.containsPass(otherType), "identity includes the type identifier")

        #expect(try library.removePass(first))
        #expect(try !library.removePass(first))
        #expect(try !library.containsPass(first))
        #expect(
            try library.pass(withPassTypeIdentifier: second.passTypeIdentifier, serialNumber: "B") == second)

        let reopened = PassLibrary(directory: folder.url)
        #expect(try reopened.passes() == [second], "the wallet persists across instances")
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(
            PassLibrary.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"]).path
                == "/data/termui-demo")
        #expect(
            PassLibrary.defaultDirectory(environment: ["HOME": "/home/ana"]).path
                == "/home/ana/.local/share/termui-demo")
        #expect(
            PassLibrary.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ana"]).path
                == "/home/ana/.local/share/termui-demo")
    }

    @Test(arguments: [
        "{not json", #"{"version": 1, "passes": [{"formatVersion": 1}]}"#, #"{"version": 9, "passes": []}"#,
    ])
    func corruptWalletIsMovedAsideNotOverwritten(contents: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        try Data(contents.utf8).write(to: library.walletURL)
        let pass = try samplePass(serial: "A")

        do {
            try library.addPass(pass)
            Issue.record("added to a corrupt wallet")
        } catch {
            guard case .corruptWallet(let path, let movedTo, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == library.walletURL.path)
            #expect(movedTo.hasPrefix(library.walletURL.path + ".corrupt-"))
            #expect(
                try String(contentsOfFile: movedTo, encoding: .utf8) == contents,
                "the bad file is kept intact")
            #expect(error.description.contains("It was moved to \(movedTo)"))
        }
        #expect(try library.passes().isEmpty, "a fresh wallet follows")
        #expect(try library.addPass(try samplePass(serial: "A")))
        #expect(try library.passes().map(\.serialNumber) == ["A"])
        let corrupt = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.hasPrefix("wallet.json.corrupt-") }
        #expect(corrupt.count == 1)
    }

    @Test func nestedPassErrorNamesItsPositionInTheWallet() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        try Data(#"{"version": 1, "passes": [{"formatVersion": 1}]}"#.utf8).write(to: library.walletURL)
        #expect {
            try library.passes()
        } throws: { error in
            "\(error)".contains(#""passes[0].passTypeIdentifier" is missing"#)
        }
    }
}
