import TermUI

/// A custom CursesKit widget (``GaugeWidget``) hosted through a
/// `WidgetRepresentable` (``Gauge``), bound to `@State`.
@main
struct GaugeApp: App {
    var body: some Scene {
        WindowGroup { VolumePanel() }
    }
}

/// The gauge, the value it wrote back, and a button that writes the other way.
struct VolumePanel: View {
    @State private var volume = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Volume: \(volume)").bold()
            Gauge(value: $volume)
            Button("Mute") { volume = 0 }
            Text("← → change the level, Tab moves, q quits")
        }
        .padding()
    }
}
