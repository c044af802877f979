import CursesKit

extension Color {
    /// The colour space red, green and blue components are given in
    /// (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard sRGB space: components as the terminal takes them.
        case sRGB
        /// sRGB with linear components: converted with sRGB's transfer curve.
        case sRGBLinear
        /// Display P3: taken as sRGB (a terminal's palette is narrower than either).
        case displayP3
    }

    /// A colour of `red`, `green` and `blue` components from 0 to 1 in
    /// `colorSpace` (SwiftUI's `init(_:red:green:blue:opacity:)`); `opacity`
    /// below 1 is mixed with black, and the terminal shows the nearest colour it has.
    ///
    /// ```swift
    /// Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
    /// ```
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(
            red: colorSpace.gamma(red), green: colorSpace.gamma(green), blue: colorSpace.gamma(blue),
            opacity: opacity)
    }

    /// A grey of brightness `white` from 0 to 1 in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}

extension Color.RGBColorSpace {
    /// `component` as an sRGB component.
    func gamma(_ component: Double) -> Double {
        guard self == .sRGBLinear else { return component }
        let linear = max(0, min(1, component))
        return linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
