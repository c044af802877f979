import CursesKit

/// A height a sheet rests at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large
        case medium
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The whole screen but the top two rows (where the screen under the sheet shows).
    public static let large = PresentationDetent(kind: .large)
    /// Half the screen's rows.
    public static let medium = PresentationDetent(kind: .medium)

    /// `fraction` of the screen's rows (0 to 1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A height in points (16 a row), the sheet's border included.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The sheet's height in rows on a screen `rows` tall, border included.
    func rows(onScreenOf rows: Int) -> Int {
        let wanted: Int =
            switch kind {
            case .large: rows - 2
            case .medium: rows / 2
            case .fraction(let fraction): Int((CGFloat(rows) * fraction).rounded())
            case .height(let height): CellMetrics.standard.rows(height)
            }
        return max(3, min(rows, wanted))
    }
}

extension View {
    /// The heights the sheet this view is the content of rests at: the
    /// sheet rises from the bottom of the screen, as wide as the screen, at
    /// the smallest of them (`.medium` is half the rows, `.large` all but the
    /// top two). A terminal has no drag handle, so a person cannot move it to
    /// another detent; the app can, with ``presentationDetents(_:selection:)``.
    ///
    /// ```swift
    /// .sheet(isPresented: $showSettings) {
    ///     SettingsView().presentationDetents([.medium, .large])
    /// }
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationDetentsModifier(content: self, detents: detents, selection: nil)
    }

    /// The heights the sheet rests at, and the one it is at now: the sheet
    /// takes the height of `selection` (when it is one of `detents`).
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        PresentationDetentsModifier(content: self, detents: detents, selection: selection)
    }
}

struct PresentationDetentsModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?

    func makeBehavior() -> NodeBehavior { PresentationDetentsBehavior(view: self) }
}

/// A sheet's content that says how tall the sheet is.
@MainActor
protocol PresentationDetentSource: AnyObject {
    /// The sheet's height in rows on a screen `rows` tall, border included; nil for no detent.
    func sheetRows(onScreenOf rows: Int) -> Int?
}

@MainActor
final class PresentationDetentsBehavior<Content: View>:
    SingleChildBehavior<PresentationDetentsModifier<Content>>, PresentationDetentSource
{
    func sheetRows(onScreenOf rows: Int) -> Int? {
        let modifier = view
        if let selected = modifier.selection?.wrappedValue, modifier.detents.contains(selected) {
            return selected.rows(onScreenOf: rows)
        }
        return modifier.detents.map { $0.rows(onScreenOf: rows) }.min()
    }
}

extension PresentationPlacement {
    /// A sheet with detents: as wide as the screen, `rows` tall, at its bottom.
    static func bottomBox(rows: Int, in screen: Rect) -> (box: Rect, content: Rect) {
        let height = min(rows, screen.height)
        let box = Rect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        let inner = Rect(
            x: box.minX + 2, y: box.minY + 1, width: max(0, box.width - 4), height: max(0, box.height - 2))
        return (box, inner)
    }
}

extension PresentationDetentsModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
