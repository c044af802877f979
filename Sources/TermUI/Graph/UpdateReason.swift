/// Why a view's body (or a representable's update) runs.
public enum UpdateReason: Hashable, Sendable, CustomStringConvertible {
    /// The first evaluation, when the view appears.
    case initial
    /// The view value from the parent differs from the last one.
    case inputsChanged
    /// An environment value the view read changed (its key's name).
    case environmentChanged(String)
    /// The view's own `@State` changed.
    case stateChanged
    /// An `@Observable` property the view read changed.
    case observedChanged

    /// The reason as the lifecycle pane and the trace show it: `initial`, `inputs changed`, `environment accentColor changed`, ...
    public var description: String {
        switch self {
        case .initial: "initial"
        case .inputsChanged: "inputs changed"
        case .environmentChanged(let key): "environment \(key) changed"
        case .stateChanged: "state changed"
        case .observedChanged: "observed property changed"
        }
    }
}
