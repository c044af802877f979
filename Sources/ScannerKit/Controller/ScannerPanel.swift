import CursesKit
import FoundationEssentials

/// The scanner's widget: a live viewfinder in half-block characters, the
/// codes found outlined in green, and a status line (source, frames per
/// second, what it looks for); or, when there is nothing to show, a message
/// saying why.
///
/// ``ScannerController`` owns one and feeds it; it draws whatever it was last given.
@MainActor
public final class ScannerPanel: Widget {
    /// What the panel is doing.
    public enum State: Sendable {
        /// Not scanning: the last frame (if any) stays on show.
        case stopped
        /// Frames are coming in and being read.
        case scanning
        /// The source failed; ``message`` says why.
        case unavailable
    }

    /// Scanning, stopped, or unable to scan (then ``message`` says why).
    public var state = State.stopped { didSet { if state != oldValue { setNeedsDisplay() } } }
    /// The latest frame.
    public var image: GreyFrame? { didSet { setNeedsDisplay() } }
    /// Where the codes in ``image`` are, in its pixels.
    public var highlights: [FrameBounds] = [] { didSet { if highlights != oldValue { setNeedsDisplay() } } }
    /// Why there is nothing to show, in place of the viewfinder.
    public var message: String? { didSet { if message != oldValue { setNeedsDisplay() } } }
    /// The source's name for the status line.
    public var sourceName = "" { didSet { if sourceName != oldValue { setNeedsDisplay() } } }
    /// Whether the status line shows frames per second.
    public var isLive = true { didSet { if isLive != oldValue { setNeedsDisplay() } } }
    /// Frames per second, shown rounded to a tenth.
    public var framesPerSecond = 0.0 {
        didSet { if (framesPerSecond * 10).rounded() != (oldValue * 10).rounded() { setNeedsDisplay() } }
    }
    /// The symbologies looked for, as the status line lists them.
    public var lookingFor = "" { didSet { if lookingFor != oldValue { setNeedsDisplay() } } }
    /// How many codes are in view.
    public var codesInView = 0 { didSet { if codesInView != oldValue { setNeedsDisplay() } } }
    /// For a keyboard reader: what it typed so far (`nil` for other sources).
    public var pendingText: String? { didSet { if pendingText != oldValue { setNeedsDisplay() } } }
    /// What the terminal shows: the viewfinder uses the 256-colour greys from
    /// `.indexed256` up, shade characters below.
    public var colorCapability = ColorCapability.indexed256 {
        didSet { if colorCapability != oldValue { setNeedsDisplay() } }
    }
    /// The frame last shown as a picture (where the terminal shows pictures),
    /// with its marks and the id it was sent under.
    var viewfinderPicture: (frame: GreyFrame, highlights: [FrameBounds], picture: PixelImage, id: UInt32)?
    /// Keys offered to the controller first (a keyboard reader types into the panel).
    var onKey: (@MainActor (KeyEvent) -> Bool)?

    /// An empty, stopped panel.
    override public init() {
        super.init()
        backgroundStyle = .plain
    }

    /// 48×19: a 48×36-pixel viewfinder (4:3) and the status line.
    override public var intrinsicContentSize: Size { Size(width: 48, height: 19) }

    override public var canBecomeFocused: Bool { true }

    override public func handle(_ event: KeyEvent) -> Bool {
        onKey?(event) ?? false
    }

    /// True while a keyboard reader types into the scanner (set by its controller).
    var isTakingTypedText = false

    /// True while a keyboard reader types into the scanner: its letters are the code's.
    override public var takesTypedText: Bool { isTakingTypedText }

    /// The status line's text.
    public var statusText: String {
        switch state {
        case .unavailable: return "✕ not scanning · looking for \(lookingFor)"
        case .stopped: return "○ stopped"
        case .scanning:
            var parts = ["● " + sourceName]
            if isLive { parts.append("\(framesPerSecond.withOneDecimal) fps") }
            parts.append("looking for \(lookingFor)")
            if image != nil || pendingText != nil {
                parts.append(
                    codesInView == 0
                        ? "no code in view" : codesInView == 1 ? "1 code" : "\(codesInView) codes")
            }
            return parts.joined(separator: " · ")
        }
    }

    override public func draw(in surface: Surface) {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let viewfinder = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
        if let message {
            drawMessage(message, in: viewfinder, surface: surface)
        } else if let pendingText {
            drawMessage(
                "Keyboard reader: scan a code with a USB reader (it types the code, then Enter).\n\n> "
                    + pendingText,
                in: viewfinder, surface: surface)
        } else if let image {
            drawViewfinder(image, in: viewfinder, surface: surface)
        } else {
            surface.fill(viewfinder, with: " ", style: Style(background: .indexed(235)))
            drawMessage(
                state == .scanning ? "Waiting for the first frame…" : "", in: viewfinder, surface: surface)
        }
        let statusStyle = Style(foreground: state == .unavailable ? .red : .default, attributes: [])
        surface.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), with: " ", style: .plain)
        surface.draw(statusText, at: Point(x: 0, y: size.height - 1), style: statusStyle)
    }

    private func drawMessage(_ text: String, in rect: Rect, surface: Surface) {
        surface.fill(rect, with: " ", style: Style(background: .indexed(235)))
        let lines = Self.wrap(text, width: max(1, rect.width - 4))
        let top = rect.minY + max(0, (rect.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < rect.maxY {
            surface.draw(
                line, at: Point(x: rect.minX + 2, y: top + index),
                style: Style(foreground: .indexed(252), background: .indexed(235)))
        }
    }

    /// Splits `text` into lines of at most `width` characters at spaces (a longer word is cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                while word.count > width {
                    if !line.isEmpty { lines.append(line) }
                    lines.append(String(word.prefix(width)))
                    line = ""
                    word = word.dropFirst(width)
                }
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
