import FoundationEssentials
import ScannerKit
import TermUI

/// Where the scanner screen's frames come from (`--scan-source`, `--scan-device`).
enum ScanSourceOption: Equatable, Sendable {
    /// A V4L2 camera: the given device, else the first one found.
    case camera(device: String?)
    /// The synthesised demo feed.
    case demo
    /// A USB barcode reader in keyboard mode.
    case keyboard
    /// A still image file.
    case file(String)

    /// What `--scan-source VALUE` (with `--scan-device`, if given) asks for;
    /// without `--scan-source`: the first camera, else the demo feed.
    static func from(source: String?, device: String?, cameras: [String]) -> ScanSourceOption {
        switch source {
        case "camera"?: .camera(device: device)
        case "demo"?: .demo
        case "keyboard"?: .keyboard
        case let path?: .file(path)
        case nil: device != nil || !cameras.isEmpty ? .camera(device: device) : .demo
        }
    }

    /// How the screen names the source.
    var label: String {
        switch self {
        case .camera(let device?): "camera \(device)"
        case .camera(nil): "the first camera"
        case .demo: "the demo feed"
        case .keyboard: "a keyboard barcode reader"
        case .file(let path): "the image \(URL(filePath: path).lastPathComponent)"
        }
    }

    /// The line under the scanner sheet: how to cancel, and where else codes
    /// can come from, never suggesting the source already in use.
    var sheetHint: String {
        switch self {
        case .demo: "Esc cancels · scanning the demo feed, a synthesised code"
        default: "Esc cancels · no camera? try --scan-source demo, or an image FILE"
        }
    }

    /// A new source for one scanning session (`nil`: no camera, which the panel says).
    func makeSource() -> (any FrameSource)? {
        switch self {
        case .camera(let device?): V4L2CameraSource(path: device)
        case .camera(nil): ScannerController.defaultSource()
        case .demo: DemoFeedSource()
        case .keyboard: KeyboardWedgeSource()
        case .file(let path): ImageFileSource(path: path)
        }
    }
}

struct ScanSourceKey: EnvironmentKey {
    static var defaultValue: ScanSourceOption { .demo }
}

extension EnvironmentValues {
    /// Where ``ScannerView`` reads frames from (the demo's `--scan-source`).
    var scanSource: ScanSourceOption {
        get { self[ScanSourceKey.self] }
        set { self[ScanSourceKey.self] = newValue }
    }
}
