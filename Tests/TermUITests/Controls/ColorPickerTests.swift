import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `ColorPicker` as SwiftUI's documentation shows it, choosing from the terminal's palette.
@MainActor
@Suite struct ColorPickerTests {
    struct FormattingControls: View {
        @State private var bgColor = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)

        var body: some View {
            VStack(alignment: .leading) {
                ColorPicker("Alignment Guides", selection: $bgColor)
                Text("Sample").foregroundColor(bgColor)
            }
        }
    }

    @Test func itShowsItsLabelASwatchOfTheColourAndItsName() {
        let host = HeadlessHost(size: Size(width: 50, height: 4), root: FormattingControls())
        let row = host.lines[0]
        #expect(row.hasPrefix("Alignment Guides ██ "), "\(row)")
        // A colour set in code that is not in the palette is "Custom".
        #expect(row.contains("Custom"), "\(row)")
        let swatch = host.cell(at: Point(x: 17, y: 0))
        #expect(swatch.style.foreground == Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2), "\(swatch)")
    }

    @Test func enterOpensThePaletteAndTheChoiceIsWrittenToTheBinding() {
        let host = HeadlessHost(size: Size(width: 50, height: 24), root: FormattingControls())
        host.send(KeyEvent(.enter))
        let menu = host.lines.joined(separator: "\n")
        #expect(menu.contains("Bright Magenta") && menu.contains("Black"), "\(menu)")
        // Custom, then Black, Red: two steps down.
        host.send([KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter)])
        #expect(host.lines[0].contains("Red"), "\(host.lines[0])")
        let sample = host.lines.firstIndex { $0.contains("Sample") }
        let cell = host.cell(at: Point(x: 0, y: sample ?? 0))
        #expect(cell.style.foreground == .red, "\(host.lines)")
        #expect(host.cell(at: Point(x: 17, y: 0)).style.foreground == .red)
    }

    @Test func theLabelFormsAndLabelsHiddenCompileAsInSwiftUI() {
        let host = HeadlessHost(size: Size(width: 40, height: 3)) {
            VStack(alignment: .leading) {
                ColorPicker(selection: .constant(Color.blue), supportsOpacity: false) {
                    Label("Tint", systemImage: "paintpalette")
                }
                ColorPicker("Hidden", selection: .constant(Color.green)).labelsHidden()
            }
        }
        #expect(host.lines[0].contains("Tint") && host.lines[0].contains("Blue"), "\(host.lines)")
        #expect(!host.lines[1].contains("Hidden") && host.lines[1].contains("Green"), "\(host.lines)")
    }
}
