import CursesKit
import Foundation
import WalletKit

/// wallet.json bytes → the wallet's passes, through `PassLibrary` on a real
/// folder. Bad input gets a clear error and loses nothing: a file that is not
/// a wallet is moved aside byte for byte and reported; a wallet that reads
/// keeps its passes and its unknown keys when a pass is added.
enum WalletFuzz {
    static let target = FuzzTarget.walletJSON
    static let folder = FuzzScratch.directory("wallet")

    /// The pass the target adds to every wallet that reads.
    static let added = Pass(
        passTypeIdentifier: "pass.org.termui.fuzz", serialNumber: "fuzz-added", teamIdentifier: "FUZZ",
        organizationName: "TermUI", description: "Added by the wallet fuzz target", style: .generic)

    static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        FuzzScratch.empty(folder)
        let library = PassLibrary(directory: folder, environment: [:])
        do {
            try Data(bytes).write(to: library.walletURL)
        } catch {
            return  // The scratch folder is gone: nothing to learn from this input.
        }
        let passes: [Pass]
        do {
            passes = try library.passes()
        } catch {
            return try checkMovedAside(error, bytes: bytes, library: library)
        }
        for pass in passes { try PassFuzz.requireRoundTrip(pass, from: "wallet.json") }
        try checkAdding(to: library, holding: passes, original: bytes)
    }

    /// A wallet that cannot be read is moved aside whole, never overwritten, and named in the error.
    private static func checkMovedAside(_ error: PassLibraryError, bytes: [UInt8], library: PassLibrary)
        throws(FuzzViolation)
    {
        guard case .corruptWallet(let path, let movedTo, let reason) = error else {
            throw FuzzViolation(
                target: target, invariant: "an unreadable wallet gave \(error), not moved aside")
        }
        let kept = try? FileContents.bytes(atPath: movedTo)
        try target.require(kept == bytes, "the wallet moved aside to \(movedTo) is not the file as it was")
        try target.require(
            path == library.walletURL.path && !FileManager.default.fileExists(atPath: path),
            "the unreadable wallet is still at \(path) after being moved aside")
        try PassFuzz.requireClear("wallet.json: " + reason, startingWith: "wallet.json: ", quoting: bytes)
    }

    /// Adding a pass keeps every pass and every top-level key the file had.
    private static func checkAdding(to library: PassLibrary, holding passes: [Pass], original: [UInt8])
        throws(FuzzViolation)
    {
        let isNew: Bool
        let after: [Pass]
        do {
            isNew = try library.addPass(added)
            after = try library.passes()
        } catch {
            if case .passTooLarge = error { return }
            throw FuzzViolation(
                target: target, invariant: "adding a pass to a wallet that reads failed: \(error)")
        }
        let expected = isNew ? passes + [added] : passes.map { same($0, added) ? added : $0 }
        try target.require(after == expected, "adding a pass changed the other passes: \(passes) → \(after)")
        let keysBefore = topLevelKeys(original)
        let keysAfter = topLevelKeys(
            try? FileContents.bytes(atPath: library.walletURL.path))
        try target.require(
            keysBefore.isSubset(of: keysAfter),
            "adding a pass dropped the wallet's keys \(keysBefore.subtracting(keysAfter).sorted())")
    }

    private static func same(_ a: Pass, _ b: Pass) -> Bool {
        a.passTypeIdentifier == b.passTypeIdentifier && a.serialNumber == b.serialNumber
    }

    private static func topLevelKeys(_ bytes: [UInt8]?) -> Set<String> {
        guard let bytes, let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        else { return [] }
        return Set(object.keys)
    }
}
