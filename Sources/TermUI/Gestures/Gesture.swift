/// An input that a view recognises (SwiftUI's `Gesture`): here a
/// ``TapGesture``, a ``LongPressGesture`` or a ``DragGesture``, attached with `.gesture(_:)`.
///
/// A terminal gesture is a click or a key, over at once: ``TapGesture`` is
/// `.onTapGesture`'s (a click, or Enter/Space on the focused view), and a long
/// press is a click held down for its `minimumDuration` (or Enter/Space, a
/// key having no hold). `.onEnded` runs when it is recognised; `.updating`
/// and `.onChanged` run then too, and a ``GestureState`` is back to its
/// initial value before the next frame, as SwiftUI's is when a gesture ends.
@MainActor
public protocol Gesture {
    /// What the gesture reports when it changes and ends.
    associatedtype Value
}

/// What a view needs to recognise a gesture: how many clicks, how long a
/// press, and what to run. Every gesture type here has one.
struct GestureRecognizer {
    var count = 1
    var minimumDuration: Double = 0
    /// Runs when the gesture is recognised, with its callbacks in order.
    var recognized: @MainActor () -> Void = {}
    /// A drag's actions, for a ``DragGesture``.
    var drag: DragRecognizer?
}

/// A gesture whose recognizer TermUI knows (all the public gesture types).
@MainActor
protocol RecognizableGesture {
    var recognizer: GestureRecognizer { get }
}

/// A click or clicks, or Enter/Space on the focused view (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, RecognizableGesture {
    /// A tap reports nothing.
    public typealias Value = Void
    /// How many clicks in quick succession.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }

    var recognizer: GestureRecognizer { GestureRecognizer(count: max(1, count)) }
}

/// A press held for `minimumDuration` seconds (SwiftUI's `LongPressGesture`):
/// a click held that long, or Enter/Space on the focused view.
public struct LongPressGesture: Gesture, RecognizableGesture {
    /// True once the press was long enough.
    public typealias Value = Bool
    /// How long the press is held, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move, in points: accepted (a click stays in its cell).
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    var recognizer: GestureRecognizer { GestureRecognizer(minimumDuration: minimumDuration) }
}

/// The value a recognised gesture reports: a tap's nothing, a long press's `true`.
protocol RecognizedValue {
    static var recognized: Self { get }
}

extension Bool: RecognizedValue {
    static var recognized: Bool { true }
}

/// A gesture with an action added (`.onEnded`, `.onChanged`, `.updating`).
public struct GestureWithAction<Base: Gesture>: Gesture, RecognizableGesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    let base: Base
    /// True for `.onEnded`; false for `.onChanged` and `.updating` (a drag tells them apart).
    var isEnd = true
    let action: @MainActor (Base.Value) -> Void

    var recognizer: GestureRecognizer {
        var recognizer = (base as? RecognizableGesture)?.recognizer ?? GestureRecognizer()
        if var drag = recognizer.drag, let action = action as? @MainActor (DragGesture.Value) -> Void {
            if isEnd { drag.ended.append(action) } else { drag.changed.append(action) }
            recognizer.drag = drag
            return recognizer
        }
        let before = recognizer.recognized
        let action = action
        recognizer.recognized = {
            before()
            if let value = Self.recognizedValue { action(value) }
        }
        return recognizer
    }

    /// The value the base gesture reports when recognised.
    private static var recognizedValue: Base.Value? {
        if let value = () as? Base.Value { return value }
        return (Base.Value.self as? RecognizedValue.Type)?.recognized as? Base.Value
    }
}

extension Gesture {
    /// Runs `action` with the gesture's value when it is recognised.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> GestureWithAction<Self> {
        GestureWithAction(base: self, action: action)
    }

    /// Runs `action` with the gesture's value as it changes: once, when it is
    /// recognised (a terminal gesture is over at once).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> GestureWithAction<Self> {
        GestureWithAction(base: self, isEnd: false, action: action)
    }

    /// Updates `state` with `body` while the gesture runs: once, when it is
    /// recognised; the state is back to its initial value by the next frame.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureWithAction<Self> {
        GestureWithAction(base: self, isEnd: false) { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
        }
    }
}

/// A property a gesture updates while it runs (SwiftUI's `GestureState`).
///
/// A terminal gesture is over at once, so the value is its initial one at
/// every frame: `.updating` runs its body and the state resets, as SwiftUI's
/// does when a gesture ends.
@propertyWrapper
public struct GestureState<Value> {
    private let initialValue: Value

    /// A state starting at `wrappedValue`.
    public init(wrappedValue: Value) { initialValue = wrappedValue }

    /// A state starting at `initialValue`.
    public init(initialValue: Value) { self.initialValue = initialValue }

    /// The value: its initial one between gestures.
    public var wrappedValue: Value { initialValue }

    /// The state itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A state starting at nil.
    public init() { self.init(initialValue: nil) }
}

/// Which gestures of a view and its subviews are active (SwiftUI's `GestureMask`): accepted.
public struct GestureMask: OptionSet, Sendable {
    /// The mask bits.
    public let rawValue: UInt8
    /// A mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// This view's gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// All of them.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Recognises `gesture` on the view: a click (held for a long press), or
    /// Enter/Space while the view has focus, see ``View/onTapGesture(count:perform:)``;
    /// a drag of the mouse, or an arrow key, for a ``DragGesture``.
    ///
    /// ```swift
    /// Image(systemName: "heart")
    ///     .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
    /// ```
    @ViewBuilder
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        let recognizer = (gesture as? RecognizableGesture)?.recognizer ?? GestureRecognizer()
        if let drag = recognizer.drag {
            DragGestureModifier(content: self, drag: drag)
        } else {
            TapGestureModifier(
                content: self, count: recognizer.count, minimumDuration: recognizer.minimumDuration,
                action: recognizer.recognized)
        }
    }

    /// Recognises `gesture` with the view's other gestures: as `.gesture(_:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View
    {
        self.gesture(gesture, including: mask)
    }

    /// Recognises `gesture` before the subviews' own: as `.gesture(_:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View
    {
        self.gesture(gesture, including: mask)
    }
}
