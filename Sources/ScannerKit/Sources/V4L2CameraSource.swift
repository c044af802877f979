import CV4L2
import Dispatch
import FoundationEssentials
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// A V4L2 camera (`/dev/videoN`) through libv4l2: YUYV, MJPEG, GREY and
/// YUV 4:2:0 cameras all give grey frames (see
/// ``GreyFrame/init(converting:format:width:height:)``).
///
/// Frames are read on a thread of the source's own, which waits in `poll`
/// on the device and on a pipe that ``stop()`` writes to: no timeouts, and
/// nothing left running once stopped.
public final class V4L2CameraSource: FrameSource {
    /// The device path.
    public let path: String
    /// The size asked of the camera (it may choose another).
    public let requestedWidth: Int
    /// The size asked of the camera (it may choose another).
    public let requestedHeight: Int
    private let running = Locked<V4L2Stream?>(nil)

    /// The source's name, as the status line shows it.
    public var name: String { "camera \(path)" }
    /// Whether frames keep coming (a camera or feed) rather than one still picture.
    public var isLive: Bool { true }

    /// A source for the camera at `path`, opened when scanning starts.
    public init(path: String, width: Int = 640, height: Int = 480) {
        self.path = path
        self.requestedWidth = width
        self.requestedHeight = height
    }

    /// The video devices present, `/dev/video0` first.
    public static func devicePaths(in directory: String = "/dev") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return
            names
            .compactMap { name -> (Int, String)? in
                guard name.hasPrefix("video"), let number = Int(name.dropFirst(5)) else { return nil }
                return (number, directory + "/" + name)
            }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
    }

    /// Starts producing frames, handing each to `deliver` (from the source's own thread).
    public func start(delivering deliver: @escaping @Sendable (FrameSourceOutput) -> Void)
        throws(ScannerError)
    {
        stop()
        let stream = try V4L2Stream(path: path, width: requestedWidth, height: requestedHeight)
        running.withLock { $0 = stream }
        do {
            try stream.run(deliver: deliver)
        } catch {
            running.withLock { $0 = nil }
            stream.close()
            throw error
        }
    }

    /// Stops producing frames; no frame is delivered after it returns.
    public func stop() {
        let stream = running.withLock { stream in
            defer { stream = nil }
            return stream
        }
        stream?.close()
    }
}

/// One open, streaming camera: its descriptor, mapped buffers and reading thread.
final class V4L2Stream: @unchecked Sendable {
    private let path: String
    private let fd: Int32
    private let wake: (read: Int32, write: Int32)
    private var buffers: [(start: UnsafeMutableRawPointer, length: Int)] = []
    private let format: CameraPixelFormat
    private let width: Int
    private let height: Int
    private let finished = DispatchSemaphore(value: 0)
    /// True once the reading thread runs (``close()`` then waits for it to end).
    private var isReading = false

