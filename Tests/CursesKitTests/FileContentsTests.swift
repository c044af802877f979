import Foundation
import Testing

@testable import CursesKit

/// ``FileContents`` reads what is in a file, empty, small, sized by nothing
/// (`/proc`) or missing.
@Suite struct FileContentsTests {
    @Test func readsEmptySmallAndLargeFiles() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-filecontents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for bytes in [[], [0x61, 0x62, 0x63], large] {
            let path = folder.appendingPathComponent("file-\(bytes.count)").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(try FileContents.bytes(atPath: path) == bytes)
        }
    }

    @Test func readsAFileWhoseSizeStatDoesNotKnow() throws {
        // /proc files report size 0 and have content.
        let status = try FileContents.bytes(atPath: "/proc/self/status")
        #expect(String(decoding: status, as: UTF8.self).contains("VmRSS:"))
    }

    @Test func aMissingFileThrowsItsErrno() {
        #expect(throws: FileContents.ReadError(code: ENOENT)) {
            try FileContents.bytes(atPath: "/nonexistent/termui-file")
        }
    }
}
