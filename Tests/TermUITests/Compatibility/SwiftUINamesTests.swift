import CursesKit
import Testing

@testable import TermUI

// Written as SwiftUI files write them: a preview of each kind at file scope.
// They compile and do nothing (no canvas); the tests below never see them.
#Preview {
    Text("A preview")
}

#Preview("Named", traits: .sizeThatFitsLayout) {
    Text("Another")
    Text("preview")
}

struct SwiftUINamesPreviews: PreviewProvider {
    static var previews: some View {
        Text("Previewed").previewLayout(.sizeThatFits)
    }
}

/// Names the census of public SwiftUI code ranks high (issue 39), used as
/// SwiftUI's documentation shows them, through the headless host.
@MainActor
@Suite struct SwiftUINamesTests {
    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    // MARK: NavigationView and its bar modifiers

    struct Fruit: View {
        @State private var added = 0
        var body: some View {
            NavigationView {
                VStack(alignment: .leading) {
                    Text("Added \(added)")
                    NavigationLink("Apple") {
                        Text("An apple").navigationBarTitle("Apple", displayMode: .inline)
                    }
                }
                .navigationBarTitle("Fruit")
                .navigationBarItems(trailing: Button("Add") { added += 1 })
                .navigationBarHidden(false)
            }
            .navigationViewStyle(StackNavigationViewStyle())
        }
    }

    @Test func navigationViewIsAStackWithItsTitleItemsAndWayBack() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Fruit())
        #expect(host.lines[0].hasPrefix(" Fruit "), "the title row: \(host.lines[0])")
        #expect(host.lines[0].contains("Add"), "the trailing item is in the title row")
        #expect(host.lines[1].hasPrefix("Added 0"))
        // Tab reaches the title row's button first (it is at the top), then the link.
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("Added 1"), "\(text(host))")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix(" ‹ Fruit › Apple "), "\(host.lines[0])")
        #expect(host.lines[1].hasPrefix("An apple"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix(" Fruit "))
        #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
    }

    // MARK: onTapGesture

    struct Tapping: View {
        @State private var taps = 0
        @State private var doubles = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Taps \(taps) doubles \(doubles)")
                Text("Tap me").onTapGesture { taps += 1 }
                Text("Twice").onTapGesture(count: 2) { doubles += 1 }
            }
        }
    }

    @Test func aTapRunsOnEnterSpaceAndAClickAndTheViewShowsItsFocus() {
        let host = HeadlessHost(size: Size(width: 30, height: 4), focusesFirstControl: false, root: Tapping())
        host.send(KeyEvent(.tab))
        #expect(
            host.cell(at: Point(x: 0, y: 1)).style.background == .cyan, "the focused view is on the accent")
        #expect(host.cell(at: Point(x: 0, y: 2)).style.background == .default)
        host.send(KeyEvent(.enter))
        host.send(.character(" "))
        #expect(host.lines[0].hasPrefix("Taps 2 doubles 0"), "\(host.lines[0])")
        host.click(at: Point(x: 2, y: 1))
        #expect(host.lines[0].hasPrefix("Taps 3 doubles 0"))
        host.send(KeyEvent(.tab))
        #expect(host.cell(at: Point(x: 0, y: 1)).style.background == .default, "focus left it")
        #expect(host.cell(at: Point(x: 0, y: 2)).style.background == .cyan)
        host.click(at: Point(x: 1, y: 2))
        #expect(host.lines[0].hasPrefix("Taps 3 doubles 0"), "one click of two")
        host.click(at: Point(x: 1, y: 2))
        #expect(host.lines[0].hasPrefix("Taps 3 doubles 1"), "\(host.lines[0])")
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("Taps 3 doubles 2"), "Enter is the whole gesture")
    }

    @Test func aTappableViewsKeyIsInTheHints() {
        let host = HeadlessHost(size: Size(width: 60, height: 5), focusesFirstControl: false) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Tap me").onTapGesture {}
                Spacer()
                KeyHints()
            }
        }
        host.send(KeyEvent(.tab))
        #expect(host.lines[4].hasPrefix("Enter tap"), "\(host.lines[4])")
    }

    // MARK: onChange

    struct Changes: View {
        @State private var value = 0
        @State private var seen: [String] = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("seen \(seen.joined(separator: ","))")
                Button("Bump") { value += 1 }
            }
            .onChange(of: value) { newValue in seen.append("new \(newValue)") }
            .onChange(of: value) { old, new in seen.append("\(old)>\(new)") }
            .onChange(of: value, initial: true) { seen.append("any") }
        }
    }

    @Test func onChangeInItsThreeFormsHearsTheNewValue() {
        let host = HeadlessHost(size: Size(width: 40, height: 3), focusesFirstControl: false, root: Changes())
        #expect(host.lines[0].hasPrefix("seen any "), "initial: true runs at once: \(host.lines[0])")
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        let seen = host.lines[0].trimmingCharacters(in: .whitespaces)
        #expect(seen.contains("new 1") && seen.contains("0>1"), "\(seen)")
        #expect(seen.components(separatedBy: "any").count == 3, "once at first, once on the change: \(seen)")
    }

    // MARK: Color as a view, clear, overlay with a view

    @Test func aColorInAZStackFillsItsRoomAndClearFillsNothing() {
        let host = HeadlessHost(size: Size(width: 6, height: 3), focusesFirstControl: false) {
            VStack(spacing: 0) {
                ZStack {
                    Color.blue
                    Text("Hi")
                }
                .frame(height: 32)
                Color.clear
            }
        }
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == .blue, "the colour fills the corner")
        #expect(host.cell(at: Point(x: 5, y: 1)).style.foreground == .blue)
        #expect(host.lines[0].contains("Hi") || host.lines[1].contains("Hi"), "\(host.lines)")
        #expect(host.lines[2] == "      ", "clear draws nothing: \(host.lines[2])")
    }

    @Test func anOverlayGivenAsAViewIsDrawnAboveInItsAlignment() {
        let host = HeadlessHost(size: Size(width: 10, height: 1), focusesFirstControl: false) {
            Text("Hello").overlay(Text("!"), alignment: .trailing).frame(
                maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines[0] == "Hell!     ", "\(host.lines[0])")
    }

    // MARK: Styles by type

    @Test func groupedListStyleIsDrawnAsTheInsetStyle() {
        let grouped = HeadlessHost(size: Size(width: 20, height: 3), focusesFirstControl: false) {
            List { Text("Row") }.listStyle(GroupedListStyle())
        }
        let inset = HeadlessHost(size: Size(width: 20, height: 3), focusesFirstControl: false) {
            List { Text("Row") }.listStyle(.inset)
        }
        let plain = HeadlessHost(size: Size(width: 20, height: 3), focusesFirstControl: false) {
            List { Text("Row") }.listStyle(PlainListStyle())
        }
        #expect(grouped.lines == inset.lines)
        #expect(grouped.lines != plain.lines, "\(grouped.lines) \(plain.lines)")
    }
}

