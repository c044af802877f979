/// Push-button input shared by every button-like control (``Button``,
/// WalletKit's `AddPassButton`, ...), so they all behave alike: Enter or Space
/// activates; a mouse press highlights, dragging out un-highlights, and the
/// release inside sends the action; a click (press and release reported
/// together) sends it at once.
extension Control {
    /// The hint of ``handlePushButtonKey(_:)``: Enter (or Space) does what
    /// `title` says, while the control is enabled.
    public func pushButtonKeyHints(title: String) -> [KeyHint] {
        guard isEnabled else { return [] }
        return [KeyHint([KeyEvent(.enter), .character(" ")], title, symbol: "Enter", priority: .high)]
    }

    /// Handles Enter and Space as activation; returns true when consumed.
    public func handlePushButtonKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            sendActions(for: .primaryActionTriggered)
            return true
        default:
            return false
        }
    }

    /// Tracks a mouse press through its release; returns true when consumed.
    ///
    /// A release or drag belongs to the control only when the press did, so a
    /// press elsewhere that is released over the button does nothing.
    public func handlePushButtonMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled, event.button == 1 || event.kind == .move else { return false }
        let inside = bounds.contains(event.location)
        switch event.kind {
        case .press:
            guard inside else { return false }
            isTrackingPress = true
            isHighlighted = true
        case .drag, .move:
            guard isTrackingPress else { return false }
            isHighlighted = inside
        case .release:
            guard isTrackingPress else { return false }
            isTrackingPress = false
            isHighlighted = false
            if inside { sendActions(for: .primaryActionTriggered) }
        case .click:
            guard inside else { return false }
            sendActions(for: .primaryActionTriggered)
        case .wheelUp, .wheelDown:
            return false
        }
        return true
    }
}
