import Foundation

/// The wallet's on-disk format: `{"version": 1, "passes": [pass.json, ...]}`.
struct WalletFile: Codable {
    var version: Int
    var passes: [Pass]

    static let currentVersion = 1
}

/// The POSIX pieces of a crash-safe file update: an exclusive `flock`, a
/// temporary file written and fsynced in the same directory, a rename over the
/// target and an fsync of the directory, so a reader sees the old file or the
/// new one, whole, even if the writer is killed at any instruction.
enum AtomicFile {
    static func systemReason(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    /// Runs `body` holding an exclusive lock on `lockPath` (created if needed).
    /// The lock is released when the descriptor closes, also if the process dies.
    static func withExclusiveLock<T>(at lockPath: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PassLibraryError.io(operation: "open the lock file", path: lockPath, reason: systemReason())
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw PassLibraryError.io(operation: "lock", path: lockPath, reason: systemReason())
            }
        }
        return try body()
    }

    /// Replaces `path` with `data` atomically and durably.
    static func write(_ data: Data, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(directory)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PassLibraryError.io(operation: "create", path: temporary, reason: systemReason())
        }
        var committed = false
        defer { if !committed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else {
                throw PassLibraryError.io(operation: "fsync", path: temporary, reason: systemReason())
            }
        }
        guard rename(temporary, path) == 0 else {
            throw PassLibraryError.io(operation: "rename over", path: path, reason: systemReason())
        }
        committed = true
        try syncDirectory(directory)
    }

    /// Makes a rename in `directory` durable.
    static func syncDirectory(_ directory: String) throws {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PassLibraryError.io(operation: "open", path: directory, reason: systemReason())
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw PassLibraryError.io(operation: "fsync", path: directory, reason: systemReason())
        }
    }

    /// Removes temporary files a killed writer left behind. Only call with the lock held:
    /// then no live writer owns one.
    static func removeStaleTemporaries(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = ".\((path as NSString).lastPathComponent).tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) {
            unlink("\(directory)/\(name)")
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw PassLibraryError.io(operation: "write", path: path, reason: systemReason())
                }
                offset += written
            }
        }
    }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:to:)``.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
