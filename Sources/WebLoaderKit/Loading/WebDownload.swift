import FoundationEssentials
import Glibc

/// An answer that is not a page (an archive, an image, a PDF): its address,
/// type and bytes (up to the size cap), offered to be saved as a file.
///
/// ```swift
/// if let download = webView.download {
///     let path = try download.save(as: download.suggestedFilename, in: "/home/me/Downloads")
/// }
/// ```
public struct WebDownload: Sendable, Equatable {
    /// Where it came from.
    public let url: URL
    /// Its MIME type, made inert.
    public let mimeType: String
    /// Its bytes.
    public let body: [UInt8]

    /// Its size in bytes.
    public var byteCount: Int { body.count }

    package init(url: URL, mimeType: String, body: [UInt8]) {
        self.url = url
        self.mimeType = mimeType.inertForTerminal
        self.body = body
    }

    /// A name to offer: the address's last path component, made safe (see
    /// ``save(as:in:)``), or "download" when it has none that is.
    public var suggestedFilename: String {
        let last = String(decoding: url.lastPathComponent.percentDecodedBytes, as: UTF8.self)
        let cleaned = String(
            last.unicodeScalars.map { scalar -> Character in
                Self.isAllowed(scalar) ? Character(scalar) : "_"
            }
        )
        .trimmed { $0 == "." || $0 == " " || $0 == "_" }
        return cleaned.isEmpty || Self.problem(with: cleaned) != nil ? "download" : cleaned
    }

    /// Writes the bytes to a new file `name` in `directory` and returns its path.
    ///
    /// The name must be a plain file name: no `/`, not `.` or `..`, not hidden
    /// (a leading `.`), no control or direction-changing characters, at most 255
    /// bytes. An existing file is never replaced (nor a link followed): the
    /// file is created new or not at all, and a write that fails removes it.
    public func save(as name: String, in directory: String) throws(WebSaveError) -> String {
        if let reason = Self.problem(with: name) { throw .badName(name.inertForTerminal, reason: reason) }
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { throw .exists(path.inertForTerminal) }
            throw .cannotWrite(path.inertForTerminal, reason: String(cString: strerror(code)).lowercased())
        }
        var offset = 0
        var failure: Int32 = 0
        body.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw .cannotWrite(path.inertForTerminal, reason: String(cString: strerror(failure)).lowercased())
        }
        return path
    }

    /// Why `name` is not a plain, safe file name, or nil when it is.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        if name.utf8.count > 255 { return "the name is longer than 255 bytes" }
        if name == "." || name == ".." { return "that names a directory" }
        if name.contains("/") { return "a name cannot hold a /" }
        if name.hasPrefix(".") { return "a name starting with . would be hidden" }
        if !name.unicodeScalars.allSatisfy(isAllowed) { return "the name holds control characters" }
        return nil
    }

    /// Printable characters only: no controls, no bidi overrides or isolates, no `/`.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: false
        default: scalar.properties.generalCategory != .format
        }
    }
}

/// Why a download could not be saved, in words a person can act on.
public enum WebSaveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is not a plain file name; `reason` says why.
    case badName(String, reason: String)
    /// A file of that name is already there (it is never replaced).
    case exists(String)
    /// The file could not be made or written.
    case cannotWrite(String, reason: String)

    /// What went wrong, as a sentence.
    public var description: String {
        switch self {
        case .badName(let name, let reason): "Cannot save as \"\(name)\": \(reason)."
        case .exists(let path): "\(path) already exists; choose another name."
        case .cannotWrite(let path, let reason): "Cannot write \(path): \(reason)."
        }
    }
}
