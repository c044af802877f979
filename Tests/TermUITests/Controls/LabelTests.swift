import CursesKit
import Testing

@testable import TermUI

/// `Label`: title and symbol, and the three label styles, as drawn.
@MainActor
@Suite struct LabelTests {
    private func lines(_ size: Size = Size(width: 12, height: 1), @ViewBuilder _ content: () -> some View)
        -> [String]
    {
        HeadlessHost(size: size, root: VStack(alignment: .leading) { content() }).lines
    }

    @Test func aSystemImageLabelShowsItsSymbolThenItsTitle() {
        #expect(lines { Label("Inbox", systemImage: "tray") } == ["⊔ Inbox     "])
        #expect(lines { Label("Starred", systemImage: "star.fill") } == ["★ Starred   "])
    }

    @Test(arguments: [
        (LabelStyleCase.titleOnly, "Inbox       "),
        (.iconOnly, "⊔           "),
        (.titleAndIcon, "⊔ Inbox     "),
    ])
    func eachStyleShowsItsParts(style: LabelStyleCase, expected: String) {
        let host = HeadlessHost(size: Size(width: 12, height: 1)) {
            HStack {
                style.apply(to: Label("Inbox", systemImage: "tray"))
                Spacer()
            }
        }
        #expect(host.lines == [expected])
    }

    enum LabelStyleCase: Sendable {
        case titleOnly, iconOnly, titleAndIcon
        @MainActor func apply(to label: some View) -> AnyView {
            switch self {
            case .titleOnly: AnyView(label.labelStyle(.titleOnly))
            case .iconOnly: AnyView(label.labelStyle(.iconOnly))
            case .titleAndIcon: AnyView(label.labelStyle(.titleAndIcon))
            }
        }
    }

    @Test func anUnknownSymbolDrawsNoIconAndKeepsTheTitle() {
        let host = HeadlessHost(size: Size(width: 12, height: 1)) {
            HStack {
                Label("Inbox", systemImage: "no.such.symbol").labelStyle(.titleOnly)
                Spacer()
            }
        }
        #expect(host.lines == ["Inbox       "])
    }

    struct TitleFirst: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 16) {
                configuration.title
                configuration.icon
            }
        }
    }

    @Test func aCustomStylePlacesTheBuiltTitleAndIcon() {
        let host = HeadlessHost(size: Size(width: 12, height: 1)) {
            HStack {
                Label {
                    Text("Gate").bold()
                } icon: {
                    Text("✈")
                }
                .labelStyle(TitleFirst())
                Spacer()
            }
        }
        #expect(host.lines == ["Gate  ✈     "])
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.bold))
    }

    /// The style comes from the nearest `.labelStyle`, as every environment value does.
    @Test func theInnermostStyleWins() {
        let host = HeadlessHost(size: Size(width: 12, height: 2)) {
            VStack(alignment: .leading) {
                Label("Sent", systemImage: "paperplane").labelStyle(.iconOnly)
                Label("Trash", systemImage: "trash")
            }
            .labelStyle(.titleOnly)
        }
        #expect(host.lines == ["✈           ", "Trash       "])
    }
}
