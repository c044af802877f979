/// Where a toolbar item goes: SwiftUI's placements, mapped onto a
/// terminal's two bars. Top placements go into the ``NavigationStack``'s
/// title row (or, outside a stack, a bar above the view): leading ones at
/// its start, `.principal` in its middle, trailing ones (and `.automatic`)
/// at its end. `.bottomBar` and `.status` go into a bar below the view.
public struct ToolbarItemPlacement: Sendable, Hashable {
    /// Which part of which bar.
    enum Position: Sendable, Hashable {
        case leading, principal, trailing, bottom, status
    }

    let position: Position

    /// Where the system puts items by default: the end of the title row.
    public static let automatic = ToolbarItemPlacement(position: .trailing)
    /// The title's place, in the middle of the title row.
    public static let principal = ToolbarItemPlacement(position: .principal)
    /// Actions that move between contexts: the start of the title row.
    public static let navigation = ToolbarItemPlacement(position: .leading)
    /// The most frequent action: the end of the title row.
    public static let primaryAction = ToolbarItemPlacement(position: .trailing)
    /// Less frequent actions: the end of the title row.
    public static let secondaryAction = ToolbarItemPlacement(position: .trailing)
    /// Information about the state (not an action): the middle of the bottom bar.
    public static let status = ToolbarItemPlacement(position: .status)
    /// The action that confirms a modal view (Save, Done): the end of the title row.
    public static let confirmationAction = ToolbarItemPlacement(position: .trailing)
    /// The action that cancels a modal view: the start of the title row.
    public static let cancellationAction = ToolbarItemPlacement(position: .leading)
    /// An action that deletes in a modal view: the end of the title row.
    public static let destructiveAction = ToolbarItemPlacement(position: .trailing)
    /// Items for the software keyboard's bar: a terminal has none, so the bottom bar.
    public static let keyboard = ToolbarItemPlacement(position: .bottom)
    /// The start of the navigation bar (the title row).
    public static let navigationBarLeading = ToolbarItemPlacement(position: .leading)
    /// The end of the navigation bar (the title row).
    public static let navigationBarTrailing = ToolbarItemPlacement(position: .trailing)
    /// The start of the top bar (the title row).
    public static let topBarLeading = ToolbarItemPlacement(position: .leading)
    /// The end of the top bar (the title row).
    public static let topBarTrailing = ToolbarItemPlacement(position: .trailing)
    /// The bottom bar, from its start.
    public static let bottomBar = ToolbarItemPlacement(position: .bottom)

    /// True for placements in the top bar.
    var isTop: Bool { position == .leading || position == .principal || position == .trailing }
}
