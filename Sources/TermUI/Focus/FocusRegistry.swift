import CursesKit

/// Keeps `@FocusState` values and the focus chain in step, in both directions:
/// a state written by the app moves focus at the end of the pass, and focus
/// moved by the user (Tab, a click, a sheet) is written back to the states.
@MainActor
final class FocusRegistry {
    private var targets: [WeakTarget] = []
    private var requests: [AnyObject] = []
    private var defaults: [@MainActor () -> Widget?] = []
    private weak var lastFocused: Widget?
    private var hasReflected = false

    func register(_ target: FocusTarget) {
        targets.append(WeakTarget(target))
    }

    func unregister(_ target: FocusTarget) {
        targets.removeAll { $0.target == nil || $0.target === target }
    }

    /// A state was written by the app: apply it at the next ``sync(with:)``.
    func request(_ storage: AnyObject) {
        if !requests.contains(where: { $0 === storage }) { requests.append(storage) }
    }

    /// A `.defaultFocus` appeared: at the next ``sync(with:)``, before the app's
    /// own requests (which win), `resolve` names the widget to focus, or nil.
    func requestDefault(_ resolve: @escaping @MainActor () -> Widget?) {
        defaults.append(resolve)
    }

    /// The widget bound to `storage` with `value` (the first focusable one inside it).
    func widget(boundTo storage: AnyObject, matching value: AnyHashable) -> Widget? {
        let target = targets.lazy.compactMap { $0.target }
            .first { $0.storageObject === storage && $0.matchValue == value }
        return target?.focusableWidget
    }

    /// Applies the app's requests to `chain`, then writes the chain's focus back to the states.
    func sync(with chain: FocusChain) {
        // Nothing asked for and focus where it was: the states already say so
        // (the common case, once per key of a run of typed text).
        if defaults.isEmpty && requests.isEmpty && hasReflected && chain.focused === lastFocused { return }
        let pendingDefaults = defaults
        defaults.removeAll()
        for resolve in pendingDefaults {
            if let widget = resolve() { chain.focus(widget) }
        }
        let live = targets.compactMap(\.target)
        // The focused widget and its superwidgets, found once per widget:
        // a target contains it when it hosts one of them.
        var known: (widget: Widget, ancestry: Set<ObjectIdentifier>)?
        func ancestry(of widget: Widget) -> Set<ObjectIdentifier> {
            if let known, known.widget === widget { return known.ancestry }
            var found: Set<ObjectIdentifier> = []
            var current: Widget? = widget
            while let candidate = current {
                found.insert(ObjectIdentifier(candidate))
                current = candidate.superwidget
            }
            known = (widget, found)
            return found
        }
        let pending = requests
        requests.removeAll()
        for storage in pending {
            let group = live.filter { $0.storageObject === storage }
            if let wanted = group.first(where: \.isRequested) {
                if let widget = wanted.focusableWidget { chain.focus(widget) }
            } else if let focused = chain.focused {
                let inside = ancestry(of: focused)
                if group.contains(where: { $0.contains(focused, ancestry: inside) }) { chain.focus(nil) }
            }
        }
        let focused = chain.focused
        guard !hasReflected || focused !== lastFocused else { return }
        let inside = focused.map(ancestry(of:)) ?? []
        hasReflected = true
        lastFocused = focused
        var groups: [ObjectIdentifier: [FocusTarget]] = [:]
        var order: [ObjectIdentifier] = []
        for target in live {
            guard let storage = target.storageObject else { continue }
            let key = ObjectIdentifier(storage)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(target)
        }
        for key in order {
            guard let group = groups[key] else { continue }
            if let focused, let holder = group.first(where: { $0.contains(focused, ancestry: inside) }) {
                holder.reflectFocused()
            } else if group.contains(where: \.isRequested) {
                group[0].reflectUnfocused()
            }
        }
    }

    private struct WeakTarget {
        weak var target: FocusTarget?
        init(_ target: FocusTarget) { self.target = target }
    }
}
