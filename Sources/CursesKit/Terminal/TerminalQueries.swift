/// The start-up queries a display sends once, and what the answers turn on.
///
/// The queries go out with the first frame and nothing waits for them: the
/// input decoder takes the answers out of the input whenever they come
/// (``TerminalReport``), the display hands each to ``apply(_:)``, and sends
/// the bytes it returns (a mode switched on). A terminal that answers nothing
/// keeps every feature off, so it gets exactly the bytes it got before.
package struct TerminalQueries: Sendable {
    /// What the environment says of one feature.
    package enum Setting: Sendable, Equatable {
        /// Ask the terminal (the default).
        case ask
        /// On without asking (`1`).
        case on
        /// Off, and not asked (`0`).
        case off

        init(_ value: String?) {
            switch value?.lowercased() {
            case "1", "on", "yes", "true": self = .on
            case "0", "off", "no", "false": self = .off
            default: self = .ask
            }
        }
    }

    /// The environment variable that sends no query at all when `0`.
    package static let queriesVariable = "TERMUI_QUERIES"
    /// The environment variables of the three features.
    package static let synchronizedOutputVariable = "TERMUI_SYNCHRONIZED_OUTPUT"
    /// See ``synchronizedOutputVariable``.
    package static let kittyKeyboardVariable = "TERMUI_KITTY_KEYBOARD"
    /// See ``synchronizedOutputVariable``.
    package static let focusEventsVariable = "TERMUI_FOCUS_EVENTS"

    /// DEC private mode 2026, synchronized output.
    static let synchronizedOutputMode = 2026
    /// DEC private mode 1004, focus in / out reports.
    static let focusEventsMode = 1004

    /// Begin and end of a synchronized frame.
    package static let beginFrame: [UInt8] = Array("\u{1B}[?2026h".utf8)
    /// See ``beginFrame``.
    package static let endFrame: [UInt8] = Array("\u{1B}[?2026l".utf8)
    /// Pushes the kitty keyboard protocol's flag 1 (disambiguate escape codes),
    /// with flag 2 (report event types: repeats and releases) while a view asks
    /// for releases (``reportsKeyReleases``).
    var pushKeyboard: [UInt8] { Array("\u{1B}[>\(keyboardFlags)u".utf8) }
    /// The flags pushed: 1, or 3 with key releases.
    private var keyboardFlags: Int { reportsKeyReleases ? 3 : 1 }
    /// True while an app asks for key releases (SwiftUI's `onKeyPress(phases: .up)`).
    private(set) var reportsKeyReleases = false
    /// Pops what ``pushKeyboard`` pushed.
    static let popKeyboard: [UInt8] = Array("\u{1B}[<u".utf8)
    static let focusOn: [UInt8] = Array("\u{1B}[?1004h".utf8)
    static let focusOff: [UInt8] = Array("\u{1B}[?1004l".utf8)

    let asks: Bool
    let synchronizedOutput: Setting
    let kittyKeyboard: Setting
    let focusEvents: Setting
    /// Whether the clipboard takes OSC 52 (``ClipboardSupport``).
    package let clipboard: ClipboardSupport
    let hyperlinks: Setting
    let graphics: Setting
    let sixel: Setting
    /// Whether the environment already named a terminal with the kitty graphics protocol.
    private let graphicsInEnvironment: Bool
    /// Whether the picture query went out (at start-up, or on XTVERSION's answer).
    private var askedGraphics = false
    /// What is known and on now.
    package private(set) var capabilities = TerminalCapabilities()

    /// Queries as `environment` says (see ``TerminalCapabilities``); features
    /// set to `1` there are on from the start. Without `pictures` (an inline
    /// region, which shows pictures in half blocks only) graphics stay off
    /// and unasked.
    package init(environment: [String: String], pictures: Bool = true) {
        asks = Setting(environment[Self.queriesVariable]) != .off
        synchronizedOutput = Setting(environment[Self.synchronizedOutputVariable])
        kittyKeyboard = Setting(environment[Self.kittyKeyboardVariable])
        focusEvents = Setting(environment[Self.focusEventsVariable])
        capabilities.synchronizedOutput = synchronizedOutput == .on
        capabilities.kittyKeyboard = kittyKeyboard == .on
        capabilities.focusEvents = focusEvents == .on
        clipboard = ClipboardSupport(environment: environment)
        capabilities.clipboard = clipboard.isAvailable(terminalVersion: nil)
        hyperlinks = Setting(environment[Self.hyperlinksVariable])
        capabilities.hyperlinks = Self.hyperlinks(hyperlinks, environment: environment)
        graphics = pictures ? Setting(environment[Self.graphicsVariable]) : .off
        capabilities.graphics = graphics == .on
        graphicsInEnvironment = Self.environmentHasGraphics(environment)
        askedGraphics = asks && graphics == .ask && graphicsInEnvironment
        sixel = pictures ? Setting(environment[Self.sixelVariable]) : .off
        capabilities.sixel = sixel == .on && !capabilities.graphics
    }

    /// No query, every feature off: a display opened without an environment (tests in process).
    package static let none = TerminalQueries(environment: [queriesVariable: "0"])

    /// True when start-up sends queries (and so awaits the sentinel's answer).
    package var sendsQueries: Bool { asks }

    /// The queries start-up sends, DA1 last (its answer is the sentinel);
    /// with `cursorPosition`, a CPR (`CSI 6 n`) before DA1 (an inline region's
    /// first row). The modes of features forced on are the display's to send
    /// (``modesOn``), once its screen is up.
    package func startBytes(cursorPosition: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        guard asks else { return bytes }
        if synchronizedOutput == .ask { bytes += Self.modeQuery(Self.synchronizedOutputMode) }
        if focusEvents == .ask { bytes += Self.modeQuery(Self.focusEventsMode) }
        if kittyKeyboard == .ask { bytes += Array("\u{1B}[?u".utf8) }
        if askedGraphics { bytes += KittyGraphics.query }
        if sixel != .off { bytes += Sixel.cellSizeQuery }
        bytes += Array("\u{1B}[>0q".utf8)  // XTVERSION
        if cursorPosition { bytes += Array("\u{1B}[6n".utf8) }
        bytes += Array("\u{1B}[c".utf8)  // DA1, the sentinel
        return bytes
    }

    /// Asks for key releases (and repeats) or stops asking; returns the bytes to
    /// send now: the flags of the pushed entry set again (`CSI = flags ; 1 u`)
    /// while the protocol is on, nothing otherwise (the next push carries them).
    package mutating func setReportsKeyReleases(_ on: Bool) -> [UInt8] {
        guard on != reportsKeyReleases else { return [] }
        reportsKeyReleases = on
        return capabilities.kittyKeyboard ? Array("\u{1B}[=\(keyboardFlags);1u".utf8) : []
    }

    /// DECRQM for a DEC private mode.
    static func modeQuery(_ mode: Int) -> [UInt8] { Array("\u{1B}[?\(mode)$p".utf8) }

    /// The bytes that switch on the modes of the features on now (start-up,
    /// and again on resuming after a suspend).
    package var modesOn: [UInt8] {
        (capabilities.kittyKeyboard ? pushKeyboard : []) + (capabilities.focusEvents ? Self.focusOn : [])
    }

    /// The bytes that switch them off again, for every way out (the crash
    /// restore included). Sent while still on the screen they were pushed on:
    /// the kitty protocol keeps one stack per screen.
    package var modesOff: [UInt8] {
        (capabilities.kittyKeyboard ? Self.popKeyboard : []) + (capabilities.focusEvents ? Self.focusOff : [])
            + (capabilities.graphics ? KittyGraphics.deleteAll : [])
    }

    /// Takes one answer in; returns the bytes to send now (a feature's mode
    /// switched on), empty when nothing changes.
    package mutating func apply(_ report: TerminalReport) -> [UInt8] {
        switch report {
        case .modeReport(let mode, let value):
            // 1 set, 2 reset, 3 permanently set: the terminal has the mode; 0 and 4 it has not.
            let has = (1...3).contains(value)
            if mode == Self.synchronizedOutputMode, synchronizedOutput == .ask, has {
                capabilities.synchronizedOutput = true
            }
            if mode == Self.focusEventsMode, focusEvents == .ask, has, !capabilities.focusEvents {
                capabilities.focusEvents = true
                return Self.focusOn
            }
        case .keyboardFlags:
            if kittyKeyboard == .ask, !capabilities.kittyKeyboard {
                capabilities.kittyKeyboard = true
                return pushKeyboard
            }
        case .version(let text):
            capabilities.terminalVersion = text
            capabilities.clipboard = clipboard.isAvailable(terminalVersion: text)
            if hyperlinks == .ask, let takes = Self.takesHyperlinks(version: text) {
                capabilities.hyperlinks = takes
            }
            // A terminal that names itself as one with pictures is asked now.
            if asks, graphics == .ask, !askedGraphics, Self.versionHasGraphics(text) {
                askedGraphics = true
                return KittyGraphics.query
            }
        case .graphics(let answer):
            if graphics == .ask, askedGraphics, KittyGraphics.isQueryAccepted(answer) {
                capabilities.graphics = true
                // kitty's pictures where a terminal has both (WezTerm).
                capabilities.sixel = false
            }
        case .primaryDeviceAttributes(let attributes):
            capabilities.hasAnswered = true
            if sixel == .ask, !capabilities.graphics, Self.attributesHaveSixel(attributes) {
                capabilities.sixel = true
            }
        case .cursorPosition, .focus, .cellSize:
            break
        }
        return []
    }
}
