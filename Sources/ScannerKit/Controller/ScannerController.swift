import CursesKit
import Dispatch
import FoundationEssentials

/// Finds barcodes in what a frame source sees and shows it live
/// (VisionKit's `DataScannerViewController`).
///
/// Frames are read by zbar off the main thread, newest first; the delegate
/// hears about items on the main actor, each with an id that stays the same
/// while the code is in view. The root widget is a ``ScannerPanel``: the
/// viewfinder, the found codes highlighted, and a status line, or a message
/// saying why there is nothing to show.
///
/// ```swift
/// let controller = ScannerController(recognizedDataTypes: [.barcode(symbologies: [.qr])])
/// controller.delegate = coordinator
/// try? controller.startScanning()
/// ```
@MainActor
public final class ScannerController: WidgetController {
    /// What the scanner looks for.
    public let recognizedDataTypes: Set<RecognizedDataType>
    /// Hears about recognised items; held weakly.
    public weak var delegate: (any ScannerControllerDelegate)?
    /// Where frames come from; change it only while not scanning.
    public var source: (any FrameSource)?
    /// True between a successful ``startScanning()`` and ``stopScanning()`` (or a source failure).
    public private(set) var isScanning = false {
        didSet { panel.isTakingTypedText = isScanning && source is KeyboardWedgeSource }
    }
    /// The items in view now.
    public private(set) var recognizedItems: [RecognizedItem] = []
    /// Why the last start failed or scanning stopped, if it did.
    public private(set) var unavailableReason: ScannerError?

    /// The viewfinder widget (the controller's root widget).
    public let panel = ScannerPanel()
    private var tracker = RecognitionTracker()
    private var processor: LatestFrameProcessor<GreyFrame, (GreyFrame, [BarcodeDetection])>?
    /// Bumped by every start and stop: results of an earlier run are ignored.
    private var generation = 0
    private var frameTimes: [ContinuousClock.Instant] = []
    private var wedgeItem: RecognizedItem?
    /// Frames whose results reached the main actor in this run.
    public private(set) var framesShown = 0

    /// A scanner for `recognizedDataTypes`, reading `source` (by default the
    /// first camera, if there is one).
    public init(
        recognizedDataTypes: Set<RecognizedDataType>,
        source: (any FrameSource)? = ScannerController.defaultSource()
    ) {
        self.recognizedDataTypes = recognizedDataTypes
        self.source = source
        super.init()
        panel.lookingFor = Self.describe(RecognizedDataType.symbologies(in: recognizedDataTypes))
        panel.onKey = { [weak self] key in self?.handleKey(key) ?? false }
    }

    override public func loadWidget() {
        widget = panel
    }

    /// True when zbar can be set up: recognition works on this machine.
    public static var isSupported: Bool { BarcodeReader(symbologies: [.qr]) != nil }

    /// True when a camera device exists (`/dev/video*`).
    public static var isAvailable: Bool { !V4L2CameraSource.devicePaths().isEmpty }

    /// The first camera, or `nil` when there is none.
    public nonisolated static func defaultSource() -> (any FrameSource)? {
        V4L2CameraSource.devicePaths().first.map { V4L2CameraSource(path: $0) }
    }

    /// Starts reading frames from ``source``; does nothing while already scanning.
    ///
    /// - Throws: ``ScannerError``: no source, the camera busy, access denied,
    ///   an unreadable image. The panel shows the same message.
    public func startScanning() throws(ScannerError) {
        guard !isScanning else { return }
        guard let source else {
            let error = ScannerError.noSource("no video device (/dev/video*) is connected")
            fail(error)
            throw error
        }
        guard let reader = BarcodeReader(symbologies: RecognizedDataType.symbologies(in: recognizedDataTypes))
        else {
            fail(.recognizerUnavailable)
            throw .recognizerUnavailable
        }
        generation += 1
        let run = generation
        let processor = LatestFrameProcessor<GreyFrame, (GreyFrame, [BarcodeDetection])>(
            label: "termui.scanner.recognition", work: { frame in (frame, reader.read(frame)) },
            deliver: { result in
                enqueueOnMainActor { [weak self] in self?.apply(result.0, result.1, run: run) }
            })
        self.processor = processor
        isScanning = true
        unavailableReason = nil
        framesShown = 0
        frameTimes.removeAll()
        panel.message = nil
        panel.sourceName = source.name
        panel.isLive = source.isLive
        panel.state = .scanning
        panel.pendingText = source is KeyboardWedgeSource ? "" : nil
        do {
            try source.start { [weak self] output in
                switch output {
                case .frame(let frame):
                    processor.submit(frame)
                case .payload(let payload):
                    enqueueOnMainActor { self?.applyWedge(payload, run: run) }
                case .failure(let error):
                    enqueueOnMainActor { self?.sourceFailed(error, run: run) }
                }
            }
        } catch {
            isScanning = false
            self.processor = nil
            fail(error)
            throw error
        }
    }

