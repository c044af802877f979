/// A group of rows with an optional header and footer, as in SwiftUI.
///
/// In a ``List`` the header and footer are rows of their own that the
/// selection skips; elsewhere a section shows its header, content and footer
/// one under another.
///
/// ```swift
/// List {
///     Section("Fruit") {
///         Text("Apple")
///         Text("Pear")
///     }
///     Section {
///         ForEach(vegetables) { Text($0.name) }
///     } header: {
///         Text("Vegetables")
///     } footer: {
///         Text("\(vegetables.count) kinds")
///     }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    /// Body is `Never`: the rows are hosted by the enclosing container.
    public typealias Body = Never

    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with `content`, a `header` and a `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with the given header and footer views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// A section with `content` and a `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with the given header view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with `content` and a `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with the given footer view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the text `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

/// Outside a list: header, content and footer one under another (with the
/// grouped look in a ``Form``: ``SectionPart``).
extension Section {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension Section: PrimitiveView {
    func makeBehavior() -> NodeBehavior {
        ContainerBehavior(view: self) { section in
            [
                ChildSpec(key: .index(0), view: SectionPart(role: .header, content: section.header)),
                ChildSpec(key: .index(1), view: SectionPart(role: .rows, content: section.content)),
                ChildSpec(key: .index(2), view: SectionPart(role: .footer, content: section.footer)),
            ]
        }
    }
}

extension Section: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        var inner = context
        inner.isInSection = true
        if !(header is EmptyView) {
            segments.append(
                .single(ListSegment.staticRow(header, kind: .header, context: inner.appending(0))))
        }
        ListSegment.append(content, to: &segments, context: inner.appending(1))
        if !(footer is EmptyView) {
            segments.append(
                .single(ListSegment.staticRow(footer, kind: .footer, context: inner.appending(2))))
        }
    }
}
