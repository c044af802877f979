/// The text a row's view shows first, for type-to-select: read from the
/// view value (never a built node), through the built-in containers and
/// modifiers down to the first `Text`. A view of the app's own type shows
/// what its body makes, which only a node can evaluate, so it has none.
@MainActor
protocol ListRowTextContent {
    var listRowText: String? { get }
}

@MainActor
enum ListRowText {
    /// The row's text, found by the view's type in the conformance records
    /// (``ConformanceIndex``): typing a letter to jump to a row scans none.
    static func text(of view: any View) -> String? {
        let type = Swift.type(of: view)
        if let content = ConformanceIndex.cast(type, to: (any ListRowTextContent.Type).self) {
            func read<C: ListRowTextContent>(_: C.Type) -> String? { (view as! C).listRowText }
            return read(content)
        }
        // `.onAppear`, `.onKeyPress`, `.focused` and the other one-child modifiers.
        if let modifier = ConformanceIndex.cast(type, to: (any SingleContentView.Type).self) {
            func content<M: SingleContentView>(_: M.Type) -> any View { (view as! M).content }
            return text(of: content(modifier))
        }
        return nil
    }
}

extension Text: ListRowTextContent {
    var listRowText: String? { content }
}

extension TupleView: ListRowTextContent {
    var listRowText: String? {
        for view in views {
            if let text = ListRowText.text(of: view) { return text }
        }
        return nil
    }
}

extension HStack: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension VStack: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension Group: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension AnyView: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: wrapped) }
}

extension TaggedView: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension ModifiedContent: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension EnvironmentWriter: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension DecorationModifier: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension PaddingModifier: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

extension FrameModifier: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}
