/// A horizontal bar showing how much of a task is done (UIKit's
/// `UIProgressView`, SwiftUI's `ProgressView`).
///
/// The filled part is drawn with full blocks and one eighth block
/// (`▏▎▍▌▋▊▉`), so a 10-column bar shows 80 steps. ``progress`` is
/// animatable. In indeterminate mode a block sweeps across the bar, driven by
/// the host's ``Animator`` only while the bar is on screen.
///
/// ```swift
/// let bar = ProgressBar()
/// bar.label = "Loading"
/// Widget.animate(duration: 0.2) { bar.progress = webView.estimatedProgress }
/// ```
public final class ProgressBar: Widget {
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    private let fraction = AnimatableValue(0.0)
    private var sweep: RepeatingTrack?
    private var sweepPhase = 0.0

    /// How much is done, from 0 to 1 (values outside are clamped).
    public var progress: Double {
        get { fraction.value }
        set { fraction.set(min(1, max(0, newValue)), for: self) }
    }

    /// The fraction drawn now, which trails ``progress`` while an animation runs.
    public var presentedProgress: Double { fraction.presentedValue }

    /// Shows an endless sweep instead of a fraction.
    public var isIndeterminate = false {
        didSet { if isIndeterminate != oldValue { setNeedsDisplay() } }
    }

    /// Text drawn before the bar, followed by a space.
    public var label: String? {
        didSet { if label != oldValue { setNeedsDisplay() } }
    }

    /// Shows the percentage after the bar (determinate mode only).
    public var showsPercentage = false {
        didSet { if showsPercentage != oldValue { setNeedsDisplay() } }
    }

    /// The style of the filled part.
    public var barStyle: Style = .plain {
        didSet { if barStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of the unfilled part, drawn with ``trackCharacter``.
    public var trackStyle: Style = .plain {
        didSet { if trackStyle != oldValue { setNeedsDisplay() } }
    }

    /// The character the unfilled part is drawn with: a space by default, so
    /// only a ``trackStyle`` background shows it; `"─"` or `"░"` show an empty bar
    /// on any terminal.
    public var trackCharacter: Character = " " {
        didSet { if trackCharacter != oldValue { setNeedsDisplay() } }
    }

    /// Text drawn after the bar, after a space (a current value such as
    /// `"3 of 10"`); it replaces the percentage.
    public var valueLabel: String? {
        didSet { if valueLabel != oldValue { setNeedsDisplay() } }
    }

    /// Draws a spinner glyph instead of a bar (SwiftUI's `.circular`): the
    /// braille spinner turning while indeterminate (`|/-\` without Unicode),
    /// a quarter-filled circle `○◔◑◕●` for a fraction; then the label.
    public var isCircular = false {
        didSet { if isCircular != oldValue { setNeedsLayout() } }
    }

    /// The frames of the indeterminate spinner.
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The spinner's frames where the terminal cannot draw Unicode.
    static let asciiSpinnerFrames: [Character] = ["|", "/", "-", "\\"]
    /// A circle filled in quarters, for a fraction.
    static let circleGlyphs: [Character] = ["○", "◔", "◑", "◕", "●"]

    /// Seconds for the indeterminate sweep to cross the bar once (the spinner to turn once).
    public var sweepDuration = 1.5

    /// Creates a bar at `progress`.
    public init(progress: Double = 0) {
        super.init()
        self.progress = progress
    }

    /// True while the indeterminate sweep is being animated.
    public var isSweeping: Bool { sweep != nil }

    public override var intrinsicContentSize: Size {
        if isCircular { return Size(width: 1 + labelWidth + trailingWidth, height: 1) }
        return Size(width: labelWidth + 20 + trailingWidth, height: 1)
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(1, proposal.height))
    }

    /// The columns after the bar: the value label, else the percentage.
    private var trailingWidth: Int {
        if let valueLabel, !valueLabel.isEmpty { return valueLabel.displayWidth + 1 }
        return showsPercentage && !isIndeterminate ? 5 : 0
    }

    private var labelWidth: Int {
        guard let label, !label.isEmpty else { return 0 }
        return label.displayWidth + 1
    }

    public override func draw(in surface: Surface) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        if isCircular {
            drawCircular(in: surface)
            return
        }
        var x = 0
        if let label, !label.isEmpty {
            x = surface.draw(label + " ", at: .zero, style: barStyle)
        }
        let trailing = min(trailingWidth, max(0, bounds.width - x))
        let barWidth = max(0, bounds.width - x - trailing)
        let bar = Rect(x: x, y: 0, width: barWidth, height: 1)
        surface.fill(bar, with: trackCharacter, style: trackStyle)
        if isIndeterminate {
            drawSweep(in: surface, bar: bar)
        } else {
            stopSweep()
            drawFraction(in: surface, bar: bar)
        }
        if let valueLabel, !valueLabel.isEmpty {
            surface.draw(" " + valueLabel, at: Point(x: bar.maxX, y: 0), style: barStyle)
        } else if trailing > 0 {
            let text = "\(Int(presentedProgress * 100 + 0.5))%"
            let padded = String(repeating: " ", count: max(0, 5 - text.count)) + text
            surface.draw(padded, at: Point(x: bar.maxX, y: 0), style: barStyle)
        }
    }

