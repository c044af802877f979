import TermUI

// A grid of colour cards in the style of everyday SwiftUI tutorials. Apart
// from its first line (`import SwiftUI` there) it compiles unchanged
// against Apple's SwiftUI: a scrolling `LazyVGrid` of adaptive columns over
// an `Identifiable` model, cards drawn on rounded rectangles, and a
// selection shown below. Sizes are points there and cells here.

@main
struct CardGridApp: App {
    var body: some Scene {
        WindowGroup {
            PaletteView()
        }
    }
}

struct Swatch: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
    let symbol: String
}

struct SwatchCard: View {
    let swatch: Swatch
    let isSelected: Bool
    let select: () -> Void

    var body: some View {
        VStack {
            HStack {
                Image(systemName: swatch.symbol)
                    .foregroundColor(swatch.color)
                Text(swatch.name)
                    .font(.headline)
            }
            Button(isSelected ? "Chosen" : "Choose", action: select)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 16)
        .background(
            RoundedRectangle(cornerRadius: 64)
                .stroke(isSelected ? Color.yellow : Color.gray)
        )
    }
}

struct PaletteView: View {
    @State private var selected: String?

    private let swatches = [
        Swatch(name: "Ruby", color: .red, symbol: "heart.fill"),
        Swatch(name: "Amber", color: .orange, symbol: "sun.max.fill"),
        Swatch(name: "Lemon", color: .yellow, symbol: "star.fill"),
        Swatch(name: "Fern", color: .green, symbol: "leaf.fill"),
        Swatch(name: "Ocean", color: .blue, symbol: "drop.fill"),
        Swatch(name: "Plum", color: .purple, symbol: "moon.fill"),
        Swatch(name: "Slate", color: .gray, symbol: "cloud.fill"),
        Swatch(name: "Rose", color: .cyan, symbol: "sparkles"),
    ]

    private let columns = [GridItem(.adaptive(minimum: 128), spacing: 16)]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Palette").font(.title)
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(swatches) { swatch in
                        SwatchCard(swatch: swatch, isSelected: selected == swatch.name) {
                            selected = swatch.name
                        }
                    }
                }
            }
            Text("Selected: \(selected ?? "none")")
        }
        .padding()
    }
}
