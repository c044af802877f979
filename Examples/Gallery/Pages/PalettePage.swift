import TermUI

extension GalleryPage {
    /// The terminal's palette and colour scheme, as the environment gives
    /// them: the same colours drawn as this terminal can show them.
    static let palette = GalleryPage(id: "palette", title: "Color palette") { PalettePage() }
}

private struct PalettePage: View {
    @Environment(\.colorCapability) private var palette
    @Environment(\.colorScheme) private var colorScheme

    private static let swatches: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("cyan", .cyan),
        ("blue", .blue), ("purple", .purple), ("gray", .gray),
    ]

    private var paletteName: String {
        switch palette {
        case .trueColor: "24-bit colour"
        case .indexed256: "256 colours"
        case .indexed88: "88 colours"
        case .ansi16: "16 colours"
        case .ansi8: "8 colours"
        case .monochrome: "no colour"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Palette: ").bold() + Text(paletteName) + Text(" · scheme: ").bold()
                + Text(colorScheme == .dark ? "dark" : "light")
            Text(
                "Each colour is drawn as the nearest this terminal has (NO_COLOR: none, meaning kept in bold, dim and reverse)."
            )
            .foregroundColor(.gray)
            HStack(spacing: 8) {
                ForEach(Self.swatches, id: \.0) { name, color in
                    Text(name).foregroundColor(color)
                }
            }
            HStack(spacing: 0) {
                ForEach(0..<24, id: \.self) { step in
                    Text("█").foregroundColor(
                        .rgb(UInt8(step * 11), UInt8(128 + step * 5), UInt8(255 - step * 10)))
                }
            }
            Text("Selected").padding(.horizontal, 8).background(.blue)
        }
    }
}
