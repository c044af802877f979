/// Events a ``Control`` reports to its targets.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The event bits.
    public let rawValue: UInt32
    /// Events from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The control was activated: Enter, Space or a click.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 0)
    /// The control's value changed through the user.
    public static let valueChanged = ControlEvents(rawValue: 1 << 1)
    /// The text of an editable control changed.
    public static let editingChanged = ControlEvents(rawValue: 1 << 2)
}

/// A widget that reports user actions to targets (UIKit's `UIControl`).
///
/// Targets are held weakly: a released target is skipped, never called.
/// Wiring the same target from the same line twice keeps one entry, so
/// calling `addTarget` from an update method does not pile actions up.
///
/// ```swift
/// button.addTarget(context.coordinator, action: Coordinator.tapped, for: .primaryActionTriggered)
/// ```
@MainActor
open class Control: Widget {
    private struct Entry {
        weak var target: AnyObject?
        let events: ControlEvents
        let site: String
        let invoke: @MainActor (AnyObject) -> Void
    }

    private var entries: [Entry] = []

    /// A disabled control ignores input and draws its disabled look.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// True between a mouse press on the control and its release.
    package var isTrackingPress = false

    /// True while the control is being pressed.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    open override var canBecomeFocused: Bool { isEnabled && !isHidden }

    /// Calls `action` on `target` whenever one of `events` happens.
    ///
    /// The same target wired from the same source location is registered once.
    public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> () -> Void, for events: ControlEvents,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let site = "\(fileID):\(line):\(column)"
        entries.removeAll { $0.target == nil }
        if entries.contains(where: { $0.target === target && $0.site == site && $0.events == events }) {
            return
        }
        entries.append(
            Entry(target: target, events: events, site: site) { object in
                guard let typed = object as? T else { return }
                action(typed)()
            })
    }

    /// Removes every action of `target` (or of all targets for `nil`) for `events`.
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents) {
        entries.removeAll { entry in
            (target == nil || entry.target === target) && !entry.events.isDisjoint(with: events)
        }
    }

    /// The number of live target/action pairs, for tests and diagnostics.
    public var targetCount: Int { entries.filter { $0.target != nil }.count }

    /// Calls every live target registered for any of `events`, in the order they were added.
    public func sendActions(for events: ControlEvents) {
        let matching = entries.filter { !$0.events.isDisjoint(with: events) }
        for entry in matching {
            if let target = entry.target { entry.invoke(target) }
        }
        entries.removeAll { $0.target == nil }
    }
}
