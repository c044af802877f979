import CursesKit
import ScannerKit
import TermUI

/// Seed 001's `ScannerView`, with only the type names changed: ScannerKit's
/// ``ScannerController`` in a controller representable whose coordinator is
/// its delegate and writes the scanned code to the binding.
///
/// Unlike the seed, the coordinator writes through `parent`, which TermUI
/// refreshes before every update and every event, so it always writes the
/// current binding. Dismantling stops scanning, which releases the camera.
struct ScannerView: ControllerRepresentable {
    @Binding var code: String?

    func makeController(context: Context) -> ScannerController {
        let controller = ScannerController(
            recognizedDataTypes: [.barcode(symbologies: [.qr])],
            source: context.environment.scanSource.makeSource()
        )
        controller.delegate = context.coordinator
        try? controller.startScanning()
        return controller
    }

    func updateController(_ controller: ScannerController, context: Context) {
        controller.panel.colorCapability = context.environment.colorCapability
    }

    static func dismantleController(_ controller: ScannerController, coordinator: Coordinator) {
        controller.stopScanning()
        controller.delegate = nil
    }

    /// As wide as offered up to 64 columns, and tall enough to keep the frame's 4:3.
    func sizeThatFits(_ proposal: ProposedSize, controller: ScannerController, context: Context) -> Size? {
        let width = min(proposal.width ?? 48, 64)
        let height = min(proposal.height ?? Int.max, (width * 3 + 7) / 8 + 1)
        return Size(width: width, height: height)
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    final class Coordinator: RepresentableCoordinator, ScannerControllerDelegate {
        var parent: ScannerView

        init(parent: ScannerView) {
            self.parent = parent
        }

        func dataScanner(
            _ dataScanner: ScannerController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]
        ) {
            guard let item = allItems.first else { return }
            switch item {
            case .barcode(let code):
                parent.code = code.payloadStringValue ?? "(\(code.payload.count) bytes that are not text)"
            }
        }
    }
}
