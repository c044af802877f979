import TermUI

extension GalleryPage {
    /// `Grid`, `GridRow`, `gridCellColumns` and `gridColumnAlignment`.
    static let grid = GalleryPage(id: "grid", title: "Grid") {
        Grid(alignment: .leading, horizontalSpacing: 16) {
            GridRow {
                Text("File").bold()
                Text("Kind").bold()
                Text("Size").bold().gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow {
                Text("notes.txt")
                Text("text")
                Text("12 kB")
            }
            GridRow {
                Text("photo.jpg")
                Text("image")
                Text("1.4 MB")
            }
            GridRow {
                Text("Total of two files").gridCellColumns(2)
                Text("1.41 MB")
            }
        }
        .border()
    }

    /// `GeometryReader`: content made from the space it is given.
    static let geometryReader = GalleryPage(id: "geometryreader", title: "GeometryReader") {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .global)
            VStack(alignment: .leading, spacing: 16) {
                Text("This reader is \(Int(proxy.size.width)) × \(Int(proxy.size.height)) points,")
                Text("at x \(Int(frame.minX)), y \(Int(frame.minY)) of the screen.")
                Text(String(repeating: "▬", count: max(0, Int(proxy.size.width / 16))))
            }
        }
        .border()
    }

    /// A custom `Layout`, and `AnyLayout` switching between stacks.
    static let customLayout = GalleryPage(id: "layout", title: "Layout") { CustomLayoutPage() }

    /// `PreferenceKey`: the widest label, handed up to the form.
    static let preferences = GalleryPage(id: "preferences", title: "PreferenceKey") { PreferencePage() }

    /// `ScrollView(.horizontal)` and both axes, with `.safeAreaInset`.
    static let horizontalScrollView = GalleryPage(
        id: "scrollviewhorizontal", title: "ScrollView(.horizontal)"
    ) {
        VStack(alignment: .leading, spacing: 16) {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(1...12, id: \.self) { Button("Tag \($0)") {} }
                }
            }
            .safeAreaInset(edge: .top, alignment: .leading) {
                Text("Tab, ←/→, Shift+wheel").foregroundStyle(.gray)
            }
            ScrollView([.horizontal, .vertical]) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...20, id: \.self) { row in
                        Text("Row \(row): " + String(repeating: "a long line that goes on ", count: 3))
                    }
                }
            }
            .frame(height: 96)
            .border()
        }
    }
}

/// Lays its subviews out in a staircase, each one row down and indented
/// two columns (16 points) more.
private struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for (step, subview) in subviews.enumerated() {
            let wanted = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, CGFloat(16 * step) + wanted.width)
            size.height += wanted.height
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (step, subview) in subviews.enumerated() {
            let wanted = subview.sizeThatFits(.unspecified)
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(16 * step), y: y), proposal: ProposedViewSize(wanted))
            y += wanted.height
        }
    }
}

private struct CustomLayoutPage: View {
    @State private var vertical = false

    var body: some View {
        let layout =
            vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 16))
        VStack(alignment: .leading, spacing: 16) {
            Staircase {
                Text("A custom Layout")
                Text("places each subview")
                Text("a step down and right.")
            }
            .border()
            Button(vertical ? "Lay out in a row" : "Lay out in a column") { vertical.toggle() }
            layout {
                Text("AnyLayout")
                Text("keeps")
                Text("its views")
            }
            .border()
        }
    }
}

/// The widest of a set of labels.
private struct LabelWidth: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

private struct PreferencePage: View {
    @State private var labelWidth = 0
    private let fields = [("Name", "Ada Lovelace"), ("Occupation", "Mathematician"), ("Born", "1815")]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Labels as wide as the widest (\(labelWidth) columns), read with .onPreferenceChange:")
            VStack(alignment: .leading, spacing: 0) {
                ForEach(fields, id: \.0) { field in
                    HStack(spacing: 8) {
                        Text(field.0)
                            .preference(key: LabelWidth.self, value: field.0.count)
                            .frame(width: .columns(labelWidth), alignment: .trailing)
                        Text(field.1).bold()
                    }
                }
            }
            .onPreferenceChange(LabelWidth.self) { labelWidth = $0 }
            .border()
        }
    }
}
