/// One call TermUI made on a representable, with why it made it.
///
/// The demo's lifecycle pane lists these; with `TERMUI_TRACE=FILE` each is
/// also appended to FILE as one line.
public struct LifecycleEvent: Sendable, Hashable, CustomStringConvertible {
    /// Which call.
    public enum Kind: String, Sendable, Hashable {
        /// The calls made on a ``WidgetRepresentable``.
        case makeCoordinator, makeWidget, updateWidget, dismantleWidget
        /// The calls made on a ``ControllerRepresentable``.
        case makeController, updateController, dismantleController
    }

    /// Which call.
    public var kind: Kind
    /// The representable's type name.
    public var view: String
    /// Why an update ran (empty for make and dismantle).
    public var reasons: [UpdateReason]
    /// The animation the update's transaction carried, if any.
    public var animation: Animation?

    /// Creates an event.
    public init(kind: Kind, view: String, reasons: [UpdateReason] = [], animation: Animation? = nil) {
        self.kind = kind
        self.view = view
        self.reasons = reasons
        self.animation = animation
    }

    /// One line, as the trace file and the lifecycle pane show it: the call, the view, the reasons and the animation.
    public var description: String {
        var text = "\(view).\(kind.rawValue)"
        if !reasons.isEmpty { text += " (\(reasons.map(\.description).joined(separator: ", ")))" }
        if let animation { text += " animated \(animation)" }
        return text
    }
}