    /// Opens `path`, sets the format, maps the buffers and starts streaming.
    init(path: String, width: Int, height: Int) throws(ScannerError) {
        self.path = path
        let fd = termui_open_device(path)
        guard fd >= 0 else { throw .opening(path, errno: errno) }
        do {
            try Self.checkCaptures(fd, path)
        } catch {
            Glibc.close(fd)
            throw error
        }
        // From here libv4l2 converts what it can and talks to the device (opened now: see CV4L2).
        if let reason = termui_v4l2_load() {
            Glibc.close(fd)
            throw .deviceFailed(path: path, reason: String(cString: reason))
        }
        guard termui_v4l2_fd_open(fd, 0) >= 0 else {
            let code = errno
            Glibc.close(fd)
            throw .opening(path, errno: code)
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            termui_v4l2_close(fd)
            throw .deviceFailed(path: path, reason: String(cString: strerror(code)))
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.fd = fd
        self.wake = (pipeEnds[0], pipeEnds[1])
        let negotiated: (CameraPixelFormat, Int, Int)
        do {
            negotiated = try Self.negotiate(fd, path, width: width, height: height)
        } catch {
            (format, self.width, self.height) = (.grey, 0, 0)
            releaseDescriptors()
            throw error
        }
        (format, self.width, self.height) = negotiated
        do {
            try mapBuffers()
        } catch {
            releaseDescriptors()
            throw error
        }
    }

    /// Checks, with a plain ioctl, that the device captures video frames by streaming.
    private static func checkCaptures(_ fd: Int32, _ path: String) throws(ScannerError) {
        var capability = v4l2_capability()
        let result = withUnsafeMutablePointer(to: &capability) {
            termui_ioctl(fd, termui_vidioc_querycap(), $0)
        }
        if result < 0 { throw .opening(path, errno: errno) }
        let capabilities = capability.device_caps != 0 ? capability.device_caps : capability.capabilities
        guard capabilities & UInt32(V4L2_CAP_VIDEO_CAPTURE) != 0,
            capabilities & UInt32(V4L2_CAP_STREAMING) != 0
        else {
            throw .notACamera(path: path, reason: "it does not capture video frames")
        }
    }

    /// Asks for YUYV at `width`×`height`, then for YUV 4:2:0 (which libv4l2
    /// converts almost any camera format to); returns the format and size the
    /// driver chose. An MJPEG camera answers the first with MJPEG, which is read too.
    private static func negotiate(
        _ fd: Int32, _ path: String, width: Int, height: Int
    ) throws(ScannerError) -> (CameraPixelFormat, Int, Int) {
        var offered: [String] = []
        for wanted in [CameraPixelFormat.yuyv, .yuv420] {
            var chosen = v4l2_format()
            chosen.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            chosen.fmt.pix.width = UInt32(width)
            chosen.fmt.pix.height = UInt32(height)
            chosen.fmt.pix.pixelformat = wanted.fourCC
            chosen.fmt.pix.field = V4L2_FIELD_ANY.rawValue
            try control(fd, path, termui_vidioc_s_fmt(), &chosen)
            if let format = CameraPixelFormat(fourCC: chosen.fmt.pix.pixelformat) {
                return (format, Int(chosen.fmt.pix.width), Int(chosen.fmt.pix.height))
            }
            offered.append(fourCCName(chosen.fmt.pix.pixelformat))
        }
        throw .unsupportedFormat(path: path, formats: offered.joined(separator: ", "))
    }

    private static func control<T>(_ fd: Int32, _ path: String, _ request: UInt, _ argument: inout T)
        throws(ScannerError)
    {
        var result: Int32 = -1
        repeat {
            result = withUnsafeMutablePointer(to: &argument) { termui_v4l2_ioctl(fd, request, $0) }
        } while result < 0 && errno == EINTR
        if result < 0 { throw .opening(path, errno: errno) }
    }

    private static func fourCCName(_ code: UInt32) -> String {
        String(decoding: (0..<4).map { UInt8((code >> ($0 * 8)) & 0xFF) }, as: UTF8.self)
    }

    private func mapBuffers() throws(ScannerError) {
        var request = v4l2_requestbuffers()
        request.count = 4
        request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
        request.memory = V4L2_MEMORY_MMAP.rawValue
        try Self.control(fd, path, termui_vidioc_reqbufs(), &request)
        for index in 0..<request.count {
            var buffer = v4l2_buffer()
            buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            buffer.memory = V4L2_MEMORY_MMAP.rawValue
            buffer.index = index
            try Self.control(fd, path, termui_vidioc_querybuf(), &buffer)
            let mapped = termui_v4l2_mmap(
                nil, Int(buffer.length), PROT_READ | PROT_WRITE, MAP_SHARED, fd, Int64(buffer.m.offset))
            guard let mapped, mapped != termui_map_failed() else {
                throw .deviceFailed(path: path, reason: "its buffers cannot be mapped")
            }
            buffers.append((mapped, Int(buffer.length)))
            try Self.control(fd, path, termui_vidioc_qbuf(), &buffer)
        }
        var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
        try Self.control(fd, path, termui_vidioc_streamon(), &type)
    }

    /// Reads frames on a thread of its own (a pthread: Foundation's `Thread` is not in
    /// FoundationEssentials) until ``close()``.
    func run(deliver: @escaping @Sendable (FrameSourceOutput) -> Void) throws(ScannerError) {
        let body = Unmanaged.passRetained(
            ReadingThreadBody { [self] in
                _ = termui_name_this_thread("termui.camera")
                readFrames(deliver: deliver)
                finished.signal()
            })
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                Unmanaged<ReadingThreadBody>.fromOpaque(argument).takeRetainedValue().run()
                return nil
            }, body.toOpaque())
        guard made == 0 else {
            body.release()
            throw .deviceFailed(
                path: path, reason: "its reading thread cannot start: \(String(cString: strerror(made)))")
        }
        pthread_detach(thread)
        isReading = true
    }

    private func readFrames(deliver: @Sendable (FrameSourceOutput) -> Void) {
        var descriptors = [
            pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || descriptors[1].revents != 0 { return }
            var buffer = v4l2_buffer()
            buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
            buffer.memory = V4L2_MEMORY_MMAP.rawValue
            let result = withUnsafeMutablePointer(to: &buffer) {
                termui_v4l2_ioctl(fd, termui_vidioc_dqbuf(), $0)
            }
            if result < 0 {
                let code = errno
                if code == EAGAIN || code == EINTR { continue }
                deliver(.failure(.deviceFailed(path: path, reason: String(cString: strerror(code)))))
                return
            }
            let mapped = buffers[Int(buffer.index)]
            let bytes = Array(
                UnsafeRawBufferPointer(start: mapped.start, count: min(Int(buffer.bytesused), mapped.length)))
            if let frame = try? GreyFrame(converting: bytes, format: format, width: width, height: height) {
                deliver(.frame(frame))
            }
            try? Self.control(fd, path, termui_vidioc_qbuf(), &buffer)
        }
    }

    /// Stops the thread, streaming, the mappings and the descriptor.
    func close() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        if isReading { finished.wait() }
        var type = Int32(V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue)
        _ = withUnsafeMutablePointer(to: &type) { termui_v4l2_ioctl(fd, termui_vidioc_streamoff(), $0) }
        releaseDescriptors()
    }

    private func releaseDescriptors() {
        for buffer in buffers { termui_v4l2_munmap(buffer.start, buffer.length) }
        buffers.removeAll()
        termui_v4l2_close(fd)
        Glibc.close(wake.read)
        Glibc.close(wake.write)
    }
}

/// What the camera's reading thread runs, handed to `pthread_create` as its argument.
private final class ReadingThreadBody: @unchecked Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}
