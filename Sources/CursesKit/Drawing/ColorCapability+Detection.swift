import CNcurses

extension ColorCapability {
    /// What the terminal of `screen` (or the current terminal) can show, read from terminfo.
    ///
    /// Call after `newterm`/`setupterm`. True colour needs terminfo to describe
    /// direct colour (`colors` of 2^24 or more, as `xterm-direct` does): ncurses can
    /// only send RGB then, so `COLORTERM=truecolor` alone is ignored, and a
    /// `TERM=xterm-256color` terminal resolves RGB to its 256-colour palette.
    package static func detect(screen: OpaquePointer? = nil) -> ColorCapability {
        let colors: Int32
        if let screen {
            guard has_colors_sp(screen) else { return .monochrome }
            colors = tigetnum_sp(screen, "colors")
        } else {
            colors = tigetnum("colors")
        }
        return from(colorCount: Int(colors))
    }

    /// The capability a terminfo `colors` count means.
    package static func from(colorCount colors: Int) -> ColorCapability {
        switch colors {
        case (1 << 24)...: .trueColor
        case 256...: .indexed256
        case 88...: .indexed88
        case 16...: .ansi16
        case 8...: .ansi8
        default: .monochrome
        }
    }
}
