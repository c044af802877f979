import CursesKit
import TermUI
import WalletKit

/// A pass drawn by WalletKit's ``PassCardWidget``, sized by the card itself:
/// it answers each proposal with what it can show in it.
struct PassCard: WidgetRepresentable {
    let pass: Pass

    func makeWidget(context: Context) -> PassCardWidget {
        let card = PassCardWidget(pass: pass)
        // One module of quiet zone (plus the card's own margin) lets the
        // landscape card and the button share an 80×24 terminal.
        card.barcodeQuietZone = 1
        return card
    }

    func updateWidget(_ widget: PassCardWidget, context: Context) {
        widget.pass = pass
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: PassCardWidget, context: Context) -> Size? {
        let intrinsic = widget.intrinsicContentSize
        return widget.sizeThatFits(
            Size(width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height))
    }
}
