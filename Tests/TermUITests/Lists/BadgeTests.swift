import CursesKit
import Testing

@testable import TermUI

/// `.badge`: at a `List` row's trailing edge, after a `TabView` tab's title,
/// hidden by zero or `nil`, and nowhere else.
@MainActor
@Suite struct BadgeTests {
    struct Mailboxes: View {
        @State var unread = 3
        var body: some View {
            List {
                Text("Inbox").badge(unread)
                Text("Drafts").badge(0)
                Text("Sent").badge("New")
                Text("Spam").badge(Text("!"))
                Text("Trash").badge(nil as String?)
            }
        }
    }

    @Test func aRowsBadgeIsAtItsTrailingEdgeAndZeroOrNilHidesIt() {
        let host = HeadlessHost(size: Size(width: 20, height: 5), root: Mailboxes())
        #expect(
            host.lines.map { $0.trimmingTrailingSpaces } == [
                " Inbox             3", " Drafts", " Sent            New", " Spam              !", " Trash",
            ])
        #expect(
            host.cell(at: Point(x: 19, y: 0)).style.foreground == .gray, "grey, as SwiftUI's secondary text")
    }

    @Test func aBadgeOutsideAListRowOrATabShowsNothing() {
        struct Plain: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Plain").badge(5)
                    Text("Words").badge("Hi")
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: Plain())
        #expect(host.lines == ["Plain       ", "Words       "])
    }

    struct Tabs: View {
        @State var unread = 2
        var body: some View {
            TabView {
                Text("Mail").tabItem { Text("Inbox") }.badge(unread)
                Text("Notes").tabItem { Text("Notes") }.badge(0)
                Button("Read all") { unread = 0 }.tabItem { Text("Feed") }.badge("New")
            }
        }
    }

    @Test func aTabsBadgeFollowsItsTitleAndZeroHidesIt() {
        let host = HeadlessHost(size: Size(width: 30, height: 4), root: Tabs())
        #expect(host.lines[0].trimmingTrailingSpaces == " Inbox 2 │ Notes │ Feed New")
        #expect(
            host.cell(at: Point(x: 24, y: 0)).style.foreground == .gray, "an unselected tab's badge is grey")
    }
}

extension BadgeTests {
    /// SwiftUI reads the badge whether it is inside or outside the `.tabItem`.
    @Test func aBadgeInsideTheTabItemCountsToo() {
        let host = HeadlessHost(size: Size(width: 20, height: 3)) {
            TabView {
                Text("Mail").badge(4).tabItem { Text("Inbox") }
                Text("Notes").tabItem { Text("Notes") }
            }
        }
        #expect(host.lines[0].trimmingTrailingSpaces == " Inbox 4 │ Notes")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
