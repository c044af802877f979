/// A view with a badge (what `badge(_:)` returns): in a
/// ``List`` row the badge is drawn at the row's trailing edge, in a
/// ``TabView`` after the tab's title; anywhere else the view shows as it is,
/// as in SwiftUI.
struct BadgeModifier<Content: View>: View, SingleContentView {
    let content: Content
    /// The badge; `nil` hides it.
    let badge: Text?
    @Environment(\.isListRow) private var isListRow

    var body: some View {
        if let badge, isListRow {
            HStack(spacing: 0) {
                content
                Spacer(minLength: .columns(1))
                badge.foregroundStyle(Color.gray)
            }
        } else {
            content
        }
    }
}

/// A view that carries a badge, for the tab bar to show after its title.
@MainActor
protocol BadgeCarrying {
    var badgeText: String? { get }
}

extension BadgeModifier: BadgeCarrying {
    var badgeText: String? { badge?.content }
}

struct IsListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a ``List``'s row (not a section header or footer): where a badge shows.
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}

extension View {
    /// Shows `count` as a badge: at the trailing edge of a ``List`` row, after
    /// a ``TabView`` tab's title. Zero hides it.
    ///
    /// ```swift
    /// List {
    ///     Text("Inbox").badge(unread)
    ///     Text("Archive")
    /// }
    /// ```
    public func badge(_ count: Int) -> some View {
        BadgeModifier(content: self, badge: count == 0 ? nil : Text(String(count)))
    }

    /// Shows `label` as a badge on a ``List`` row or a ``TabView`` tab; `nil` hides it.
    public func badge(_ label: Text?) -> some View {
        BadgeModifier(content: self, badge: label)
    }

    /// Shows `label` as a badge on a ``List`` row or a ``TabView`` tab; `nil` hides it.
    ///
    /// ```swift
    /// Text(server.name).badge(server.isDefault ? "Default" : nil)
    /// ```
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeModifier(content: self, badge: label.map { Text(String($0)) })
    }
}
