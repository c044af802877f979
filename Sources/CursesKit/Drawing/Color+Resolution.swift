extension Color {
    /// The nearest colour a terminal with `capability` can show.
    ///
    /// RGB becomes the closest entry of the xterm 256-colour cube or grey ramp
    /// (never 0–15, which users theme), 256-colour entries become the closest of
    /// the 16 named colours, bright named colours become their normal ones on an
    /// 8-colour terminal, and everything becomes ``Color/default`` on a monochrome
    /// one. On an 88-colour terminal a colour beyond the 16 named ones becomes
    /// the RGB value of the nearest entry of its cube or greys. Closeness is a weighted RGB distance ("redmean"), which tracks what the
    /// eye sees far better than plain Euclidean distance at no extra cost.
    ///
    /// ```swift
    /// Color.rgb(255, 149, 0).resolved(for: .indexed256)  // .indexed(208)
    /// Color.rgb(255, 149, 0).resolved(for: .ansi16)      // .ansi(.brightYellow)
    /// ```
    public func resolved(for capability: ColorCapability) -> Color {
        switch (self, capability) {
        case (.default, _), (_, .trueColor):
            return self
        case (_, .monochrome):
            return .default
        case (.rgb(let r, let g, let b), .indexed256):
            return .indexed(Palette.nearestExtended(to: (r, g, b)))
        case (.ansi, .indexed256), (.indexed, .indexed256), (.ansi, .indexed88):
            return self
        case (.indexed(let n), .indexed88) where n < 16:
            return self
        case (.indexed(let n), .indexed88):
            return Palette.rgb88(ofIndex: Palette.nearest88(to: Palette.rgb(ofIndex: n)))
        case (.rgb(let r, let g, let b), .indexed88):
            return Palette.rgb88(ofIndex: Palette.nearest88(to: (r, g, b)))
        case (.ansi(let c), .ansi16):
            return .ansi(c)
        case (.ansi(let c), _):
            return .ansi(ANSIColor(rawValue: c.rawValue % 8) ?? c)
        case (.indexed(let n), _) where n < 16:
            return Color.ansi(ANSIColor(rawValue: n) ?? .white).resolved(for: capability)
        case (.indexed(let n), _):
            return Color.nearestNamed(to: Palette.rgb(ofIndex: n), capability: capability)
        case (.rgb(let r, let g, let b), _):
            return Color.nearestNamed(to: (r, g, b), capability: capability)
        }
    }

    /// The RGB value a terminal with the xterm palette shows for this colour;
    /// `nil` for ``Color/default``, whose value only the terminal knows.
    public var rgbValue: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default: nil
        case .ansi(let c): Palette.rgb(ofIndex: c.rawValue)
        case .indexed(let n): Palette.rgb(ofIndex: n)
        case .rgb(let r, let g, let b): (r, g, b)
        }
    }

    private static func nearestNamed(to rgb: Palette.RGB, capability: ColorCapability) -> Color {
        let index = Palette.nearest(to: rgb, in: 0..<16)
        return .ansi(ANSIColor(rawValue: capability == .ansi8 ? index % 8 : index) ?? .white)
    }
}

extension Style {
    /// This style as a terminal with `capability` can show it, keeping its meaning.
    ///
    /// Colours resolve with ``Color/resolved(for:)``. On an 8-colour terminal a
    /// bright foreground becomes its normal colour plus `.bold` (which terminals
    /// show brighter), except grey, the colour of secondary text: bright black
    /// would be black, unreadable on a dark terminal, so it becomes the
    /// terminal's own foreground, `.dim`. A black, grey or white background (a
    /// bar) under text in the terminal's own colour, or text in the
    /// background's own colour, becomes `.reverse` on the default colours, as
    /// on a monochrome terminal, so a bar stays a bar and its text readable. On a monochrome terminal colours go,
    /// and what they meant moves into attributes: a background becomes
    /// `.reverse` (a highlighted bar stays highlighted), a bright or vivid
    /// foreground becomes `.bold`, a grey one `.dim`.
    public func resolved(for capability: ColorCapability) -> Style {
        var result = self
        result.foreground = foreground.resolved(for: capability)
        result.background = background.resolved(for: capability)
        switch capability {
        case .ansi8:
            switch Style.namedIndex(of: foreground) {
            case .some(8):
                result.foreground = .default
                result.attributes.insert(.dim)
            case .some(let index) where index > 8:
                result.attributes.insert(.bold)
            default:
                break
            }
            let neutralBackground =
                Style.namedIndex(of: background).map { [0, 7, 8, 15].contains($0) } ?? false
            if result.background != .default,
                result.foreground == result.background || (result.foreground == .default && neutralBackground)
            {
                result.foreground = .default
                result.background = .default
                result.attributes.formSymmetricDifference(.reverse)
            }
        case .monochrome:
            if background != .default { result.attributes.formSymmetricDifference(.reverse) }
            switch Style.namedIndex(of: foreground) {
            case .some(8): result.attributes.insert(.dim)
            case .some(let index) where index > 8: result.attributes.insert(.bold)
            default: break
            }
        default:
            break
        }
        return result
    }

