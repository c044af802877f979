import CursesKit
import TermUI

/// One key and what it does, as the footer shows it.
struct KeyHint: Hashable {
    let key: String
    let action: String
    /// Kept however narrow the terminal (the ways home and out).
    let isEssential: Bool

    init(_ key: String, _ action: String, isEssential: Bool = false) {
        self.key = key
        self.action = action
        self.isEssential = isEssential
    }
}

/// The bottom line of every screen: the keys that work there.
///
/// When the row is too narrow for all of them, whole hints are dropped, the
/// last non-essential one first, down to the essential ones, rather than
/// every hint being cut.
struct KeyHintFooter: View {
    let hints: [KeyHint]

    var body: some View {
        ViewThatFits(in: .horizontal) {
            ForEach(Self.shortenings(of: hints), id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(row, id: \.self) { hint in
                        HStack(spacing: 1) {
                            Text(hint.key).bold().lineLimit(1)
                            Text(hint.action).foregroundColor(.gray).lineLimit(1)
                        }
                    }
                }
            }
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// `hints`, then shorter and shorter rows, each without the last non-essential hint left.
    static func shortenings(of hints: [KeyHint]) -> [[KeyHint]] {
        var rows = [hints]
        var row = hints
        while let last = row.lastIndex(where: { !$0.isEssential }) {
            row.remove(at: last)
            rows.append(row)
        }
        return rows
    }
}
