import FoundationEssentials
import Glibc

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

    /// Where writing `path` must go: `path` itself, or, when it is a symbolic
    /// link, the file it points to (so the link stays and its target is updated).
    static func writeTarget(of path: String) -> String {
        var target = path
        // A chain of links ends within a few hops; a loop is left to rename(2) to report.
        for _ in 0..<16 {
            var status = stat()
            guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return target }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(target, &buffer, buffer.count - 1)
            guard length > 0 else { return target }
            let destination = String(
                decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            target =
                destination.hasPrefix("/")
                ? destination : URL(filePath: target).deletingLastPathComponent().path + "/" + destination
        }
        return target
    }

    /// Replaces `path` (through a symbolic link) with `data` atomically and durably.
    /// `faults` is called at each step (tests make it fail or stop the process there).
    static func write(_ data: Data, to path: String, faults: AtomicWriteFaults? = nil) throws {
        let target = writeTarget(of: path)
        let directory = URL(filePath: target).deletingLastPathComponent().path
        let name = URL(filePath: target).lastPathComponent
        let temporary = "\(directory)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PassLibraryError.io(operation: "create", path: temporary, reason: systemReason())
        }
        var committed = false
        defer { if !committed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: temporary, faults: faults)
            try faults?.reach(.afterTemporaryWrite)
            guard fsync(descriptor) == 0 else {
                throw PassLibraryError.io(operation: "fsync", path: temporary, reason: systemReason())
            }
            try faults?.reach(.afterTemporarySync)
        }
        guard rename(temporary, target) == 0 else {
            throw PassLibraryError.io(operation: "rename over", path: target, reason: systemReason())
        }
        committed = true
        try faults?.reach(.afterRename)
        try syncDirectory(directory, faults: faults)
    }

    /// Makes a rename in `directory` durable.
    static func syncDirectory(_ directory: String, faults: AtomicWriteFaults? = nil) throws {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PassLibraryError.io(operation: "open", path: directory, reason: systemReason())
        }
        defer { close(descriptor) }
        try faults?.reach(.beforeDirectorySync)
        guard fsync(descriptor) == 0 else {
            throw PassLibraryError.io(operation: "fsync", path: directory, reason: systemReason())
        }
    }

    /// Removes temporary files a killed writer left behind. Only call with the lock held:
    /// then no live writer owns one.
    static func removeStaleTemporaries(of path: String) {
        for file in Set([path, writeTarget(of: path)]) {
            let directory = URL(filePath: file).deletingLastPathComponent().path
            let prefix = ".\(URL(filePath: file).lastPathComponent).tmp-"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names where name.hasPrefix(prefix) {
                unlink("\(directory)/\(name)")
            }
        }
    }

    /// Reads the whole file at `path` (through links) with read(2), refusing one
    /// larger than `limit` bytes before reading it. `nil` when there is no file.
    static func read(_ path: String, limit: Int) throws(PassLibraryError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .io(operation: "read", path: path, reason: systemReason())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .io(operation: "read", path: path, reason: systemReason())
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .io(operation: "read", path: path, reason: "it is not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw .walletTooLarge(path: path, size: size, limit: limit) }
        var data = Data(count: size)
        var offset = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer in
            while offset < size, let base = buffer.baseAddress {
                let count = posixRead(descriptor, base + offset, size - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { break }
                offset += count
            }
            return nil
        }
        if let failure { throw .io(operation: "read", path: path, reason: systemReason(failure)) }
        return data.prefix(offset)
    }

    /// Writes `data` in two halves, reaching ``AtomicWriteStep/halfWritten`` between them.
    private static func writeAll(_ data: Data, to descriptor: Int32, path: String, faults: AtomicWriteFaults?)
        throws
    {
        let half = data.count / 2
        try writeAll(data.prefix(half), to: descriptor, path: path)
        try faults?.reach(.halfWritten)
        try writeAll(data.dropFirst(half), to: descriptor, path: path)
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

/// `write(2)`, named apart from ``AtomicFile/write(_:to:faults:)``.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// `read(2)`, named apart from ``AtomicFile/read(_:limit:)``.
private func posixRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
