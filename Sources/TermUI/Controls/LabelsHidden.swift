struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True where `.labelsHidden()` hides the labels of controls.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view: a `Toggle` shows its
    /// box alone and a `Picker` its choice alone, as in SwiftUI (where the
    /// label still names the control for VoiceOver; give it an
    /// `.accessibilityLabel` or `.help` to show a name in the footer here).
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { ... }
    ///     .labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
