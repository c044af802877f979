import CursesKit
import Testing

@testable import ScannerKit

/// The panel as a person sees it, drawn into a CellBuffer.
@MainActor
@Suite struct ScannerPanelTests {
    /// 8×4 pixels: the left half black, the right half white.
    let halves = GreyFrame(width: 8, height: 4, pixels: (0..<32).map { $0 % 8 < 4 ? 0 : 255 })

    func draw(_ panel: ScannerPanel, width: Int = 8, height: Int = 3) -> CellBuffer {
        let buffer = CellBuffer(size: Size(width: width, height: height))
        panel.frame = Rect(x: 0, y: 0, width: width, height: height)
        panel.draw(in: buffer)
        return buffer
    }

    @Test func theViewfinderShowsTwoPixelsPerCellInGreys() {
        let panel = ScannerPanel()
        panel.image = halves
        let buffer = draw(panel)
        for row in 0..<2 {
            #expect(
                buffer.cell(at: Point(x: 0, y: row))
                    == .init(text: "▀", style: Style(foreground: .indexed(16), background: .indexed(16))))
            #expect(
                buffer.cell(at: Point(x: 7, y: row))
                    == .init(text: "▀", style: Style(foreground: .indexed(231), background: .indexed(231))))
        }
    }

    @Test func aFoundCodeIsDrawnInGreen() {
        let panel = ScannerPanel()
        panel.image = halves
        panel.highlights = [
            FrameBounds(points: [.init(x: 4, y: 0), .init(x: 4, y: 4), .init(x: 8, y: 4), .init(x: 8, y: 0)])
        ]
        let buffer = draw(panel)
        #expect(buffer.cell(at: Point(x: 0, y: 0)).style.foreground == .indexed(16))
        #expect(buffer.cell(at: Point(x: 6, y: 0)).style.foreground == .indexed(157))
        #expect(buffer.cell(at: Point(x: 6, y: 1)).style.background == .indexed(157))
    }

    @Test func withoutTheGreyPaletteShadesAreDrawn() {
        let panel = ScannerPanel()
        panel.colorCapability = .ansi16
        panel.image = halves
        #expect(draw(panel).lines.prefix(2) == ["    ████", "    ████"])
    }

    @Test func theStatusLineSaysSourceSpeedAndTarget() {
        let panel = ScannerPanel()
        panel.state = .scanning
        panel.sourceName = "demo feed"
        panel.lookingFor = "QR"
        panel.framesPerSecond = 14.96
        panel.image = halves
        #expect(panel.statusText == "● demo feed · 15.0 fps · looking for QR · no code in view")
        panel.codesInView = 2
        panel.isLive = false
        #expect(panel.statusText == "● demo feed · looking for QR · 2 codes")
        let buffer = draw(panel, width: 40, height: 4)
        #expect(buffer.lines[3] == "● demo feed · looking for QR · 2 codes  ")
    }

    @Test func aMessageTakesThePlaceOfTheViewfinder() {
        let panel = ScannerPanel()
        panel.state = .unavailable
        panel.lookingFor = "QR"
        panel.message = "No camera: /dev/video0 does not exist"
        let lines = draw(panel, width: 24, height: 6).lines
        #expect(
            lines
                == [
                    "                        ",
                    "  No camera:            ",
                    "  /dev/video0 does not  ",
                    "  exist                 ",
                    "                        ",
                    "✕ not scanning · looking",
                ].map { $0.padding(toLength: 24, withPad: " ", startingAt: 0) })
    }
}
