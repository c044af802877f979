import Glibc

/// The bytes of a file, read with `open` and `read`.
///
/// The kits read passes, images and wallet files through this rather than
/// `Data(contentsOf:)` or `FileManager.contents(atPath:)`: FoundationEssentials
/// (Swift 6.3) leaks the 4 KB buffer it reads an empty file into, which the
/// wallet and image fuzzers found under LeakSanitizer. A file whose size
/// `stat` cannot tell (a pipe, a `/proc` file) is read to its end all the same.
package enum FileContents {
    /// Why a file could not be read: the C library's `errno`.
    package struct ReadError: Error, Equatable {
        package var code: Int32
    }

    /// The whole file at `path`.
    ///
    /// - Throws: ``ReadError`` with `errno` when it cannot be opened or read.
    package static func bytes(atPath path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(code: errno) }
        defer { close(descriptor) }
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: max(4096, min(expected + 1, 1 << 20)))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(code: errno)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
