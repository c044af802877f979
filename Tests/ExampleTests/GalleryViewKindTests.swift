import Testing

@testable import GalleryExample
@testable import TermUI

/// Every gallery page (a page for each of TermUI's views) is mounted without
/// asking the runtime what kind of view any of its views is: each type's
/// conformance chose its ``View/_makeNodeBehavior(for:)``. A cast there
/// scans every conformance record in the program, the first time for each
/// type, on the first frame or on the key that first shows the view.
@MainActor
@Suite struct GalleryViewKindTests {
    @Test(arguments: GalleryPage.all.map(\.id))
    func everyViewOnThePageIsHostedWithoutACast(_ id: String) throws {
        let page = try #require(GalleryPage.all.first { $0.id == id })
        let before = BehaviorFactory.kindsFoundByCast
        let host = HeadlessHost(size: Size(width: 80, height: 24), root: page.content())
        #expect(host.lines.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(BehaviorFactory.kindsFoundByCast == before)
    }
}
