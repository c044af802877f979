/// What a tree of widgets is shown in: a `Screen` in the app, a test host
/// in tests. Widgets ask it for a frame instead of drawing immediately, so
/// any number of changes in one turn of the main queue cost one frame.
@MainActor
public protocol WidgetHost: AnyObject {
    /// Schedules one coalesced layout-and-draw pass.
    func setNeedsFrame()

    /// Runs the animations of the widgets this host shows.
    var animator: Animator { get }
}
