import FoundationEssentials
import TermUI

extension GalleryPage {
    /// `VStack`, `HStack`, `ZStack`, `Spacer` and `Divider`.
    static let stacks = GalleryPage(id: "stacks", title: "Stacks") {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                Text("Leading")
                Spacer()
                Text("Trailing")
            }
            .border()
            HStack(alignment: .top, spacing: 16) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("VStack")
                    Divider()
                    Text("one")
                    Text("two")
                }
                .frame(width: 96)
                ZStack {
                    Text("ZStack: on top").background(.blue)
                }
                .frame(width: 192, height: 48)
                .border()
            }
        }
    }

    /// `ScrollView`: ↑↓ and the wheel scroll what does not fit.
    static let scrollView = GalleryPage(id: "scrollview", title: "ScrollView") {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(1...40, id: \.self) { row in
                    Text("Row \(row) of 40")
                }
            }
        }
        .frame(height: 128)
        .border()
    }

    /// `ViewThatFits`: the first of its choices that fits the width.
    static let viewThatFits = GalleryPage(id: "viewthatfits", title: "ViewThatFits") {
        VStack(alignment: .leading, spacing: 16) {
            ForEach([50, 30, 12], id: \.self) { width in
                ViewThatFits(in: .horizontal) {
                    Text("The long way of saying it, when there is room")
                    Text("A shorter way to say it")
                    Text("Short")
                }
                .frame(width: .columns(width), alignment: .leading)
                .border()
            }
        }
    }

    /// `TimelineView`: content redrawn on a schedule.
    static let timelineView = GalleryPage(id: "timelineview", title: "TimelineView") { TimelinePage() }
}

private struct TimelinePage: View {
    @State private var opened = Date.now

    var body: some View {
        TimelineView(.periodic(from: opened, by: 3600)) { context in
            VStack(alignment: .leading, spacing: 16) {
                Text("Redrawn once an hour.")
                Text("Hours since this page opened: \(Int(context.date.timeIntervalSince(opened) / 3600))")
            }
        }
    }
}
