import TermUI

extension GalleryPage {
    /// The shape shorthands (`.rect(cornerRadius:)`, `.capsule`, `.circle`), `.border(_:width:)`,
    /// `SwitchToggleStyle(tint:)`, `Color(.sRGB, red:green:blue:)`, `.keyboardShortcut(.delete)` and the
    /// size classes (`\.horizontalSizeClass` is compact below 60 columns, `\.verticalSizeClass` below 20 rows),
    /// `@ScaledMetric`, and `.drawingGroup()`/`.rotation3DEffect(_:axis:)`/`.symbolEffect(_:)` (no-ops).
    static let shapeShorthands = GalleryPage(id: "shapeshorthands", title: "Shape shorthands") {
        ShapeShorthandsPage()
    }
}

private struct ShapeShorthandsPage: View {
    @State private var alarm = true
    @State private var tags = ["red", "green", "blue"]
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @ScaledMetric private var indent: CGFloat = 16

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                Text("Card").padding().background(.blue, in: .rect(cornerRadius: 12))
                Text("Tag").padding().background(.teal, in: .capsule)
                Text("Bordered").border(Color.purple, width: 4)
            }
            Toggle("Alarm", isOn: $alarm).toggleStyle(SwitchToggleStyle(tint: .orange))
            Text("Color(.sRGB, red: 0.98, green: 0.6, blue: 0.2)")
                .foregroundColor(Color(.sRGB, red: 0.98, green: 0.6, blue: 0.2))
            HStack {
                Text(tags.joined(separator: ", "))
                Button("Delete last") { _ = tags.popLast() }.keyboardShortcut(.delete)
            }
            Text(
                "horizontalSizeClass \(horizontalSizeClass == .compact ? "compact" : "regular"), "
                    + "verticalSizeClass \(verticalSizeClass == .compact ? "compact" : "regular")")
            Text("@ScaledMetric indent: \(Int(indent)) points")
                .padding(.leading, indent)
                .drawingGroup()
                .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
            Label("Signal (.symbolEffect(.variableColor): drawn still)", systemImage: "wifi")
                .symbolEffect(.variableColor)
        }
    }
}
