/// A length that grows and shrinks with the environment's dynamic type size
/// (SwiftUI's `@ScaledMetric`): the value written is the one at `.large`,
/// the default size.
///
/// The factors are the ratio of the body style's point size at each size to
/// its size at `.large` (17 points), as SwiftUI scales a metric relative to
/// `.body`: xSmall 14/17, small 15/17, medium 16/17, large 1, xLarge 19/17,
/// xxLarge 21/17, xxxLarge 23/17, accessibility1 28/17, accessibility2 33/17,
/// accessibility3 40/17, accessibility4 47/17, accessibility5 53/17. Every
/// `relativeTo` style uses these same factors (a terminal has one font size).
///
/// ```swift
/// @ScaledMetric var iconSize: CGFloat = 16
/// var body: some View {
///     Image(systemName: "cloud").frame(width: iconSize, height: iconSize)
/// }
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A metric of `wrappedValue` at the default size, scaled as body text is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric of `wrappedValue` at the default size, scaled as `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the environment's dynamic type size.
    public var wrappedValue: Value { baseValue * Value(Self.factor(for: dynamicTypeSize)) }

    /// How much a metric is scaled at `size` (1 at `.large`).
    static func factor(for size: DynamicTypeSize) -> Double {
        let bodyPoints: [DynamicTypeSize: Double] = [
            .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
            .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47,
            .accessibility5: 53,
        ]
        return (bodyPoints[size] ?? 17) / 17
    }
}
