import CursesKit

extension Text {
    /// How a line under or through text is drawn, as SwiftUI's
    /// `Text.LineStyle`: the value of an `AttributedString`'s `underlineStyle`
    /// and `strikethroughStyle`.
    ///
    /// A terminal draws one kind of line in the text's own colour, so every
    /// pattern draws that line and `color` is kept but not drawn.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public enum Pattern: Hashable, Sendable {
            /// An unbroken line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dashes and two dots.
            case dashDotDot
        }

        /// The pattern asked for.
        public var pattern: Pattern
        /// The colour asked for; `nil` for the text's.
        public var color: Color?

        /// A line in `pattern` and `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}
