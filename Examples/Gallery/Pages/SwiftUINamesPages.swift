import TermUI

extension GalleryPage {
    /// `NavigationView`, `.navigationBarTitle` and `.navigationBarItems`: SwiftUI's
    /// older navigation names, as a stack (`.navigationViewStyle(.stack)`) and
    /// as two columns (a sidebar and a detail view on a wide terminal).
    static let navigationView = GalleryPage(id: "navigationview", title: "NavigationView") {
        NavigationViewPage()
    }

    /// `.onTapGesture`, `.gesture(LongPressGesture())`, `.gesture(DragGesture())`, accessibility labels, a colour as a view, text styles
    /// on a view, `.labelsHidden()` and the value-described `Alert`.
    static let tapGesture = GalleryPage(id: "ontapgesture", title: "onTapGesture") { TapGesturePage() }
}

private struct NavigationViewPage: View {
    @State private var planets = ["Mercury", "Venus", "Earth"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            NavigationView {
                List(planets, id: \.self) { planet in
                    NavigationLink(planet) {
                        Text("\(planet) is a planet.")
                            .navigationBarTitle(planet, displayMode: .inline)
                    }
                }
                .navigationBarTitle("Planets")
                .navigationBarItems(trailing: Button("Add") { planets.append("Mars") })
            }
            .navigationViewStyle(.stack)
            .frame(height: 96)
            // A sidebar and a detail view: two columns where the terminal is 60
            // columns or wider; the sidebar's links show in the detail column.
            NavigationView {
                List(planets, id: \.self) { planet in
                    NavigationLink(planet) { Text("\(planet) is a planet.").navigationTitle(planet) }
                }
                .navigationTitle("Sidebar")
                Text("Select a planet")
            }
            .frame(height: 96)
        }
    }
}

private struct TapGesturePage: View {
    @State private var likes = 0
    @State private var opened = 0
    @State private var holds = 0
    @State private var notify = true
    @State private var confirming = false
    @State private var knob = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                Text("♥ \(likes)")
                    .onTapGesture { likes += 1 }
                    .accessibilityLabel("Like")
                    .accessibilityHint("Adds a like")
                Text("Open twice")
                    .onTapGesture(count: 2) { opened += 1 }
                    .accessibilityLabel("Opened \(opened) times")
                Text("Held \(holds)")
                    .gesture(LongPressGesture().onEnded { _ in holds += 1 })
                Toggle("Notify", isOn: $notify).labelsHidden()
                Button("Reset") { confirming = true }
            }
            .bold()
            ZStack {
                Color.teal
                Text("A colour is a view").italic()
            }
            .frame(width: 240, height: 32)
            // A drag: the mouse, or ← ↑ ↓ → on the focused knob, a cell at a time.
            Text("◉ dragged \(Int(knob.width)), \(Int(knob.height)) points")
                .gesture(
                    DragGesture().onEnded { value in
                        knob.width += value.translation.width
                        knob.height += value.translation.height
                    })
            KeyHints()
        }
        .alert(isPresented: $confirming) {
            Alert(
                title: Text("Reset the likes?"),
                primaryButton: .destructive(Text("Reset")) { likes = 0 },
                secondaryButton: .cancel())
        }
    }
}
