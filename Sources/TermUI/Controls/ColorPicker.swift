import CursesKit

/// A control for choosing a colour: SwiftUI's `ColorPicker`, choosing from
/// the terminal's palette.
///
/// It shows its label, a swatch of the selected colour and the colour's
/// name, a menu of the sixteen colours every colour terminal has (the
/// ANSI palette, which the person's terminal theme defines, so the choice
/// looks right in their colours). Tab reaches it; Enter, Space or a click
/// open the menu, ↑ ↓ choose and Enter picks. A colour set in code that is
/// not in the palette shows as "Custom" and stays until another is picked.
/// A terminal cell has no opacity: `supportsOpacity` is accepted.
///
/// ```swift
/// @State private var bgColor = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
///
/// var body: some View {
///     ColorPicker("Alignment Guides", selection: $bgColor)
/// }
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    /// A colour picker labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A colour picker titled `title`.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true)
    where Label == Text {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A colour picker titled with the string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true)
    where Label == Text {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey.text) }
    }

    /// The palette's colours by name, in the order the terminal numbers them.
    static var palette: [(name: String, color: Color)] {
        [
            ("Black", .black), ("Red", .red), ("Green", .green), ("Yellow", .yellow), ("Blue", .blue),
            ("Magenta", .magenta), ("Cyan", .cyan), ("White", .white), ("Gray", .gray),
            ("Bright Red", .ansi(.brightRed)), ("Bright Green", .ansi(.brightGreen)),
            ("Bright Yellow", .ansi(.brightYellow)), ("Bright Blue", .ansi(.brightBlue)),
            ("Bright Magenta", .ansi(.brightMagenta)), ("Bright Cyan", .ansi(.brightCyan)),
            ("Bright White", .ansi(.brightWhite)),
        ]
    }

    /// The label, the swatch and the menu of the palette.
    public var body: some View {
        let current = selection.wrappedValue
        let palette = Self.palette
        let isCustom = !palette.contains { $0.color == current }
        HStack(spacing: 8) {
            if !labelsHidden && !(label is EmptyView) { label }
            Text("\u{2588}\u{2588}").foregroundColor(current)
            Picker(selection: selection) {
                if isCustom { Text("Custom").tag(current) }
                ForEach(palette, id: \.name) { entry in
                    Text(entry.name).tag(entry.color)
                }
            } label: {
                EmptyView()
            }
            .pickerStyle(.menu)
            .labelsHidden()
            .fixedSize()
        }
    }
}
