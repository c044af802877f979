import CursesKit
import TermUI

/// The home screen: a `List` of the screens, each row a `NavigationLink`
/// whose value the root's `.navigationDestination(for: DemoScreen.self)`
/// opens. ↑↓ (or j k, or the first letters of a title) choose, Enter opens.
///
/// The list takes focus whenever home appears at launch; coming back from a
/// screen, the stack gives it focus again, on the row that was opened.
struct HomeView: View {
    @Binding var selection: DemoScreen
    @FocusState private var isListFocused: Bool

    private var screens: [DemoScreen] { DemoScreen.allCases }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Each screen re-creates one SwiftUI seed document.")
                .foregroundColor(.gray)
            List(
                selection: Binding(get: { Optional(selection) }, set: { if let new = $0 { selection = new } })
            ) {
                ForEach(screens, id: \.self) { screen in
                    NavigationLink(value: screen) { row(for: screen) }
                }
            }
            .focused($isListFocused)
            // Each row is a title line and a summary, with a blank line between rows.
            .frame(height: .rows(screens.count * 3 - 1))
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
    }

    /// One screen's row: its title, its name and seed, and a line on what it
    /// shows. Made here rather than in a view type of its own: the list reads a
    /// row's first text from the view value for type-to-select, which a custom
    /// view's body hides.
    private func row(for screen: DemoScreen) -> some View {
        VStack(alignment: .leading) {
            HStack(spacing: 8) {
                Text(screen.title).bold().lineLimit(1)
                Text("\(screen.rawValue) · \(screen.seed)").foregroundColor(.gray).lineLimit(1)
            }
            Text(screen.summary).lineLimit(1)
            if screen != screens.last { Text(" ") }
        }
    }
}
