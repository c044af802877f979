import CursesKit
import TermUI
import WalletKit

/// Seed 000's `AddToWalletButton`, with only the type names changed: WalletKit's
/// ``AddPassButton`` wrapped in a representable whose coordinator is the
/// button's target.
///
/// Unlike the seed, the coordinator reads `onTap` through `parent`, which
/// TermUI refreshes before every update and every event, so a tap always runs
/// the current closure (the "stale parent copy" pitfall).
struct AddToWalletButton: WidgetRepresentable {
    /// Shows Wallet's "added" state instead of "Add to Wallet".
    var isPassAdded = false
    let onTap: () -> Void

    func makeWidget(context: Context) -> AddPassButton {
        let button = AddPassButton(addPassButtonStyle: .black)
        button.addTarget(
            context.coordinator,
            action: Coordinator.tapped,
            for: .primaryActionTriggered
        )
        return button
    }

    func updateWidget(_ widget: AddPassButton, context: Context) {
        widget.isPassAdded = isPassAdded
    }

    /// Whatever it is offered: the button scales to its frame (17×3 when nothing is offered).
    func sizeThatFits(_ proposal: ProposedSize, widget: AddPassButton, context: Context) -> Size? {
        let intrinsic = widget.intrinsicContentSize
        return Size(width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height)
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    final class Coordinator: RepresentableCoordinator {
        var parent: AddToWalletButton

        init(parent: AddToWalletButton) {
            self.parent = parent
        }

        func tapped() {
            parent.onTap()
        }
    }
}
