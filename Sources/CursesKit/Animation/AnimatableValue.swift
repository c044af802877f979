/// Storage for one animatable widget property: the value the app set and the
/// value currently presented on screen.
///
/// Outside ``Widget/animate(duration:curve:changes:completion:)``, or when the
/// widget is in no host, a new value is presented at once. Inside it, the
/// presented value moves to the new one frame by frame, driven by the host's
/// ``Animator``. Setting an equal value does nothing, so update methods can
/// assign freely without redrawing.
///
/// ```swift
/// private let fraction = AnimatableValue(0.0)
/// public var progress: Double {
///     get { fraction.value }
///     set { fraction.set(newValue, for: self) }
/// }
/// // in draw(in:), use fraction.presentedValue
/// ```
@MainActor
public final class AnimatableValue<Value: Interpolatable> {
    /// The value last set: where any running animation ends.
    public private(set) var value: Value
    /// The value on screen now.
    public private(set) var presentedValue: Value

    private var track: Track?

    /// Creates storage holding `initial`, presented as is.
    public init(_ initial: Value) {
        value = initial
        presentedValue = initial
    }

    /// True while an animation moves the presented value.
    public var isAnimating: Bool { track != nil }

    /// Sets a new value for `widget`, animating when called inside an
    /// animation block and the widget is on screen.
    ///
    /// Returns false (and does nothing) when `newValue` equals the current value.
    @discardableResult
    public func set(_ newValue: Value, for widget: Widget) -> Bool {
        guard newValue != value else { return false }
        value = newValue
        let previous = track
        track = nil
        if let (group, animator) = Self.animation(for: widget) {
            let next = Track(
                storage: self, widget: widget, from: presentedValue, to: newValue,
                start: animator.clock.now, group: group)
            group.trackStarted()
            track = next
            if let previous { animator.cancel(previous) }
            animator.add(next)
        } else {
            if let previous {
                if let animator = widget.host?.animator, animator.contains(previous) {
                    animator.cancel(previous)
                } else {
                    previous.didEnd(finished: false)
                }
            }
            present(newValue, for: widget)
        }
        return true
    }

    /// The animation a value set for `widget` now runs in, and the animator
    /// that drives it: inside an animation block with a duration, on a widget
    /// in a host that animates; nil when the value is presented at once.
    package static func animation(for widget: Widget) -> (AnimationGroup, Animator)? {
        guard let group = AnimationGroup.current, group.duration > 0, let animator = widget.host?.animator
        else {
            return nil
        }
        return (group, animator)
    }

    private func present(_ shown: Value, for widget: Widget?) {
        guard shown != presentedValue else { return }
        presentedValue = shown
        widget?.setNeedsDisplay()
    }

    @MainActor
    private final class Track: AnimationTrack {
        weak var storage: AnimatableValue?
        weak var widget: Widget?
        let from: Value
        let to: Value
        let start: Double
        let group: AnimationGroup
        private var ended = false

        init(
            storage: AnimatableValue, widget: Widget, from: Value, to: Value, start: Double,
            group: AnimationGroup
        ) {
            self.storage = storage
            self.widget = widget
            self.from = from
            self.to = to
            self.start = start
            self.group = group
        }

        func step(at now: Double) -> Bool {
            guard let storage else { return false }
            let elapsed = group.duration > 0 ? (now - start) / group.duration : 1
            if elapsed >= 1 {
                storage.present(to, for: widget)
                return false
            }
            storage.present(from.interpolated(to: to, fraction: group.curve.progress(elapsed)), for: widget)
            return true
        }

        func didEnd(finished: Bool) {
            guard !ended else { return }
            ended = true
            if let storage, storage.track === self { storage.track = nil }
            group.trackEnded(finished: finished)
        }
    }
}
