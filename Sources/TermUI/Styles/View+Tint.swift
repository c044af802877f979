import CursesKit

extension View {
    /// Sets the colour controls in this view take (their accent): a button's
    /// title, a toggle's mark, a slider's filled track.
    ///
    /// ```swift
    /// Toggle("Alerts", isOn: $alerts).tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        accentColor(tint)
    }
}