    /// The spinner or the quarter circle, then the label and the value label.
    private func drawCircular(in surface: Surface) {
        let glyph: Character
        if isIndeterminate {
            startSweepIfNeeded()
            let frames = surface.canDrawUnicode ? Self.spinnerFrames : Self.asciiSpinnerFrames
            glyph = frames[min(frames.count - 1, Int(sweepPhase * Double(frames.count)))]
        } else {
            stopSweep()
            let glyphs = Self.circleGlyphs
            glyph = glyphs[min(glyphs.count - 1, Int(presentedProgress * Double(glyphs.count - 1) + 0.5))]
        }
        var x = surface.draw(String(glyph), at: .zero, style: barStyle)
        if let label, !label.isEmpty {
            x += surface.draw(" " + label, at: Point(x: x, y: 0), style: barStyle)
        }
        if let valueLabel, !valueLabel.isEmpty {
            surface.draw(" " + valueLabel, at: Point(x: x, y: 0), style: barStyle)
        } else if showsPercentage, !isIndeterminate {
            surface.draw(" \(Int(presentedProgress * 100 + 0.5))%", at: Point(x: x, y: 0), style: barStyle)
        }
    }

    /// What the sweep draws at `phase`: the spinner's frame, or the bar's
    /// phase itself (the block moves by fractions of a column).
    private func drawnStep(at phase: Double) -> Double {
        guard isCircular else { return phase }
        return Double(Int(phase * Double(Self.spinnerFrames.count)))
    }

    private func drawFraction(in surface: Surface, bar: Rect) {
        let total = Int(presentedProgress * Double(bar.width * 8) + 0.5)
        let full = total / 8
        surface.fill(Rect(x: bar.minX, y: 0, width: full, height: 1), with: "█", style: barStyle)
        let rest = total % 8
        if rest > 0 {
            surface.draw(String(Self.eighths[rest - 1]), at: Point(x: bar.minX + full, y: 0), style: barStyle)
        }
    }

    private func drawSweep(in surface: Surface, bar: Rect) {
        startSweepIfNeeded()
        guard bar.width > 0 else { return }
        let block = max(1, bar.width / 4)
        let travel = bar.width + block
        let start = Int(sweepPhase * Double(travel)) - block
        let visible = Rect(x: bar.minX + start, y: 0, width: block, height: 1).intersection(bar)
        surface.fill(visible, with: "█", style: barStyle)
    }

    private func startSweepIfNeeded() {
        guard sweep == nil, let animator = host?.animator else { return }
        let track = RepeatingTrack(
            start: animator.clock.now,
            update: { [weak self] elapsed in
                guard let self, self.isIndeterminate, self.host != nil, self.isVisibleInTree else {
                    return false
                }
                let period = max(0.1, self.sweepDuration)
                // Whole cycles dropped by hand: Double's remainder needs libm.
                let cycles = max(0, elapsed) / period
                let phase = cycles - Double(Int(cycles))
                // A spinner repaints only when its frame changes, not on every tick.
                if self.drawnStep(at: phase) != self.drawnStep(at: self.sweepPhase) {
                    self.setNeedsDisplay()
                }
                self.sweepPhase = phase
                return true
            },
            onEnd: { [weak self, weak animator] _ in
                guard let self, let current = self.sweep else { return }
                if !(animator?.contains(current) ?? false) { self.sweep = nil }
            })
        sweep = track
        animator.add(track)
    }

    private func stopSweep() {
        guard let track = sweep else { return }
        sweep = nil
        host?.animator.cancel(track)
    }
}
