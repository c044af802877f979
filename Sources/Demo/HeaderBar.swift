import CursesKit
import TermUI

/// The top line: where you are, and which seed the screen re-creates, on a
/// bar of colour (Text draws its glyphs on the `.background` behind it).
struct HeaderBar: View {
    let screen: DemoScreen?

    /// The bar's colour.
    static let barColor = Color.indexed(236)

    var body: some View {
        HStack(spacing: 1) {
            Text("TermUI demo").bold().lineLimit(1)
            if let screen {
                Text("›").foregroundColor(.gray)
                Text(screen.title).bold().lineLimit(1)
            }
            Spacer()
            Text(screen?.seed ?? "SwiftUI-style views hosting ncurses widgets")
                .foregroundColor(.gray).lineLimit(1)
        }
        .padding(.horizontal, 1)
        .background(Self.barColor)
    }
}