    /// The nearest of the 16 named colours' index; `nil` for the default colour.
    private static func namedIndex(of color: Color) -> UInt8? {
        switch color.resolved(for: .ansi16) {
        case .ansi(let c): c.rawValue
        default: nil
        }
    }
}

/// The xterm palette and nearest-colour search.
enum Palette {
    typealias RGB = (UInt8, UInt8, UInt8)

    /// xterm's default values for the 16 named colours.
    static let named: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each axis of the 6×6×6 colour cube (indices 16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    static func rgb(ofIndex n: UInt8) -> RGB {
        switch n {
        case 0..<16:
            return named[Int(n)]
        case 16..<232:
            let i = Int(n) - 16
            return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(n) - 232))
            return (grey, grey, grey)
        }
    }

    /// Weighted ("redmean") squared distance between two colours.
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let meanRed = (Int(a.0) + Int(b.0)) / 2
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        // Parenthesised because `>>` binds tighter than `*` in Swift.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    static func nearest(to rgb: RGB, in indices: Range<UInt8>) -> UInt8 {
        var best = indices.lowerBound
        var bestDistance = Int.max
        for n in indices {
            let d = distance(rgb, self.rgb(ofIndex: n))
            if d < bestDistance {
                best = n
                bestDistance = d
            }
        }
        return best
    }

    /// The four levels of each axis of the 88-colour palette's 4×4×4 cube (indices 16–79).
    static let cube88Levels: [UInt8] = [0, 139, 205, 255]
    /// The 88-colour palette's greys (indices 80–87), as xterm's `88colres.pl` makes them.
    static let greys88: [UInt8] = [46, 92, 115, 139, 162, 185, 208, 231]

    /// The RGB colour of entry `n` (16–87) of the 88-colour palette.
    static func rgb88(ofIndex n: UInt8) -> Color {
        if n >= 80 {
            let grey = greys88[Int(min(n, 87)) - 80]
            return .rgb(grey, grey, grey)
        }
        let i = Int(max(n, 16)) - 16
        return .rgb(cube88Levels[i / 16], cube88Levels[(i / 4) % 4], cube88Levels[i % 4])
    }

    /// The index (16–87) of the 88-colour palette entry nearest `rgb`.
    static func nearest88(to rgb: RGB) -> UInt8 {
        var best: UInt8 = 16
        var bestDistance = Int.max
        for n in UInt8(16)..<88 {
            guard case .rgb(let r, let g, let b) = rgb88(ofIndex: n) else { continue }
            let d = distance(rgb, (r, g, b))
            if d < bestDistance {
                best = n
                bestDistance = d
            }
        }
        return best
    }

    /// The index of `color` in the 88-colour palette, if it is one of its entries beyond the named 16.
    static func index88(of color: Color) -> UInt8? {
        guard case .rgb(let r, let g, let b) = color else { return nil }
        let n = nearest88(to: (r, g, b))
        return rgb88(ofIndex: n) == color ? n : nil
    }

    /// The nearest of palette entries 16–255: the closest cube level on each axis,
    /// checked against the closest grey.
    static func nearestExtended(to rgb: RGB) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            cubeLevels.indices.min { abs(Int(cubeLevels[$0]) - Int(v)) < abs(Int(cubeLevels[$1]) - Int(v)) }
                ?? 0
        }
        let cube = UInt8(16 + 36 * level(rgb.0) + 6 * level(rgb.1) + level(rgb.2))
        let average = (Int(rgb.0) + Int(rgb.1) + Int(rgb.2)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let grey = UInt8(232 + greyStep)
        return distance(rgb, self.rgb(ofIndex: grey)) < distance(rgb, self.rgb(ofIndex: cube)) ? grey : cube
    }
}
