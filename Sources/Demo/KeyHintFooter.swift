import CursesKit
import TermUI

/// One key and what it does, as the footer shows it.
struct KeyHint: Hashable {
    let key: String
    let action: String

    init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}

/// The bottom line of every screen: the keys that work there.
struct KeyHintFooter: View {
    let hints: [KeyHint]

    var body: some View {
        HStack(spacing: 2) {
            ForEach(hints, id: \.self) { hint in
                HStack(spacing: 1) {
                    Text(hint.key).bold().lineLimit(1)
                    Text(hint.action).foregroundColor(.gray).lineLimit(1)
                }
            }
            Spacer()
        }
        .padding(.horizontal, 1)
    }
}
