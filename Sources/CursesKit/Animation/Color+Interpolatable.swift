/// Colours blend through RGB: named and palette colours are converted with
/// xterm's default palette, so an animation from `.blue` to `.orange` passes
/// through real intermediate colours. The terminal's `.default` colour has no
/// known RGB value, so a change to or from it switches half way.
extension Color: Interpolatable {
    /// The colour `fraction` of the way to `target`, blended in RGB (`.default` switches half way).
    public func interpolated(to target: Color, fraction: Double) -> Color {
        if fraction >= 1 || self == target { return target }
        if fraction <= 0 { return self }
        guard let from = rgbComponents, let to = target.rgbComponents else {
            return fraction < 0.5 ? self : target
        }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, Double(a) + (Double(b) - Double(a)) * fraction + 0.5)))
        }
        return .rgb(mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
    }

    /// The colour as xterm shows it by default, or `nil` for the terminal's default colour.
    package var rgbComponents: (UInt8, UInt8, UInt8)? {
        switch self {
        case .default:
            return nil
        case .rgb(let r, let g, let b):
            return (r, g, b)
        case .ansi(let named):
            return Color.indexed(named.rawValue).rgbComponents
        case .indexed(let index):
            return Color.xtermRGB(index)
        }
    }

    private static let basic16: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func xtermRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        if index < 16 { return basic16[Int(index)] }
        if index >= 232 {
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return (level, level, level)
        }
        let cube = Int(index) - 16
        func level(_ step: Int) -> UInt8 { step == 0 ? 0 : UInt8(55 + 40 * step) }
        return (level(cube / 36), level((cube / 6) % 6), level(cube % 6))
    }
}

extension Style: Interpolatable {
    /// Colours blend; attributes switch half way.
    public func interpolated(to target: Style, fraction: Double) -> Style {
        if fraction >= 1 { return target }
        return Style(
            foreground: foreground.interpolated(to: target.foreground, fraction: fraction),
            background: background.interpolated(to: target.background, fraction: fraction),
            attributes: fraction < 0.5 ? attributes : target.attributes)
    }
}
