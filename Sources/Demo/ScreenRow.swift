import TermUI

/// One screen in the home list: its title, its name and seed, and a line on what it shows.
struct ScreenRow: View {
    let screen: DemoScreen
    let isLast: Bool

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 1) {
                Text(screen.title).bold().lineLimit(1)
                Text("\(screen.rawValue) · \(screen.seed)").foregroundColor(.gray).lineLimit(1)
            }
            Text(screen.summary).lineLimit(1)
            if !isLast { Text(" ") }
        }
    }
}
