import CursesKit
import TermUI

/// The home screen: the list of screens. Up/Down (or Tab/Shift-Tab) choose,
/// Enter opens, a click opens the entry under the pointer.
///
/// The list takes focus whenever home appears, at launch and after coming
/// back from a screen (whose focused widget was dismantled), so its selected
/// row is highlighted and Enter opens it.
struct HomeView: View {
    @Binding var selection: Int
    /// The screen on show; opening an entry sets it.
    @Binding var screen: DemoScreen?
    @FocusState private var isListFocused: Bool

    private var screens: [DemoScreen] { DemoScreen.allCases }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Each screen re-creates one SwiftUI seed document.")
                .foregroundColor(.gray)
            ScreenList(screens: screens, selection: $selection, openedScreen: $screen)
                .focused($isListFocused)
            // The whole note where there is room, one line of it where there is not
            // (60×20 with five screens), so no sentence is ever cut off.
            ViewThatFits(in: .vertical) {
                VStack(alignment: .leading) {
                    Text("What to look for").bold()
                    Text(
                        "Press l on any screen for the lifecycle pane: every makeCoordinator, makeWidget, "
                            + "updateWidget and dismantleWidget call TermUI makes, with the reason for each "
                            + "update. Going back home dismantles the screen's widgets."
                    )
                    .foregroundColor(.gray)
                }
                Text("Press l on any screen for the lifecycle pane.").foregroundColor(.gray)
            }
            .layoutPriority(-1)
        }
        .defaultFocus($isListFocused, true)
        .onKeyPress { key in handle(key) }
    }

    private func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty || key.key == .backTab else { return false }
        switch key.key {
        case .up, .backTab: selection = (selection + screens.count - 1) % screens.count
        case .down, .tab: selection = (selection + 1) % screens.count
        case .enter, .character(" "):
            guard screens.indices.contains(selection) else { return false }
            screen = screens[selection]
        default: return false
        }
        return true
    }
}