/// The second half: text styles on any view, accessibility, the deprecated
/// presentation forms, hidden labels.
@MainActor
@Suite struct SwiftUINamesMoreTests {
    // MARK: Text styles on a view

    struct BoldLabel: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.bold()
        }
    }

    @Test func textStylesOnAViewReachTheTextsInsideUnlessTheyChoseOtherwise() {
        let host = HeadlessHost(size: Size(width: 20, height: 4), focusesFirstControl: false) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    Text("Bold")
                    Text("Plain").bold(false)
                }
                .bold()
                Text("Slanted").italic()
                VStack { Text("Heavy") }.fontWeight(.heavy)
            }
            .italic()
        }
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.bold))
        #expect(
            !host.cell(at: Point(x: 4, y: 0)).style.attributes.contains(.bold), "its own .bold(false) wins")
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.italic), "the outer .italic()")
        #expect(host.cell(at: Point(x: 0, y: 2)).style.attributes.contains(.bold), "heavy is bold")
    }

    @Test func lineLimitOnAViewTruncatesItsTextsAndReservesSpaceKeepsTheirHeight() {
        let host = HeadlessHost(size: Size(width: 10, height: 5), focusesFirstControl: false) {
            VStack(alignment: .leading, spacing: 0) {
                VStack { Text("one two three four") }.lineLimit(1)
                Text("short").lineLimit(2, reservesSpace: true)
                Text("after")
            }
        }
        #expect(host.lines[0] == "one two t…", "\(host.lines)")
        #expect(host.lines[1].hasPrefix("short"))
        #expect(
            host.lines[2].trimmingCharacters(in: .whitespaces).isEmpty, "a second line kept: \(host.lines)")
        #expect(host.lines[3].hasPrefix("after"))
    }

    // MARK: Accessibility

    @Test func accessibilityLabelValueAndHintAreShownForTheFocusedControl() {
        let host = HeadlessHost(size: Size(width: 100, height: 4), focusesFirstControl: false) {
            VStack(alignment: .leading, spacing: 0) {
                Button("▶") {}
                    .accessibilityLabel("Play")
                    .accessibilityValue("Episode 3")
                    .accessibilityHint(Text("Starts the episode"))
                    .accessibilityIdentifier("play")
                Button("Other") {}.help("Has help")
                Spacer()
                KeyHints()
            }
        }
        host.send(KeyEvent(.tab))
        #expect(host.lines[3].contains("Play, Episode 3. Starts the episode"), "\(host.lines[3])")
        host.send(KeyEvent(.tab))
        #expect(host.lines[3].contains("Has help") && !host.lines[3].contains("Play"))
        #expect(host.frame(ofAccessibilityIdentifier: "play")?.origin == Point(x: 0, y: 0))
        #expect(host.frame(ofAccessibilityIdentifier: "missing") == nil)
    }

    // MARK: Deprecated presentations

    struct Sheet: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            Button("Done") { presentationMode.wrappedValue.dismiss() }
        }
    }

    struct Presenting: View {
        @State private var showing = false
        @State private var alerting = false
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("log \(log)")
                Button("Open") { showing = true }
                Button("Alert") { alerting = true }
            }
            .sheet(isPresented: $showing) { Sheet() }
            .alert(isPresented: $alerting) {
                Alert(
                    title: Text("Delete?"), message: Text("For good"),
                    primaryButton: .destructive(Text("Delete")) { log += "deleted" },
                    secondaryButton: .cancel { log += "kept" })
            }
        }
    }

    @Test func presentationModeDismissesTheSheetAndALegacyAlertRunsItsButtons() {
        let host = HeadlessHost(
            size: Size(width: 40, height: 12), focusesFirstControl: false, root: Presenting())
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.lines.contains { $0.contains("Done") })
        host.send(KeyEvent(.enter))
        #expect(!host.lines.contains { $0.contains("Done") }, "dismissed: \(host.lines)")
        host.send([KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.lines.contains { $0.contains("Delete?") })
        #expect(host.lines.contains { $0.contains("For good") })
        host.send(KeyEvent(.escape))
        #expect(host.lines[0].hasPrefix("log kept"), "Esc runs the cancel button: \(host.lines[0])")
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("log keptdeleted"), "\(host.lines)")
    }

    @Test func anActionSheetListsItsButtons() {
        struct Sheet: View {
            @State private var showing = true
            @State private var chosen = ""
            var body: some View {
                Text("chose \(chosen)")
                    .actionSheet(isPresented: $showing) {
                        ActionSheet(
                            title: Text("Share"),
                            buttons: [.default(Text("Mail")) { chosen = "mail" }, .cancel()])
                    }
            }
        }
        let host = HeadlessHost(size: Size(width: 40, height: 12), focusesFirstControl: false, root: Sheet())
        #expect(host.lines.contains { $0.contains("Share") })
        #expect(host.lines.contains { $0.contains("Mail") })
        #expect(host.lines.contains { $0.contains("Cancel") })
    }

    // MARK: Hidden labels

    @Test func labelsHiddenHidesAToggleAndAPickersLabel() {
        let host = HeadlessHost(size: Size(width: 30, height: 4), focusesFirstControl: false) {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
                Picker("Flavor", selection: .constant(1)) {
                    Text("Vanilla").tag(1)
                }
                .labelsHidden()
                Toggle("Shown", isOn: .constant(false))
            }
        }
        let text = host.lines.joined(separator: "\n")
        #expect(!text.contains("Wi-Fi") && !text.contains("Flavor"), "\(text)")
        #expect(text.contains("Vanilla") && text.contains("Shown"), "\(text)")
    }
}

