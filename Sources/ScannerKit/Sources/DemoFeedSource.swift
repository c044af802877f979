import Dispatch
import FoundationEssentials
import Locking
import Synchronization

/// A pretend camera: frames synthesised from a QR code (libqrencode) that
/// slides into view turning, blurred, noisy and faint, then settles sharp,
/// and starts over. zbar reads the pixels as it would a camera's.
///
/// Frames are made on a private queue by a timer that exists only between
/// ``start(delivering:)`` and ``stop()``.
public final class DemoFeedSource: FrameSource {
    /// The encoded payload.
    public let payload: String
    /// Frames per second.
    public let framesPerSecond: Int
    /// How many frames one pass of the animation takes.
    public let cycleFrames: Int
    private let size: (width: Int, height: Int)
    private let symbol: QRSymbol?
    private let queue = DispatchQueue(label: "termui.scanner.demo-feed")
    private let timer = Locked<FeedTimer?>(nil)
    private let frameIndex = Atomic<Int>(0)

    /// The source's name, as the status line shows it.
    public var name: String { "demo feed" }
    /// Whether frames keep coming (a camera or feed) rather than one still picture.
    public var isLive: Bool { true }

    /// A feed of `width`×`height` frames showing `payload` as a QR code.
    public init(
        payload: String = "https://example.com/termui/scanner", width: Int = 320, height: Int = 240,
        framesPerSecond: Int = 15, cycleFrames: Int = 90
    ) {
        self.payload = payload
        self.size = (width, height)
        self.framesPerSecond = max(1, framesPerSecond)
        self.cycleFrames = max(2, cycleFrames)
        self.symbol = QRSymbol(text: payload)
    }

    /// The frame at step `index` of the animation: the code enters from the
    /// right, turned 45° and blurred, and comes to rest centred, upright, sharp.
    public func frame(at index: Int) -> GreyFrame {
        var synthesizer = FrameSynthesizer(width: size.width, height: size.height)
        let step = index % cycleFrames
        // 0 → 1 over the first two thirds, then at rest.
        let progress = min(1, Double(step) / (Double(cycleFrames) * 2 / 3))
        let eased = 1 - (1 - progress) * (1 - progress)
        synthesizer.blurRadius = Int((1 - eased) * 4)
        synthesizer.noise = 12
        synthesizer.seed = UInt64(step + 1)
        // Low contrast: grey paper, dark grey ink, as under a dim lamp.
        synthesizer.light = 190
        synthesizer.dark = 60
        synthesizer.background = 100 + UInt8(step % 7)
        guard let symbol else { return synthesizer.render([]) }
        let module = Double(min(size.width, size.height)) * 0.8 / Double(symbol.size + 8)
        let placement = SymbolPlacement(
            centerX: Double(size.width) / 2 + (1 - eased) * Double(size.width) * 0.7,
            centerY: Double(size.height) / 2, moduleSize: module * (0.8 + 0.2 * eased),
            rotation: 45 * (1 - eased))
        return synthesizer.render([(symbol, placement)])
    }

    /// Starts producing frames, handing each to `deliver` (from the source's own thread).
    public func start(delivering deliver: @escaping @Sendable (FrameSourceOutput) -> Void)
        throws(ScannerError)
    {
        stop()
        let source = DispatchSource.makeTimerSource(queue: queue)
        let interval = DispatchTimeInterval.nanoseconds(1_000_000_000 / framesPerSecond)
        source.schedule(deadline: .now(), repeating: interval, leeway: .milliseconds(5))
        source.setEventHandler { [weak self] in
            guard let self else { return }
            let index = frameIndex.wrappingAdd(1, ordering: .relaxed).oldValue
            deliver(.frame(frame(at: index)))
        }
        timer.withLock { $0 = FeedTimer(source: source) }
        source.resume()
    }

    /// True between ``start(delivering:)`` and ``stop()``: the feed's timer exists only then.
    public var isRunning: Bool { timer.withLock { $0 != nil } }

    /// Stops producing frames; no frame is delivered after it returns.
    public func stop() {
        let running = timer.withLock { timer in
            defer { timer = nil }
            return timer
        }
        running?.source.cancel()
    }
}

/// The feed's timer, kept behind its mutex: dispatch sources are thread-safe
/// (Darwin's are `Sendable`; the Linux overlay does not say so yet).
private struct FeedTimer: @unchecked Sendable {
    let source: any DispatchSourceTimer
}
