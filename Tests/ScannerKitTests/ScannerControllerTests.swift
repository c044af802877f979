import CursesKit
import Foundation
import Locking
import TermUITesting
import Testing

@testable import ScannerKit

/// A source the test drives: each `send` delivers one frame, from another thread.
final class ScriptedSource: FrameSource {
    private let deliver = Locked<(@Sendable (FrameSourceOutput) -> Void)?>(nil)
    let startError: ScannerError?
    var name: String { "scripted" }
    var isLive: Bool { true }
    var isRunning: Bool { deliver.withLock { $0 != nil } }

    init(startError: ScannerError? = nil) { self.startError = startError }

    func start(delivering deliver: @escaping @Sendable (FrameSourceOutput) -> Void) throws(ScannerError) {
        if let startError { throw startError }
        self.deliver.withLock { $0 = deliver }
    }

    func stop() { deliver.withLock { $0 = nil } }

    func send(_ output: FrameSourceOutput) {
        let target = deliver.withLock { $0 }
        DispatchQueue.global().async { target?(output) }
    }
}

/// Records every delegate call as a line: "add A#1", "update A#1", "remove A#1".
@MainActor
final class RecordingDelegate: ScannerControllerDelegate {
    var calls: [String] = []
    var unavailable: [ScannerError] = []
    private var names: [UUID: Int] = [:]

    private func label(_ item: RecognizedItem) -> String {
        guard case .barcode(let code) = item else { return "?" }
        let number = names[code.id] ?? (names.count + 1)
        names[code.id] = number
        return "\(code.payloadStringValue ?? "binary")#\(number)"
    }

