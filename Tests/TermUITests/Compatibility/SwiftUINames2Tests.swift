import CursesKit
import Foundation
import Testing

@testable import TermUI

/// More names the census of public SwiftUI code ranks (issue 39), written as
/// SwiftUI's documentation shows them, through the headless host.
@MainActor
@Suite struct SwiftUINames2Tests {
    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    // MARK: Shape shorthands

    /// Strokes any shape, as a view that takes a `some Shape` does.
    struct Outline<S: Shape>: View {
        let shape: S
        var body: some View { shape.stroke(Color.red) }
    }

    @Test func shapeShorthandsAreTheShapesTheyName() {
        let rounded = HeadlessHost(
            size: Size(width: 12, height: 4), root: Outline(shape: .rect(cornerRadius: 16)))
        #expect(rounded.lines[0].hasPrefix("╭"), "\(text(rounded))")
        let square = HeadlessHost(size: Size(width: 12, height: 4), root: Outline(shape: .rect))
        #expect(square.lines[0].hasPrefix("┌"), "\(text(square))")
        let capsule = HeadlessHost(size: Size(width: 12, height: 4), root: Outline(shape: .capsule))
        #expect(capsule.lines[0].hasPrefix("╭"), "\(text(capsule))")
        let circle = HeadlessHost(size: Size(width: 12, height: 6), root: Outline(shape: .circle))
        #expect(
            text(circle)
                == text(HeadlessHost(size: Size(width: 12, height: 6), root: Outline(shape: Circle()))))
        #expect(!text(circle).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test func backgroundInACapsuleAndClipShapeCompileAsInSwiftUI() {
        let host = HeadlessHost(size: Size(width: 20, height: 3)) {
            Text("Tag").padding().background(.blue, in: .capsule).clipShape(.rect(cornerRadius: 8))
        }
        let row = host.lines[1]
        let column = row.distance(from: row.startIndex, to: row.range(of: "Tag")?.lowerBound ?? row.endIndex)
        // The padding beside the text is filled (the capsule's flat middle).
        let cell = host.cell(at: Point(x: column - 1, y: 1))
        #expect(cell.style.background == .blue || cell.style.foreground == .blue, "\(text(host)) \(cell)")
    }

    // MARK: border(_:width:)

    @Test func borderWithAWidthDrawsALineInTheStylesColour() {
        let host = HeadlessHost(size: Size(width: 12, height: 3)) {
            Text("Hi").border(Color.purple, width: 4)
        }
        #expect(host.lines[0].hasPrefix("┌─") && host.lines[0].hasSuffix("─┐"), "\(text(host))")
        #expect(host.lines[1].hasPrefix("│") && host.lines[1].contains("Hi"), "\(text(host))")
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .purple)
        // The colour-only border keeps working.
        let plain = HeadlessHost(size: Size(width: 12, height: 3)) { Text("Hi").border(.red) }
        #expect(plain.lines[1].hasPrefix("│") && plain.lines[1].contains("Hi"))
        #expect(plain.cell(at: Point(x: 0, y: 0)).style.foreground == .red)
    }

    // MARK: SwitchToggleStyle(tint:)

    struct Alarm: View {
        @State private var on = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Alarm", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .orange))
                Text(on ? "set" : "off")
            }
        }
    }

    @Test func switchToggleStyleWithATintDrawsTheSwitchInIt() {
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Alarm())
        #expect(host.cell(at: Point(x: 1, y: 0)).style.foreground == .orange, "\(text(host))")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.character(" ")))
        #expect(host.lines[1].hasPrefix("set"), "\(text(host))")
        #expect(host.lines[0].contains("━●"), "a switch: \(host.lines[0])")
    }

    // MARK: Color(_:red:green:blue:opacity:)

    @Test func colourSpacesGiveTheColoursTheyName() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(.sRGB, white: 0.5) == Color(white: 0.5))
        // 0.5 linear is 0.735 in sRGB (188 of 255).
        #expect(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1) == .rgb(188, 0, 255))
        let host = HeadlessHost(size: Size(width: 4, height: 1)) {
            Text("A").foregroundColor(Color(.sRGB, red: 1, green: 0, blue: 0))
        }
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .rgb(255, 0, 0))
    }

    // MARK: keyboardShortcut with a KeyEquivalent

    struct Trash: View {
        @State private var items = ["a", "b", "c"]
        var body: some View {
            VStack(alignment: .leading) {
                Text(items.joined(separator: ","))
                Button("Delete") { items.removeLast() }.keyboardShortcut(.delete)
                Button("Cancel", role: .cancel) {}.keyboardShortcut(.cancelAction)
            }
        }
    }

    @Test func deleteKeyEquivalentAsAShortcutAnswersBackspace() {
        let host = HeadlessHost(size: Size(width: 20, height: 3), root: Trash())
        #expect(host.lines[0].hasPrefix("a,b,c"))
        host.send(KeyEvent(.backspace))
        #expect(host.lines[0].hasPrefix("a,b "), "\(text(host))")
    }

    // MARK: NavigationPath.codable

    struct Place: Codable, Hashable {
        var name: String
    }

    @Test func navigationPathRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(Place(name: "Oslo"))
        path.append(42)
        path.append("north")
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
        struct NotCodable: Hashable {}
        var mixed = path
        mixed.append(NotCodable())
        #expect(mixed.codable == nil)
    }

    struct Restored: View {
        @State var path: NavigationPath
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Place.self) { Text("At \($0.name)") }
            }
        }
    }

    @Test func aRestoredPathShowsItsDestination() throws {
        var path = NavigationPath()
        path.append(Place(name: "Oslo"))
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        let host = HeadlessHost(size: Size(width: 30, height: 4), root: Restored(path: restored))
        #expect(text(host).contains("At Oslo"), "\(text(host))")
    }

    // MARK: Size classes

    struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        @Environment(\.verticalSizeClass) private var verticalSizeClass
        var body: some View {
            if horizontalSizeClass == .compact {
                VStack(alignment: .leading) {
                    Text("One")
                    Text("Two")
                }
            } else {
                HStack {
                    Text("One")
                    Text("Two")
                    Text(verticalSizeClass == .compact ? "short" : "tall")
                }
            }
        }
    }

    @Test func sizeClassesFollowTheTerminalsSizeAsItIsResized() {
        let host = HeadlessHost(size: Size(width: 59, height: 24), root: Adaptive())
        #expect(host.lines[0].hasPrefix("One") && host.lines[1].hasPrefix("Two"), "compact: \(text(host))")
        host.resize(to: Size(width: 60, height: 24))
        #expect(host.lines[0].contains("One Two tall"), "regular: \(text(host))")
        host.resize(to: Size(width: 80, height: 19))
        #expect(host.lines.joined().contains("One Two short"), "vertically compact: \(text(host))")
        host.resize(to: Size(width: 40, height: 19))
        #expect(host.lines[1].hasPrefix("Two"), "compact again: \(text(host))")
    }

    // MARK: @ScaledMetric, and the graphics effects a terminal cannot draw

    struct Indented: View {
        @ScaledMetric var indent: CGFloat = 16
        var body: some View {
            Text("Item")
                .padding(.leading, indent)
                .drawingGroup()
                .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        }
    }

    @Test func scaledMetricFollowsTheDynamicTypeSize() {
        let large = HeadlessHost(size: Size(width: 20, height: 1)) {
            Indented().frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(large.lines[0].hasPrefix("  Item"), "16 points at .large: 2 columns: \(large.lines[0])")
        let huge = HeadlessHost(size: Size(width: 20, height: 1)) {
            Indented().frame(maxWidth: .infinity, alignment: .leading).dynamicTypeSize(.accessibility5)
        }
        // 16 × 53/17 ≈ 49.9 points: 6 columns.
        #expect(huge.lines[0].hasPrefix("      Item"), "\(huge.lines[0])")
        let small = HeadlessHost(size: Size(width: 20, height: 1)) {
            Indented().frame(maxWidth: .infinity, alignment: .leading).dynamicTypeSize(.xSmall)
        }
        #expect(small.lines[0].hasPrefix(" Item") || small.lines[0].hasPrefix("  Item"), "\(small.lines[0])")
    }

    struct Signal: View {
        @State private var bars = 0
        var body: some View {
            HStack {
                Image(systemName: "wifi").symbolEffect(.variableColor, options: .repeating)
                Text("Bars \(bars)").symbolEffect(.bounce, value: bars)
                Button("More") { bars += 1 }
            }
        }
    }

    @Test func symbolEffectsCompileAndDrawTheViewStill() {
        let host = HeadlessHost(size: Size(width: 30, height: 1), root: Signal())
        #expect(host.lines[0].contains("Bars 0"), "\(text(host))")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].contains("Bars 1"), "\(text(host))")
    }
}
