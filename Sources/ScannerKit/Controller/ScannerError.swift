#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why scanning could not start or stopped, worded for the person at the terminal.
public enum ScannerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No frame source: no camera device and nothing else chosen.
    case noSource(String)
    /// The camera exists but another program has it.
    case deviceBusy(path: String)
    /// The camera exists but this user may not open it.
    case permissionDenied(path: String)
    /// The path is not a V4L2 video capture device.
    case notACamera(path: String, reason: String)
    /// The camera offers none of the pixel formats the scanner converts.
    case unsupportedFormat(path: String, formats: String)
    /// An image file could not be read or decoded.
    case unreadableImage(path: String, reason: String)
    /// A frame could not be converted.
    case unreadableFrame(String)
    /// The camera failed while streaming (unplugged, I/O error).
    case deviceFailed(path: String, reason: String)
    /// zbar could not be set up.
    case recognizerUnavailable

    /// The error in words, for a person.
    public var description: String {
        switch self {
        case .noSource(let detail): "No camera: \(detail)"
        case .deviceBusy(let path): "The camera \(path) is busy: another program is using it."
        case .permissionDenied(let path):
            "Access to the camera \(path) was denied: add yourself to the video group."
        case .notACamera(let path, let reason): "\(path) is not a camera (\(reason))."
        case .unsupportedFormat(let path, let formats):
            "The camera \(path) offers no format the scanner reads (it offers \(formats))."
        case .unreadableImage(let path, let reason): "Cannot read the image \(path): \(reason)."
        case .unreadableFrame(let reason): "A frame could not be read: \(reason)."
        case .deviceFailed(let path, let reason): "The camera \(path) stopped: \(reason)."
        case .recognizerUnavailable: "The barcode recogniser (zbar) could not start."
        }
    }

    /// The error for a failed `open` or ioctl on the camera at `path`.
    package static func opening(_ path: String, errno code: Int32) -> ScannerError {
        switch code {
        case ENOENT, ENODEV, ENXIO: .noSource("\(path) does not exist")
        case EBUSY: .deviceBusy(path: path)
        case EACCES, EPERM: .permissionDenied(path: path)
        case ENOTTY, EINVAL: .notACamera(path: path, reason: "it does not answer video ioctls")
        default: .deviceFailed(path: path, reason: String(cString: strerror(code)))
        }
    }
}