/// `.gesture(_:)` with `TapGesture` and `LongPressGesture`, `@GestureState`.
@MainActor
@Suite struct GestureTests {
    struct Gestures: View {
        @GestureState private var isPressing = false
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("log \(log.joined(separator: ",")) pressing \(isPressing)")
                Text("Double").gesture(TapGesture(count: 2).onEnded { log.append("double") })
                Text("Hold")
                    .gesture(
                        LongPressGesture(minimumDuration: 1)
                            .updating($isPressing) { current, state, _ in state = current }
                            .onEnded { finished in log.append("held \(finished)") })
            }
        }
    }

    @Test func aTapGestureCountsClicksAndALongPressWaitsForItsDuration() {
        let host = HeadlessHost(
            size: Size(width: 40, height: 3), focusesFirstControl: false, root: Gestures())
        host.click(at: Point(x: 0, y: 1))
        #expect(!host.lines[0].contains("double"), "one click of two: \(host.lines[0])")
        host.click(at: Point(x: 0, y: 1))
        #expect(host.lines[0].hasPrefix("log double "), "\(host.lines[0])")
        host.send(MouseEvent(.press, at: Point(x: 0, y: 2)))
        host.advanceTime(by: 0.5)
        host.send(MouseEvent(.release, at: Point(x: 0, y: 2)))
        #expect(host.lines[0].hasPrefix("log double "), "too short: \(host.lines[0])")
        host.send(MouseEvent(.press, at: Point(x: 0, y: 2)))
        host.advanceTime(by: 1)
        host.send(MouseEvent(.release, at: Point(x: 0, y: 2)))
        #expect(host.lines[0].hasPrefix("log double,held true pressing false"), "\(host.lines[0])")
        host.send([KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.enter)])
        #expect(host.lines[0].hasPrefix("log double,held true,held true "), "Enter: \(host.lines[0])")
    }
}

