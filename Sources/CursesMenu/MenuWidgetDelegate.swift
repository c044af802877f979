/// What a ``MenuWidget`` tells its delegate: libmenu's item hook and the
/// choices the user makes. Every method has an empty default.
@MainActor
public protocol MenuWidgetDelegate: AnyObject {
    /// The current item changed (libmenu's item hook), by a key, a click or a
    /// pattern match; not when the app set ``MenuWidget/currentIndex``.
    func menuWidget(_ menu: MenuWidget, didMoveToItemAt index: Int)
    /// A multi-valued menu's marked items changed (Space or a click toggled one).
    func menuWidget(_ menu: MenuWidget, didChangeSelection selection: Set<Int>)
    /// Enter was pressed on the current item (the menu's submission).
    func menuWidget(_ menu: MenuWidget, didChooseItemAt index: Int)
}

extension MenuWidgetDelegate {
    /// Does nothing.
    public func menuWidget(_ menu: MenuWidget, didMoveToItemAt index: Int) {}
    /// Does nothing.
    public func menuWidget(_ menu: MenuWidget, didChangeSelection selection: Set<Int>) {}
    /// Does nothing.
    public func menuWidget(_ menu: MenuWidget, didChooseItemAt index: Int) {}
}
