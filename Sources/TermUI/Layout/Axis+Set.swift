extension Axis {
    /// A set of layout axes, as ``ViewThatFits`` constrains.
    ///
    /// ```swift
    /// ViewThatFits(in: .horizontal) { longRow; shortRow }
    /// ```
    public struct Set: OptionSet, Sendable, Hashable {
        /// The axis bits.
        public let rawValue: UInt8

        /// Creates a set from its raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Left to right.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
