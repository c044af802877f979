import CursesKit
import TermUI

/// The representable calls TermUI made, newest last, with why it made them:
/// the contract the screens exercise, shown live in a `List`.
struct LifecyclePane: View {
    /// How many calls are listed.
    static let rows = 7
    @Environment(\.lifecycleLog) private var log

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Lifecycle").bold()
                Text("make / update / dismantle / makeCoordinator, with reasons").foregroundColor(.gray)
                    .lineLimit(1)
            }
            // Each line is numbered, so the line is its own identity.
            List(log?.recent(Self.rows) ?? [], id: \.self) { line in
                Text(line).lineLimit(1)
            }
        }
        .padding(.horizontal, 8)
        .frame(
            maxWidth: .infinity, minHeight: .rows(Self.rows + 1), maxHeight: .rows(Self.rows + 1),
            alignment: .topLeading
        )
        .border(.gray)
    }
}
