/// A ``Section``'s header, rows or footer outside a list: as written, or
/// with the grouped look inside a ``Form`` (bold header after a blank line,
/// rows indented, dimmed footer; a section without a header still starts
/// with the blank line).
struct SectionPart<Content: View>: View {
    enum Role { case header, rows, footer }

    let role: Role
    let content: Content
    @Environment(\.isInForm) private var isInForm

    var body: some View {
        if isInForm, role == .header, content is EmptyView {
            // Sections stay a blank line apart when one has no header.
            Spacer().frame(height: .rows(1))
        } else if isInForm, !(content is EmptyView) {
            switch role {
            case .header:
                VStack(alignment: .leading, spacing: 0) { content }.font(.headline).padding(.top, .rows(1))
            case .rows:
                VStack(alignment: .leading, spacing: 0) { content }.padding(.leading, .columns(2))
            case .footer:
                VStack(alignment: .leading, spacing: 0) { content }.font(.footnote).padding(
                    .leading, .columns(2))
            }
        } else {
            content
        }
    }
}
