/// An animation of a symbol image (SwiftUI's `SymbolEffect`, from the Symbols
/// framework): accepted by `.symbolEffect(_:)`, and drawn still, as a symbol
/// is one glyph in a cell.
public protocol SymbolEffect: Sendable {}

/// A symbol effect that runs once when a value changes (`.bounce`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs while it is active (`.pulse`, `.variableColor`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// The symbol pulses (drawn still).
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect.
    public init() {}
}

/// The symbol bounces (drawn still).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect.
    public init() {}
}

/// The symbol's layers light up in turn (drawn still).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect.
    public init() {}
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// How a symbol effect repeats and how fast it runs (SwiftUI's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect runs; `nil` for as long as it is active.
    public var repeatCount: Int?
    /// How fast, 1 being the normal speed.
    public var speed: Double

    /// Runs once at the normal speed.
    public static let `default` = SymbolEffectOptions(repeatCount: 1, speed: 1)
    /// Repeats for as long as the effect is active.
    public static let repeating = SymbolEffectOptions(repeatCount: nil, speed: 1)
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, speed: 1)

    /// Runs `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: count, speed: 1)
    }

    /// Runs at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: 1, speed: speed)
    }
}

extension View {
    /// Adds a symbol effect that runs while `isActive`: accepted, and a
    /// no-op. A symbol is one glyph in a cell and is drawn still.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        self
    }

    /// Adds a symbol effect that runs each time `value` changes: accepted,
    /// and a no-op (the symbol is drawn still).
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        self
    }
}
