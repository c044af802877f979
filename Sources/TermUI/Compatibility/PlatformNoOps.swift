extension Image {
    /// How a picture is smoothed when it is scaled (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: Hashable, Sendable {
        /// No smoothing.
        case none
        /// A little.
        case low
        /// More.
        case medium
        /// The most.
        case high
    }

    /// How the picture is smoothed when scaled: accepted, and a no-op; each
    /// cell takes the colour of the pixel nearest its centre whatever is asked
    /// (half a cell is the finest a terminal can draw).
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }

    /// Whether the picture is smoothed when scaled: accepted, and a no-op (as ``interpolation(_:)``).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// The variant of an SF Symbol (SwiftUI's `SymbolVariants`): `.fill`,
/// `.circle`, `.slash`..., for ``View/symbolVariant(_:)``.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]

    /// The symbol as named.
    public static let none = SymbolVariants(suffixes: [])
    /// In a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// In a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// In a rectangle.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// Filled.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// Struck through.
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant, filled.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// This variant, in a circle.
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    /// This variant, in a square.
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    /// This variant, struck through.
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// `name` with this variant's suffixes (`star` with `.circle.fill`: `star.circle.fill`).
    func symbolName(_ name: String) -> String {
        suffixes.reduce(name) { $0.hasSuffix(".\($1)") ? $0 : "\($0).\($1)" }
    }

    /// True when this variant includes `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        other.suffixes.allSatisfy(suffixes.contains)
    }
}

/// A haptic or sound the system plays (SwiftUI's `SensoryFeedback`): accepted
/// by ``View/sensoryFeedback(_:trigger:)``, and not played (a terminal has no
/// haptics; its bell would sound for every change).
public struct SensoryFeedback: Hashable, Sendable {
    let kind: String

    /// A task succeeded.
    public static let success = SensoryFeedback(kind: "success")
    /// A warning.
    public static let warning = SensoryFeedback(kind: "warning")
    /// An error.
    public static let error = SensoryFeedback(kind: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(kind: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(kind: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(kind: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(kind: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(kind: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(kind: "levelChange")
    /// An impact.
    public static let impact = SensoryFeedback(kind: "impact")

    /// An impact of a weight (`flexibility`, `intensity` accepted).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: "impact")
    }

    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: "impact")
    }

    /// How heavy an impact is.
    public struct Weight: Hashable, Sendable {
        let level: Int
        /// Light.
        public static let light = Weight(level: 0)
        /// Medium.
        public static let medium = Weight(level: 1)
        /// Heavy.
        public static let heavy = Weight(level: 2)
    }

    /// How stiff the things meeting in an impact are.
    public struct Flexibility: Hashable, Sendable {
        let level: Int
        /// Rigid.
        public static let rigid = Flexibility(level: 0)
        /// Solid.
        public static let solid = Flexibility(level: 1)
        /// Soft.
        public static let soft = Flexibility(level: 2)
    }
}

/// How a scroll view comes to rest (SwiftUI's `ScrollTargetBehavior`).
/// TermUI's scroll views move by lines and pages from the keyboard already,
/// and stop where the key leaves them.
public protocol ScrollTargetBehavior {}

/// Scrolls a page at a time (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

/// Comes to rest on a view of the scroll target layout (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// A page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// On a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// A value a view can be dragged out as (SwiftUI's `Transferable`, from
/// CoreTransferable): strings, URLs, data and images conform.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension AttributedString: Transferable {}

/// Whether a person can select a text to copy it (SwiftUI's `TextSelectability`).
public protocol TextSelectability {
    /// True when the text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected (`.enabled`).
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected (`.disabled`).
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Not selectable.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

struct TextSelectionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The variant of the SF Symbols inside (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// True inside `.textSelection(.enabled)`: each `Text` inside is focusable
    /// and copied by the copy key (``CopyKey``).
    var allowsTextSelection: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

/// The tint of a list row's icon (SwiftUI's `ListItemTint`).
public struct ListItemTint: Hashable, Sendable {
    let color: Color?

    /// A fixed colour.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A colour the system may change.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// Monochrome.
    public static let monochrome = ListItemTint(color: nil)
}

/// How a navigation title is shown (SwiftUI's `ToolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let kind: Int

    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode(kind: 0)
    /// Large, in the content.
    public static let large = ToolbarTitleDisplayMode(kind: 1)
    /// Large, in the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(kind: 2)
    /// Small, in the bar.
    public static let inline = ToolbarTitleDisplayMode(kind: 3)
}

/// How a window can be resized (SwiftUI's `WindowResizability`).
public struct WindowResizability: Hashable, Sendable {
    let kind: Int

    /// The platform's choice.
    public static let automatic = WindowResizability(kind: 0)
    /// Sized by its content, min and max.
    public static let contentSize = WindowResizability(kind: 1)
    /// No smaller than its content.
    public static let contentMinSize = WindowResizability(kind: 2)
}

extension Scene {
    /// How the scene's windows can be resized: accepted, and a no-op; the
    /// window is the terminal, which the person sizes, and the view follows.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

extension View {
    /// Shows the SF Symbols inside in `variant`: `Image(systemName: "star")`
    /// inside `.symbolVariant(.fill)` is drawn as `"star.fill"` is, when
    /// TermUI has a glyph for that name (else as named).
    ///
    /// ```swift
    /// Label("Favourites", systemImage: "star").symbolVariant(.fill)
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Plays `feedback` when `trigger` changes: accepted, and a no-op (no haptics in a terminal).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds: accepted, and a no-op.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns when `trigger` changes: accepted, and a no-op.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> some View {
        self
    }

    /// How scroll views inside come to rest: accepted, and a no-op. A
    /// terminal scrolls by whole lines, and by pages with Page Up/Down or
    /// Space, so a scroll is always aligned to a row.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Makes the views of this layout the targets a `.viewAligned` scroll
    /// rests on: accepted, and a no-op (see ``scrollTargetBehavior(_:)``).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Lets the view be dragged out as `payload`: accepted, and a no-op; a
    /// terminal cannot drag a value to another app (its mouse selects text).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets the view be dragged out as `payload`, shown as `preview`: accepted, and a no-op.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        self
    }

    /// Whether a menu inside shows its indicator: accepted, and a no-op; a
    /// menu's `▾` stays, as it tells the person Enter opens a list.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// The tint of list rows' icons: accepted, and a no-op; a row's icon takes
    /// the row's colours (the accent when selected).
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// The tint of list rows' icons: accepted, and a no-op (as the ``ListItemTint`` form).
    public func listItemTint(_ tint: Color?) -> some View { self }

    /// Whether the text inside can be selected to copy. Keyboard first: each
    /// `Text` inside takes the focus (Tab, a click), shows reversed while it
    /// has it, and the copy key (`y`, or Alt-W) copies its whole text to the
    /// terminal's clipboard (OSC 52, see ``UIPasteboard``). Part of a text is
    /// not selected: the terminal's own selection (Shift with the mouse in
    /// most terminals) still does that.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }

    /// How the navigation title is shown: accepted; the title row has one
    /// size, as ``navigationBarTitleDisplayMode(_:)`` says.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

    /// Animates every change inside with `animation` (SwiftUI's deprecated
    /// form without a value): each transaction inside takes `animation`,
    /// unless it disables animations. SwiftUI deprecated it because it
    /// animates changes no one asked for; ``animation(_:value:)`` animates
    /// only when its value changes.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }
}
