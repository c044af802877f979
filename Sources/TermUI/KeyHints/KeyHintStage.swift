/// Where in the event router's order a node's hinted keys are offered (see
/// ``EventRouter``): a key taken at an earlier stage never reaches a later one,
/// so ``KeyHintRegistry`` walks the stages in the same order.
enum KeyHintStage: Sendable {
    /// `.onKeyPress` handlers, from the focused view outwards (and, while a
    /// sheet is up, those of the views that presented it, after Esc).
    case keyPress
    /// `.keyboardShortcut` buttons anywhere in the top presentation.
    case shortcut
    /// Keys no one else took (a navigation stack's back keys, a tab view's tab keys).
    case unclaimed
}