    /// Stops reading: the source releases its device, threads and timers; items are dropped.
    public func stopScanning() {
        guard isScanning else { return }
        isScanning = false
        generation += 1
        source?.stop()
        processor?.discardPending()
        processor = nil
        panel.state = .stopped
        let removed = tracker.removeAll() + (wedgeItem.map { [$0] } ?? [])
        wedgeItem = nil
        recognizedItems = []
        panel.highlights = []
        if !removed.isEmpty { delegate?.dataScanner(self, didRemove: removed, allItems: []) }
    }

    /// Frames per second over the last few frames shown (0 until there are two).
    public var framesPerSecond: Double {
        guard frameTimes.count >= 2, let first = frameTimes.first, let last = frameTimes.last else {
            return 0
        }
        let seconds =
            Double((last - first).components.attoseconds) / 1e18 + Double((last - first).components.seconds)
        return seconds > 0 ? Double(frameTimes.count - 1) / seconds : 0
    }

    // MARK: - Results, on the main actor

    private func apply(_ frame: GreyFrame, _ detections: [BarcodeDetection], run: Int) {
        guard run == generation, isScanning else { return }
        framesShown += 1
        frameTimes.append(.now)
        if frameTimes.count > 16 { frameTimes.removeFirst(frameTimes.count - 16) }
        panel.framesPerSecond = framesPerSecond
        panel.image = frame
        let changes = tracker.update(with: detections)
        recognizedItems = tracker.items
        panel.highlights = detections.map(\.bounds)
        panel.codesInView = recognizedItems.count
        report(changes)
    }

    private func report(_ changes: RecognitionTracker.Changes) {
        let all = recognizedItems
        if !changes.added.isEmpty { delegate?.dataScanner(self, didAdd: changes.added, allItems: all) }
        if !changes.updated.isEmpty { delegate?.dataScanner(self, didUpdate: changes.updated, allItems: all) }
        if !changes.removed.isEmpty { delegate?.dataScanner(self, didRemove: changes.removed, allItems: all) }
    }

    /// A code a keyboard reader typed: it replaces the previous one. Such a
    /// reader does not say which symbology it read; the item says Code 128,
    /// what these readers are most often used with, and has no bounds.
    private func applyWedge(_ payload: [UInt8], run: Int) {
        guard run == generation, isScanning else { return }
        var changes = RecognitionTracker.Changes()
        if let wedgeItem { changes.removed.append(wedgeItem) }
        let item = RecognizedItem.barcode(
            RecognizedItem.Barcode(
                id: UUID(), payload: payload, symbology: .code128, bounds: FrameBounds(points: [])))
        wedgeItem = item
        recognizedItems = [item]
        panel.pendingText = ""
        panel.codesInView = 1
        changes.added.append(item)
        report(changes)
    }

    private func sourceFailed(_ error: ScannerError, run: Int) {
        guard run == generation, isScanning else { return }
        stopScanning()
        fail(error)
        delegate?.dataScanner(self, becameUnavailableWithError: error)
    }

    private func fail(_ error: ScannerError) {
        unavailableReason = error
        panel.state = .unavailable
        panel.message = error.description
    }

    private func handleKey(_ key: KeyEvent) -> Bool {
        guard isScanning, let wedge = source as? KeyboardWedgeSource else { return false }
        let handled = wedge.receive(key)
        if handled { panel.pendingText = wedge.pendingText }
        return handled
    }

    private static func describe(_ symbologies: Set<BarcodeSymbology>) -> String {
        if symbologies.count == BarcodeSymbology.allCases.count { return "any barcode" }
        return BarcodeSymbology.allCases.filter(symbologies.contains).map(\.rawValue).joined(separator: ", ")
    }
}
