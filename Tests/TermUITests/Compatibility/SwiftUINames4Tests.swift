import CursesKit
import Foundation
import Testing

@testable import TermUI

/// The last "not yet" names of the census's top 400 (issue 39), written as
/// SwiftUI's documentation shows them, through the headless host.
@MainActor
@Suite struct SwiftUINames4Tests {
    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    // MARK: .hidden()

    struct Secret: View {
        @State private var pressed = false
        var body: some View {
            VStack(alignment: .leading) {
                Text("above")
                Button("Secret") { pressed = true }.hidden()
                Text(pressed ? "pressed" : "not pressed")
            }
        }
    }

    @Test func hiddenKeepsItsPlaceAndTakesNoKeys() {
        let host = HeadlessHost(size: Size(width: 20, height: 3), root: Secret())
        #expect(host.lines[0].hasPrefix("above"), "\(text(host))")
        #expect(!text(host).contains("Secret"), "\(text(host))")
        // The button's row stays, blank: the text after it is on the third row.
        #expect(host.lines[1].trimmingCharacters(in: .whitespaces).isEmpty, "\(text(host))")
        #expect(host.lines[2].hasPrefix("not pressed"), "\(text(host))")
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].hasPrefix("not pressed"), "\(text(host))")
    }

    // MARK: .truncationMode(_:)

    @Test func truncationModeCutsTheHeadTheMiddleOrTheTail() {
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        func line(_ mode: Text.TruncationMode?) -> String {
            let host = HeadlessHost(size: Size(width: 10, height: 1)) {
                if let mode {
                    Text(alphabet).lineLimit(1).truncationMode(mode)
                } else {
                    Text(alphabet).lineLimit(1)
                }
            }
            return host.lines[0]
        }
        #expect(line(.head) == "…rstuvwxyz")
        #expect(line(.middle) == "abcde…wxyz")
        #expect(line(.tail) == "abcdefghi…")
        #expect(line(nil) == "abcdefghi…")
        // A text that fits is drawn whole whatever the mode.
        let short = HeadlessHost(size: Size(width: 10, height: 1)) {
            Text("short").lineLimit(1).truncationMode(.head)
        }
        #expect(short.lines[0].hasPrefix("short"))
    }

    // MARK: .redacted(reason:)

    @Test func redactedPlaceholderDrawsTextsAsBlocks() {
        let host = HeadlessHost(size: Size(width: 20, height: 3)) {
            VStack(alignment: .leading) {
                Text("Hello world")
                Text("Kept").unredacted()
            }
            .redacted(reason: .placeholder)
        }
        #expect(host.lines[0].hasPrefix("█████ █████"), "\(text(host))")
        #expect(host.lines[1].hasPrefix("Kept"), "\(text(host))")
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .gray)
        let plain = HeadlessHost(size: Size(width: 20, height: 1)) { Text("Hello").redacted(reason: []) }
        #expect(plain.lines[0].hasPrefix("Hello"))
    }

    @Test func redactedPrivacyHidesOnlySensitiveTexts() {
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            VStack(alignment: .leading) {
                Text("Name")
                Text("1234").privacySensitive()
            }
            .redacted(reason: .privacy)
        }
        #expect(host.lines[0].hasPrefix("Name"), "\(text(host))")
        #expect(host.lines[1].hasPrefix("████"), "\(text(host))")
    }

    // MARK: .listRowInsets(_:)

    @Test func listRowInsetsMoveTheRowsContentIn() {
        let host = HeadlessHost(size: Size(width: 30, height: 3)) {
            List {
                Text("Plain")
                Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
            }
        }
        let plain = text(host).split(separator: "\n").first { $0.contains("Plain") }.map(String.init) ?? ""
        let inset = text(host).split(separator: "\n").first { $0.contains("Inset") }.map(String.init) ?? ""
        let plainColumn = plain.distance(
            from: plain.startIndex, to: plain.range(of: "Plain")?.lowerBound ?? plain.startIndex)
        let insetColumn = inset.distance(
            from: inset.startIndex, to: inset.range(of: "Inset")?.lowerBound ?? inset.startIndex)
        #expect(insetColumn == plainColumn + 4, "\(text(host))")
    }

    // MARK: .navigationDestination(item:destination:)

    struct Parks: View {
        @State private var selected: String?
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Button("Open Yosemite") { selected = "Yosemite" }
                    Text("selected: \(selected ?? "none")")
                }
                .navigationTitle("Parks")
                .navigationDestination(item: $selected) { park in Text("Details of \(park)") }
            }
        }
    }

    @Test func navigationDestinationForAnItemPushesWhileItIsSet() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), root: Parks())
        #expect(text(host).contains("selected: none"), "\(text(host))")
        host.send(KeyEvent(.enter))
        #expect(text(host).contains("Details of Yosemite"), "\(text(host))")
        host.send(KeyEvent(.escape))
        #expect(!text(host).contains("Details of"), "\(text(host))")
        #expect(text(host).contains("selected: none"), "going back writes nil: \(text(host))")
    }

    // MARK: .presentationDetents(_:)

    struct SettingsSheet: View {
        @State private var shown = true
        let detents: Set<PresentationDetent>?
        var body: some View {
            Text("Main").sheet(isPresented: $shown) {
                if let detents {
                    Text("Sheet").presentationDetents(detents)
                } else {
                    Text("Sheet")
                }
            }
        }
    }

    private func panelTop(_ host: HeadlessHost) -> Int? {
        host.lines.firstIndex { $0.contains("┌") }
    }

    @Test func presentationDetentsSetTheSheetsHeightFromTheBottom() {
        let medium = HeadlessHost(
            size: Size(width: 40, height: 20), root: SettingsSheet(detents: [.medium, .large]))
        #expect(panelTop(medium) == 10, "the smaller detent, half the rows: \(text(medium))")
        #expect(medium.lines[10].hasPrefix("┌") && medium.lines[10].hasSuffix("┐"), "\(text(medium))")
        #expect(medium.lines[19].hasPrefix("└"), "\(text(medium))")
        let large = HeadlessHost(size: Size(width: 40, height: 20), root: SettingsSheet(detents: [.large]))
        #expect(panelTop(large) == 2, "\(text(large))")
        let height = HeadlessHost(
            size: Size(width: 40, height: 20), root: SettingsSheet(detents: [.height(80)]))
        #expect(panelTop(height) == 15, "five rows: \(text(height))")
        let none = HeadlessHost(size: Size(width: 40, height: 20), root: SettingsSheet(detents: nil))
        #expect(
            none.lines.last?.contains("└") == false, "a sheet without detents stays centred: \(text(none))")
    }

    struct Selected: View {
        @State private var detent = PresentationDetent.large
        var body: some View {
            Text("Main").sheet(isPresented: .constant(true)) {
                Button("Smaller") { detent = .medium }
                    .presentationDetents([.medium, .large], selection: $detent)
            }
        }
    }

    @Test func presentationDetentsFollowTheirSelection() {
        let host = HeadlessHost(size: Size(width: 40, height: 20), root: Selected())
        #expect(panelTop(host) == 2, "\(text(host))")
        host.send(KeyEvent(.enter))
        #expect(panelTop(host) == 10, "\(text(host))")
    }

    // MARK: .keyboardShortcut(_:modifiers:) with .command

    struct Editor: View {
        @State private var saves = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("saved \(saves)")
                Button("Save") { saves += 1 }.keyboardShortcut("s", modifiers: .command)
            }
        }
    }

    @Test func commandShortcutsAnswerCtrl() {
        let host = HeadlessHost(size: Size(width: 30, height: 2), focusesFirstControl: false, root: Editor())
        host.send(KeyEvent(.character("s")))
        #expect(host.lines[0].hasPrefix("saved 0"), "a plain s is not ⌘S: \(text(host))")
        host.send(KeyEvent(.character("s"), modifiers: .control))
        #expect(host.lines[0].hasPrefix("saved 1"), "\(text(host))")
        #expect(host.keyHints.contains { $0.label == "Save" }, "\(host.keyHints)")
        #expect(EventModifiers.command == .control && EventModifiers.option == .alt)
    }

    // MARK: .onHover(perform:)

    struct Hovering: View {
        @State private var hovering = false
        var body: some View {
            VStack(alignment: .leading) {
                Text("Hover me").onHover { hovering = $0 }
                Text(hovering ? "over" : "away")
            }
        }
    }

    @Test func onHoverFollowsThePointer() {
        let host = HeadlessHost(size: Size(width: 20, height: 3), root: Hovering())
        #expect(host.lines[1].hasPrefix("away"))
        host.send(MouseEvent(.move, at: Point(x: 2, y: 0), button: 0))
        #expect(host.lines[1].hasPrefix("over"), "\(text(host))")
        host.send(MouseEvent(.move, at: Point(x: 15, y: 2), button: 0))
        #expect(host.lines[1].hasPrefix("away"), "\(text(host))")
        // A click is a report of where the pointer is too.
        host.click(at: Point(x: 0, y: 0))
        #expect(host.lines[1].hasPrefix("over"), "\(text(host))")
    }

    // MARK: Link with a Label, .buttonStyle(.link)

    @Test func linkWithALabelShowsItsSymbolAndOpens() throws {
        let site = try #require(URL(string: "https://swift.org"))
        let host = HeadlessHost(size: Size(width: 30, height: 1)) {
            Link(destination: site) { Label("Swift.org", systemImage: "safari") }
        }
        #expect(host.lines[0].contains("Swift.org"), "\(text(host))")
        #expect(host.lines[0].hasPrefix("◍ Swift.org"), "the symbol's glyph comes first: \(text(host))")
        host.send(KeyEvent(.enter))
        #expect(host.openedURLs == [site])
    }

    @Test func linkButtonStyleDrawsABareBlueTitle() {
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            Button("Forgot?") {}.buttonStyle(.link)
        }
        #expect(host.lines[0].hasPrefix("Forgot?"), "no brackets: \(text(host))")
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .blue)
        let tinted = HeadlessHost(size: Size(width: 20, height: 1)) {
            Button("Forgot?") {}.buttonStyle(.link).tint(.orange)
        }
        #expect(tinted.cell(at: Point(x: 0, y: 0)).style.foreground == .orange)
    }

    // MARK: ToolbarContent of one's own

    struct EditorToolbar: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .primaryAction) { Button("Add") {} }
        }
    }

    @Test func toolbarContentOfOnesOwnShowsItsItems() {
        let host = HeadlessHost(size: Size(width: 40, height: 4)) {
            NavigationStack {
                Text("Root").navigationTitle("Notes").toolbar { EditorToolbar() }
            }
        }
        #expect(host.lines[0].contains("Add"), "\(text(host))")
    }

    // MARK: Scenes: Settings, commands, delegate adaptor

    struct BothScenes: Scene {
        var body: some Scene {
            Settings { Text("Preferences") }
            WindowGroup { Text("Main window") }
                .commands { CommandMenu("Tools") { Button("Run") {} } }
                .windowResizability(.contentSize)
        }
    }

    @Test func theWindowGroupBesideSettingsIsShown() {
        let root = SceneRoot.view(of: BothScenes())
        #expect((root as? Text)?.content == "Main window")
    }

    final class Delegate: NSObject, NSApplicationDelegate {
        nonisolated(unsafe) static var launches = 0
        func applicationDidFinishLaunching(_ notification: Notification) { Self.launches += 1 }
    }

    struct DelegateApp: App {
        @NSApplicationDelegateAdaptor(Delegate.self) var delegate
        var body: some Scene { WindowGroup { Text("Hi") } }
    }

    @Test func delegateAdaptorHearsTheLaunch() {
        let before = Delegate.launches
        DelegateApp.announceLaunch(of: DelegateApp())
        #expect(Delegate.launches == before + 1)
    }

    // MARK: CircularProgressViewStyle(tint:), Image(uiImage:)

    @Test func circularStyleWithATintDrawsInIt() {
        let host = HeadlessHost(size: Size(width: 10, height: 1)) {
            ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .orange))
        }
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .orange, "\(text(host))")
    }

    @Test func imageFromUIImageDataDrawsItsPixels() throws {
        // A 1×2 PPM: red above, blue below, so one cell.
        let ppm = Data("P6\n1 2\n255\n".utf8) + Data([255, 0, 0, 0, 0, 255])
        let picture = try #require(UIImage(data: ppm))
        #expect(picture.size == CGSize(width: 1, height: 2))
        let host = HeadlessHost(size: Size(width: 4, height: 1)) { Image(uiImage: picture) }
        let cell = host.cell(at: Point(x: 0, y: 0))
        #expect(
            cell.style.foreground == .rgb(255, 0, 0) && cell.style.background == .rgb(0, 0, 255), "\(cell)")
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(systemName: "star.fill") != nil)
    }

    // MARK: @Namespace, \.locale

    struct Titled: View {
        @Namespace private var namespace
        @State private var seen: Namespace.ID?
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text(seen == nil || seen == namespace ? "same" : "changed")
                    .matchedGeometryEffect(id: "title", in: namespace)
                Button("Again \(count)") {
                    seen = namespace
                    count += 1
                }
            }
        }
    }

    @Test func namespaceKeepsItsIDWhileTheViewStays() {
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: Titled())
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].contains("Again 2"), "\(text(host))")
        #expect(host.lines[0].hasPrefix("same"), "\(text(host))")
    }

    struct LocaleName: View {
        @Environment(\.locale) private var locale
        var body: some View { Text(locale.identifier) }
    }

    @Test func localeIsReadFromTheEnvironment() {
        let host = HeadlessHost(size: Size(width: 10, height: 1)) {
            LocaleName().environment(\.locale, Locale(identifier: "fr_FR"))
        }
        #expect(host.lines[0].hasPrefix("fr_FR"), "\(text(host))")
    }

    // MARK: .symbolVariant(_:)

    @Test func symbolVariantDrawsTheVariantsGlyph() throws {
        let filled = try #require(SymbolTable.symbol(named: "star.fill"))
        let plain = try #require(SymbolTable.symbol(named: "star"))
        #expect(filled.glyph != plain.glyph)
        let host = HeadlessHost(size: Size(width: 4, height: 2)) {
            VStack {
                Image(systemName: "star").symbolVariant(.fill)
                Image(systemName: "star")
            }
        }
        #expect(host.lines[0].contains(filled.glyph), "\(text(host))")
        #expect(host.lines[1].contains(plain.glyph), "\(text(host))")
    }

    // MARK: UIKit and AppKit representables

    struct Status: UIViewRepresentable {
        let text: String
        func makeUIView(context: Context) -> LabelWidget { LabelWidget(text) }
        func updateUIView(_ uiView: LabelWidget, context: Context) { uiView.text = text }
    }

    struct MacStatus: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { LabelWidget("from AppKit names") }
        func updateNSView(_ nsView: NSView, context: Context) {}
    }

    final class GreetingController: UIViewController {
        override func loadWidget() { widget = LabelWidget("from a controller") }
    }

    struct Greeting: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> GreetingController { GreetingController() }
        func updateUIViewController(_ uiViewController: GreetingController, context: Context) {}
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Status(text: "count \(count)")
                MacStatus()
                Greeting()
                Button("Add") { count += 1 }
            }
        }
    }

    @Test func platformRepresentablesHostTerminalWidgets() {
        let host = HeadlessHost(size: Size(width: 24, height: 4), root: Counter())
        #expect(host.lines[0].hasPrefix("count 0"), "\(text(host))")
        #expect(host.lines[1].hasPrefix("from AppKit names"), "\(text(host))")
        #expect(host.lines[2].hasPrefix("from a controller"), "\(text(host))")
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("count 1"), "updateUIView ran: \(text(host))")
    }
}
