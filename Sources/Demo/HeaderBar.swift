import CursesKit
import TermUI

/// The top line: where you are, and which seed the screen re-creates.
struct HeaderBar: View {
    let screen: DemoScreen?

    var body: some View {
        HStack {
            Text("TermUI demo").bold()
            if let screen {
                Text("›").foregroundColor(.gray)
                Text(screen.title).bold()
                Spacer()
                Text(screen.seed).foregroundColor(.gray)
            } else {
                Spacer()
                Text("SwiftUI-style views hosting ncurses widgets").foregroundColor(.gray)
            }
        }
        .padding(.horizontal, 1)
        .background(.indexed(236))
    }
}
