import Foundation
import TermUITesting

/// A still picture for the scanner, written by the built `termui-scanner-fixture`
/// into a folder of its own: deterministic pixels, a fixed file name.
struct ScannerPicture {
    let path: String

    /// A picture of `payload` as a QR code, or of no code at all when `nil`.
    init(_ payload: String?) async throws {
        // Named like the harness's temporary HOMEs, so a path shown on screen is masked in goldens.
        let folder = URL(fileURLWithPath: "/tmp", isDirectory: true)
            .appendingPathComponent("termui-pty-\(UUID().uuidString.prefix(12))", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(payload == nil ? "blank.png" : "code.png").path
        // PipedProcess, not Foundation's Process: a `Process` whose socket another
        // test's child inherited was never reaped, and this waited for good.
        let result = try await PipedProcess.run(
            executable: BuiltProduct.path("termui-scanner-fixture"),
            arguments: payload.map { ["code", path, $0] } ?? ["blank", path])
        guard result.status == .exited(0), FileManager.default.fileExists(atPath: path) else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
