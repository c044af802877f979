import CursesKit

/// One screen of a ``NavigationStack``: the root or a pushed view. Its
/// views read it from the environment (a link pushes through it, a title
/// names it, `dismiss` pops it); the stack shows only the top one.
@MainActor
final class NavigationLevel {
    /// The stack the level is in.
    private(set) weak var registry: NavigationRegistry?
    /// Where the level's widgets go; hidden while another level is on top.
    let widget = NavigationLevelWidget()
    /// Its place in the stack, 0 for the root (set by each render of the stack).
    var index = 0
    /// What `\.dismiss` calls inside the level: pops it.
    let dismissTarget = DismissTarget()
    /// The widget that had focus when this level was pushed, focused again when it is popped.
    weak var focusOrigin: Widget?
    /// The `.navigationTitle` shown for the level, and the modifier that set it.
    private(set) var title: String?
    private var titleOwner: ObjectIdentifier?
    /// The top bar of the level's `.toolbar`, shown in the title row, and the modifier that set it.
    private(set) var toolbar: ToolbarBarWidget?
    private var toolbarOwner: ObjectIdentifier?

    init(registry: NavigationRegistry) {
        self.registry = registry
        dismissTarget.perform = { [weak self] in
            guard let self, self.index > 0 else { return }
            self.registry?.pop(to: self.index - 1)
        }
    }

    /// Sets the level's title (a `.navigationTitle` rendered).
    func setTitle(_ title: String, owner: ObjectIdentifier) {
        titleOwner = owner
        guard title != self.title else { return }
        self.title = title
        registry?.titlesChanged()
    }

    /// Sets (or, with `nil`, forgets) the bar of `owner`'s `.toolbar`.
    func setToolbar(_ bar: ToolbarBarWidget?, owner: ObjectIdentifier) {
        if bar == nil, toolbarOwner != owner { return }
        toolbarOwner = bar == nil ? nil : owner
        guard bar !== toolbar else { return }
        toolbar = bar
        registry?.titlesChanged()
    }

    /// Forgets the title `owner` set (its `.navigationTitle` went away).
    func clearTitle(owner: ObjectIdentifier) {
        guard titleOwner == owner else { return }
        titleOwner = nil
        title = nil
        registry?.titlesChanged()
    }
}

/// The container of one level's widgets.
@MainActor
final class NavigationLevelWidget: Widget {}

struct NavigationLevelKey: EnvironmentKey {
    static var defaultValue: NavigationLevel? { nil }
}

extension EnvironmentValues {
    /// The navigation level the view is in, if it is inside a ``NavigationStack``.
    var navigationLevel: NavigationLevel? {
        get { self[NavigationLevelKey.self] }
        set { self[NavigationLevelKey.self] = newValue }
    }
}
