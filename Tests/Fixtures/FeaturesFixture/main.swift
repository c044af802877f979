import TermUI

/// The app the terminal-features tests drive: it shows the scene's phase
/// (with how often `.onChange(of: scenePhase)` ran), the keys it was sent as
/// `KeyPress` describes them (with their phase when not `.down`), and the
/// last mouse click; `q` quits. `--inline` runs it in an inline region;
/// `--releases` also lists key releases (`.onKeyPress(phases: .up)`), which
/// asks the terminal for them.
/// `--links` adds a `Link` and a `Text` with a link run (OSC 8 hyperlinks).
/// `--picture PATH` adds the picture file at PATH, 8 × 4 cells (64 × 64 points): `h` hides
/// and shows it, `o` puts a label over its middle and takes it away, `c` puts it
/// in a scroll view two rows high and back, `s` presents a sheet (Esc closes it).
/// `--at-bottom` puts everything at the bottom of the screen.
struct FeaturesView: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.quit) private var quit
    @State private var keys: [String] = []
    @State private var phaseChanges = 0
    @State private var click = "none"
    @State private var pictureShown = true
    @State private var covered = false
    @State private var scrolled = false
    @State private var sheetShown = false

    /// "read the guide now", "the guide" linking to the guide.
    var linkedText: AttributedString {
        var text = AttributedString("read the guide now")
        if let range = text.range(of: "the guide") {
            text[range].link = URL(string: "https://termui.example/guide?q=a b")
        }
        return text
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("phase \(scenePhase) changed \(phaseChanges)")
            Text("keys \(keys.suffix(8).joined(separator: " "))")
            Text("click \(click)")
                .onTapGesture { click = "on the click row" }
            if showsLinks {
                Link("TermUI site", destination: URL(string: "https://termui.example/home")!)
                Text(linkedText)
            }
            if let picturePath {
                Text(
                    "picture \(pictureShown ? "shown" : "hidden") \(covered ? "covered" : "open")"
                        + (scrolled ? " scrolled" : ""))
                if pictureShown {
                    let picture = ZStack {
                        Image(picturePath).resizable().frame(width: 64, height: 64)
                        if covered { Text("XX") }
                    }
                    if scrolled {
                        ScrollView { picture }.frame(width: 64, height: 32)
                    } else {
                        picture
                    }
                }
            }
        }
        .onKeyPress { press in
            if press.characters == "q", press.modifiers.isEmpty {
                quit()
                return .handled
            }
            if picturePath != nil, ["h", "o", "c", "s"].contains(press.characters) {
                switch press.characters {
                case "h": pictureShown.toggle()
                case "o": covered.toggle()
                case "c": scrolled.toggle()
                default: sheetShown = true
                }
                return .handled
            }
            keys.append(press.phase == .down ? press.description : "\(press.description):\(press.phase)")
            return .handled
        }
        .sheet(isPresented: $sheetShown) { Text("a sheet over the picture") }
        .onChange(of: scenePhase) { _, _ in phaseChanges += 1 }
        .onKeyPress(phases: releases ? .up : []) { press in
            keys.append("\(press.description):up")
            return .handled
        }
        .frame(maxHeight: atBottom ? .infinity : nil, alignment: .bottom)
    }
}

let releases = CommandLine.arguments.contains("--releases")

let inline = CommandLine.arguments.contains("--inline")
let showsLinks = CommandLine.arguments.contains("--links")
let atBottom = CommandLine.arguments.contains("--at-bottom")
let picturePath = CommandLine.arguments.firstIndex(of: "--picture").flatMap { index in
    index + 1 < CommandLine.arguments.count ? CommandLine.arguments[index + 1] : nil
}
TerminalHost(root: FeaturesView(), style: inline ? .inline(maxRows: 5) : .automatic).run(exit: exit)