/// The platform-only modifiers change nothing on screen, as documented; the
/// approximated colours and row backgrounds are drawn as documented.
@MainActor
@Suite struct SwiftUINoOpTests {
    struct Screen: View {
        let decorated: Bool
        var body: some View {
            let form = Form {
                Toggle("Sync", isOn: .constant(true))
                Text("12:05")
            }
            if decorated {
                form
                    .formStyle(.grouped)
                    .ignoresSafeArea()
                    .edgesIgnoringSafeArea(.all)
                    .contentShape(Rectangle())
                    .clipped()
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .scrollIndicators(.hidden)
                    .scrollContentBackground(.hidden)
                    .symbolRenderingMode(.hierarchical)
                    .textContentType(.username)
                    .monospacedDigit()
                    .accessibilityElement(children: .combine)
                    .accessibilityHidden(false)
                    .navigationBarHidden(true)
                    .previewLayout(.sizeThatFits)
            } else {
                form
            }
        }
    }

    @Test func platformOnlyModifiersLeaveTheScreenAsItWas() {
        let plain = HeadlessHost(
            size: Size(width: 30, height: 4), focusesFirstControl: false, root: Screen(decorated: false))
        let decorated = HeadlessHost(
            size: Size(width: 30, height: 4), focusesFirstControl: false, root: Screen(decorated: true))
        #expect(plain.lines == decorated.lines)
        #expect(plain.lines.joined().contains("Sync"))
    }

    @Test func assetColourNamesAndTheRowBackgroundAreDrawn() throws {
        #expect(Color("AccentColor") == Color.accentColor)
        #expect(Color("red") == Color.red)
        #expect(Color("BrandPurple") == Color.default, "an unknown asset is the terminal's colour")
        let host = HeadlessHost(size: Size(width: 20, height: 3), focusesFirstControl: false) {
            List {
                Text("Tinted").listRowBackground(Color.blue).listRowSeparator(.hidden)
                Text("Plain")
            }
        }
        let row = try #require(host.lines.firstIndex { $0.contains("Tinted") })
        let line = host.lines[row]
        let column = line.distance(
            from: line.startIndex, to: try #require(line.firstRange(of: "Tinted")).lowerBound)
        #expect(host.cell(at: Point(x: column, y: row)).style.background == .blue, "the text sits on it")
        #expect(host.cell(at: Point(x: column + 10, y: row)).style.background == .blue, "across the row")
        #expect(host.cell(at: Point(x: column + 10, y: row + 1)).style.background != .blue)
    }
}

/// A built-in button's title takes the text styles set around it, as a `Text` does.
@MainActor
@Suite struct ButtonTextStyleTests {
    @Test func aBoldOrItalicAroundAButtonStylesItsTitle() {
        let host = HeadlessHost(size: Size(width: 30, height: 2), focusesFirstControl: false) {
            VStack(alignment: .leading, spacing: 0) {
                Button("Bold") {}.bold()
                Button("Plain") {}
            }
            .italic()
        }
        let bold = host.lines[0].distance(
            from: host.lines[0].startIndex,
            to: host.lines[0].firstRange(of: "Bold")?.lowerBound ?? host.lines[0].startIndex)
        #expect(host.cell(at: Point(x: bold, y: 0)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: bold, y: 0)).style.attributes.contains(.italic))
        #expect(!host.cell(at: Point(x: bold, y: 1)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: bold, y: 1)).style.attributes.contains(.italic))
    }
}