    func dataScanner(
        _ dataScanner: ScannerController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {
        calls += addedItems.map { "add " + label($0) }
    }
    func dataScanner(
        _ dataScanner: ScannerController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {
        calls += updatedItems.map { "update " + label($0) }
    }
    func dataScanner(
        _ dataScanner: ScannerController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {
        calls += removedItems.map { "remove " + label($0) }
    }
    func dataScanner(_ dataScanner: ScannerController, becameUnavailableWithError error: ScannerError) {
        unavailable.append(error)
    }
}

@MainActor
@Suite struct ScannerControllerTests {
    let a = QRSymbol(text: "A")
    let b = QRSymbol(text: "B")

    func frame(_ placed: [(QRSymbol?, Double)]) -> GreyFrame {
        FrameSynthesizer(width: 400, height: 160).render(
            placed.compactMap { symbol, x in
                symbol.map { ($0, SymbolPlacement(centerX: x, centerY: 80, moduleSize: 4)) }
            })
    }

    /// Sends one frame and waits until the controller has shown it (so none is dropped).
    func show(_ frame: GreyFrame, _ source: ScriptedSource, _ controller: ScannerController) async {
        let shown = controller.framesShown
        source.send(.frame(frame))
        #expect(await waitUntil { controller.framesShown == shown + 1 })
    }

    @Test func itemsKeepTheirIdsAcrossFramesAndLeaveAfterMissingFrames() async throws {
        let source = ScriptedSource()
        let delegate = RecordingDelegate()
        let controller = ScannerController(
            recognizedDataTypes: [.barcode(symbologies: [.qr])], source: source)
        controller.delegate = delegate
        try controller.startScanning()
        await show(frame([(a, 80)]), source, controller)
        #expect(delegate.calls == ["add A#1"])
        await show(frame([(a, 80)]), source, controller)
        #expect(delegate.calls == ["add A#1"])  // same place: nothing to say
        await show(frame([(a, 120)]), source, controller)
        #expect(delegate.calls == ["add A#1", "update A#1"])
        await show(frame([(a, 120), (b, 300)]), source, controller)
        #expect(delegate.calls.last == "add B#2")
        #expect(controller.recognizedItems.count == 2)
        // A blurred frame or two do not make a code leave; a third does.
        await show(frame([(b, 300)]), source, controller)
        await show(frame([(b, 300)]), source, controller)
        #expect(!delegate.calls.contains("remove A#1"))
        await show(frame([(b, 300)]), source, controller)
        #expect(delegate.calls.suffix(1) == ["remove A#1"])
        #expect(controller.recognizedItems.map(\.id).count == 1)
        // Back in view after leaving: a new item, with a new id.
        await show(frame([(a, 80), (b, 300)]), source, controller)
        #expect(delegate.calls.last == "add A#3")
        controller.stopScanning()
        #expect(delegate.calls.suffix(2).sorted() == ["remove A#3", "remove B#2"])
        #expect(!source.isRunning)
        #expect(controller.recognizedItems.isEmpty)
    }

    @Test func resultsArriveOnTheMainActorAndNotAfterStop() async throws {
        let source = ScriptedSource()
        let delegate = RecordingDelegate()
        let controller = ScannerController(
            recognizedDataTypes: [.barcode(symbologies: [.qr])], source: source)
        controller.delegate = delegate
        try controller.startScanning()
        await show(frame([(a, 200)]), source, controller)
        #expect(controller.panel.highlights.count == 1)
        // B is on its way to the first run's reader when scanning stops and starts
        // again in the same turn: its result belongs to the old run and is dropped.
        source.send(.frame(frame([(b, 200)])))
        controller.stopScanning()
        try controller.startScanning()
        await show(frame([]), source, controller)
        #expect(delegate.calls == ["add A#1", "remove A#1"])
        controller.stopScanning()
    }

    @Test func startingWithoutASourceThrowsAndThePanelSaysWhy() {
        let controller = ScannerController(recognizedDataTypes: [.barcode(symbologies: [.qr])], source: nil)
        #expect(throws: ScannerError.noSource("no video device (/dev/video*) is connected")) {
            try controller.startScanning()
        }
        #expect(!controller.isScanning)
        #expect(controller.panel.state == .unavailable)
        #expect(controller.panel.message == "No camera: no video device (/dev/video*) is connected")
    }

    @Test func aMissingCameraAndANonCameraAreReported() throws {
        let missing = ScannerController(
            recognizedDataTypes: [.barcode()], source: V4L2CameraSource(path: "/dev/video-not-here"))
        #expect(throws: ScannerError.noSource("/dev/video-not-here does not exist")) {
            try missing.startScanning()
        }
        let notACamera = ScannerController(
            recognizedDataTypes: [.barcode()], source: V4L2CameraSource(path: "/dev/null"))
        #expect(throws: ScannerError.notACamera(path: "/dev/null", reason: "it does not answer video ioctls"))
        {
            try notACamera.startScanning()
        }
        #expect(notACamera.panel.message == "/dev/null is not a camera (it does not answer video ioctls).")
    }

    @Test(arguments: [
        (EBUSY, ScannerError.deviceBusy(path: "/dev/video0")),
        (EACCES, .permissionDenied(path: "/dev/video0")),
        (EPERM, .permissionDenied(path: "/dev/video0")),
        (ENOENT, .noSource("/dev/video0 does not exist")),
    ])
    func openErrorsBecomeClearMessages(code: Int32, expected: ScannerError) {
        #expect(ScannerError.opening("/dev/video0", errno: code) == expected)
    }

    @Test func aSourceThatCannotStartLeavesTheControllerStopped() {
        let source = ScriptedSource(startError: .deviceBusy(path: "/dev/video0"))
        let controller = ScannerController(recognizedDataTypes: [.barcode()], source: source)
        #expect(throws: ScannerError.deviceBusy(path: "/dev/video0")) { try controller.startScanning() }
        #expect(!controller.isScanning)
        #expect(controller.panel.message == "The camera /dev/video0 is busy: another program is using it.")
    }

    @Test func aFailingSourceMakesTheScannerUnavailable() async throws {
        let source = ScriptedSource()
        let delegate = RecordingDelegate()
        let controller = ScannerController(recognizedDataTypes: [.barcode()], source: source)
        controller.delegate = delegate
        try controller.startScanning()
        source.send(.failure(.deviceFailed(path: "/dev/video0", reason: "it stopped sending frames")))
        #expect(await waitUntil { !delegate.unavailable.isEmpty })
        #expect(
            delegate.unavailable == [.deviceFailed(path: "/dev/video0", reason: "it stopped sending frames")])
        #expect(!controller.isScanning && !source.isRunning)
        #expect(controller.panel.state == .unavailable)
    }

