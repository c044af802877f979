import Foundation
import ScannerKit

// termui-scanner-fixture: writes the still pictures the demo's scanner tests
// (and a person trying the demo) scan. Deterministic: the same arguments give
// the same bytes.
//
//   termui-scanner-fixture code FILE.png PAYLOAD   a QR code of PAYLOAD, slightly turned
//   termui-scanner-fixture blank FILE.png          a noisy picture without a code

let arguments = Array(CommandLine.arguments.dropFirst())
var synthesizer = FrameSynthesizer(width: 320, height: 240)
synthesizer.noise = 10
synthesizer.blurRadius = 1
let frame: GreyFrame
switch (arguments.first, arguments.count) {
case ("code"?, 3):
    guard let symbol = QRSymbol(text: arguments[2]) else {
        FileHandle.standardError.write(Data("the payload does not fit in a QR code\n".utf8))
        exit(2)
    }
    let module = min(5, 200 / Double(symbol.size + 8))
    frame = synthesizer.render([
        (symbol, SymbolPlacement(centerX: 160, centerY: 120, moduleSize: module, rotation: 8))
    ])
case ("blank"?, 2):
    frame = synthesizer.render([])
default:
    FileHandle.standardError.write(
        Data("usage: termui-scanner-fixture code FILE PAYLOAD | blank FILE\n".utf8))
    exit(2)
}
guard let png = frame.pngData() else { exit(1) }
FileManager.default.createFile(atPath: arguments[1], contents: Data(png))
