/// A change seen by an observation: the values before and after (WebKit's
/// `NSKeyValueObservedChange`). `oldValue` is nil for the `.initial` call.
public struct WebObservedChange<Value> {
    /// The value before the change (nil for the `.initial` call).
    public let oldValue: Value?
    /// The value now.
    public let newValue: Value
}

/// When an observation calls back besides on changes.
public struct WebObservingOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: Int
    /// Options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Also call once right away with the current value.
    public static let initial = WebObservingOptions(rawValue: 1)
}

/// The token ``WebLoaderWidget/observe(_:options:changeHandler:)`` returns
/// (Foundation's `NSKeyValueObservation`): the callbacks run while it lives and
/// stop when it is released or invalidated.
@MainActor
public final class WebObservation {
    private(set) var isValid = true

    init() {}

    /// Stops the callbacks now.
    public func invalidate() {
        isValid = false
    }
}

/// One registered observation inside the widget.
@MainActor
struct WebObserver {
    let keyPath: AnyKeyPath
    weak var token: WebObservation?
    /// Reads the value, compares it with the last one, calls back if it changed.
    let check: @MainActor (WebLoaderWidget) -> Void

    var isLive: Bool { token?.isValid == true }
}
