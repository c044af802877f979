import CursesKit
import TermUI

/// The top line: where you are, and which seed the screen re-creates.
///
/// A representable over ``HeaderBarWidget`` rather than an `HStack` of `Text`
/// on a `.background`: TermUI's `Text` draws its glyphs on the terminal's
/// default background, which would cut the bar under every word.
struct HeaderBar: WidgetRepresentable {
    let screen: DemoScreen?

    func makeWidget(context: Context) -> HeaderBarWidget { HeaderBarWidget() }

    func updateWidget(_ widget: HeaderBarWidget, context: Context) {
        var leading = [HeaderBarWidget.Run(text: "TermUI demo", isBold: true)]
        if let screen {
            leading.append(HeaderBarWidget.Run(text: "›", isGray: true))
            leading.append(HeaderBarWidget.Run(text: screen.title, isBold: true))
            widget.trailing = HeaderBarWidget.Run(text: screen.seed, isGray: true)
        } else {
            widget.trailing = HeaderBarWidget.Run(
                text: "SwiftUI-style views hosting ncurses widgets", isGray: true)
        }
        widget.leading = leading
    }

    /// One row, as wide as offered.
    func sizeThatFits(_ proposal: ProposedSize, widget: HeaderBarWidget, context: Context) -> Size? {
        Size(width: proposal.width ?? widget.intrinsicContentSize.width, height: 1)
    }
}
