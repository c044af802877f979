/// What a frame source hands the scanner: a frame to read, a payload a
/// reader already decoded (a keyboard wedge), or why it stopped.
public enum FrameSourceOutput: Sendable {
    /// A grey frame to look for codes in.
    case frame(GreyFrame)
    /// A code's payload, decoded by the device itself.
    case payload([UInt8])
    /// The source failed and delivers nothing more.
    case failure(ScannerError)
}

/// Where a ``ScannerController`` gets its pictures: a camera, an image file,
/// the demo feed or a keyboard-wedge reader.
///
/// A source delivers from any thread it likes; the controller reads frames
/// off the main thread and hands results to the main actor. After ``stop()``
/// returns, a source delivers nothing and holds no thread, timer or device.
public protocol FrameSource: AnyObject, Sendable {
    /// What the status line calls the source ("camera /dev/video0", "demo feed").
    var name: String { get }
    /// True when frames keep coming (the status line then shows frames per second).
    var isLive: Bool { get }
    /// Starts delivering to `deliver`.
    ///
    /// - Throws: ``ScannerError`` when the source cannot start (no device, busy, denied, unreadable).
    func start(delivering deliver: @escaping @Sendable (FrameSourceOutput) -> Void) throws(ScannerError)
    /// Stops delivering and releases what the source holds (the device, threads, timers).
    func stop()
}