    @Test func anImageIsDecodedOffTheMainThreadAndAFileThatIsNotOneIsReported() async throws {
        let path = try TestImages.pngFile(GreyFrame(width: 4, height: 4, filledWith: 9), name: "x.png")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path))
        let delegate = RecordingDelegate()
        let controller = ScannerController(
            recognizedDataTypes: [.barcode()], source: ImageFileSource(path: path))
        controller.delegate = delegate
        try controller.startScanning()
        #expect(await waitUntil { !delegate.unavailable.isEmpty })
        #expect(
            delegate.unavailable == [
                .unreadableImage(path: path, reason: "it is not a PNG, JPEG or PGM image")
            ])
        #expect(
            controller.panel.message == "Cannot read the image \(path): it is not a PNG, JPEG or PGM image.")
        let missing = ScannerController(
            recognizedDataTypes: [.barcode()], source: ImageFileSource(path: path + ".gone"))
        #expect(throws: ScannerError.unreadableImage(path: path + ".gone", reason: "there is no such file")) {
            try missing.startScanning()
        }
    }

    @Test func camerasAreFoundInNumberOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["video10", "video2", "video0", "videofoo", "null", "media0"] {
            _ = FileManager.default.createFile(
                atPath: folder.appendingPathComponent(name).path, contents: nil)
        }
        #expect(
            V4L2CameraSource.devicePaths(in: folder.path)
                == ["video0", "video2", "video10"].map { folder.path + "/" + $0 })
        #expect(ScannerController.isSupported)
        #expect(ScannerController.isAvailable == !V4L2CameraSource.devicePaths().isEmpty)
    }

    @Test func aKeyboardReaderTypesThePayloadThenEnter() async throws {
        let wedge = KeyboardWedgeSource()
        let delegate = RecordingDelegate()
        let controller = ScannerController(recognizedDataTypes: [.barcode()], source: wedge)
        controller.delegate = delegate
        try controller.startScanning()
        for character in "4006381333931" { #expect(controller.panel.handle(.character(character))) }
        #expect(controller.panel.pendingText == "4006381333931")
        #expect(!controller.panel.handle(KeyEvent(.escape)))  // left to the sheet
        #expect(controller.panel.handle(KeyEvent(.enter)))
        #expect(await waitUntil { !delegate.calls.isEmpty })
        #expect(delegate.calls == ["add 4006381333931#1"])
        // The next code typed replaces it.
        for key in [KeyEvent.character("7"), KeyEvent(.enter)] { #expect(controller.panel.handle(key)) }
        #expect(await waitUntil { delegate.calls.count == 3 })
        #expect(delegate.calls == ["add 4006381333931#1", "add 7#2", "remove 4006381333931#1"])
        #expect(controller.recognizedItems.count == 1)
        // Enter with nothing typed (a reader's stray Enter) delivers no empty
        // code: the next code is the next item, and the one before it goes.
        for key in [KeyEvent(.enter), .character("8"), KeyEvent(.enter)] {
            #expect(controller.panel.handle(key))
        }
        #expect(await waitUntil { delegate.calls.count >= 5 })
        #expect(delegate.calls.suffix(2) == ["add 8#3", "remove 7#2"], "\(delegate.calls)")
        controller.stopScanning()
        #expect(!controller.panel.handle(.character("x")))
    }
}
