extension LiveInstanceCounter {
    /// Live ``ForeignWindow``s (windows not yet freed with `delwin`).
    package static let foreignWindows = LiveInstanceCounter(slot: 12)
}
