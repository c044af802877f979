import TermUI

/// An inline app the tests drive: a region of `rows` lines at most three
/// tall; `+` and `-` change how many, `p` writes a line with Swift's `print`
/// (standard output, not the environment's action), `b` writes a burst
/// larger than a pipe holds from the main thread, `s` adds an indeterminate
/// `ProgressView`, whose sweep is an animation.
struct InlineFixture: App {
    var body: some Scene {
        WindowGroup { RowsView() }
            .windowStyle(.inline(maxRows: 3))
    }
}

struct RowsView: View {
    @State private var rows = 1
    @State private var printed = 0
    @State private var sweeping = false

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<rows, id: \.self) { row in
                Text("row \(row + 1) of \(rows)")
            }
            if sweeping { ProgressView().frame(width: 160) }
        }
        .onKeyPress("+") {
            rows += 1
            return .handled
        }
        .onKeyPress("-") {
            rows = max(0, rows - 1)
            return .handled
        }
        .onKeyPress("p") {
            printed += 1
            Swift.print("stdout line \(printed)")
            return .handled
        }
        .onKeyPress("s") {
            sweeping = true
            return .handled
        }
        .onKeyPress("b") {
            for line in 1...5000 { Swift.print("burst line \(line) ....................") }
            return .handled
        }
    }
}

InlineFixture.main()
