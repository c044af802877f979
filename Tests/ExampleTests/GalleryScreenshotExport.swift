import Foundation
import TermUITesting
import Testing

@testable import GalleryExample

#if canImport(Glibc)
    import Glibc
#endif

/// Writes an SVG screenshot of each control's gallery page for the README
/// (`make screenshots`, `TERMUI_SCREENSHOTS=<folder>`). Skipped when the variable is unset.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] != nil))
struct GalleryScreenshotExport {
    /// The pages the README's "Controls" and "Containers" screenshots show.
    static let pageIDs = [
        "label", "form", "labeledcontent", "groupbox", "disclosuregroup", "stepper", "slider", "picker",
        "datepicker", "buttonstyle", "togglestyle", "textfieldforms", "securefield", "texteditor",
        "list", "liststyles", "navigationstack", "navigationsplitview", "tabview", "scrollviewreader",
        "alert", "confirmationdialog", "lazyvgrid", "lazystacks", "toolbar", "gradient", "picture", "link",
        "menu", "popover", "fullscreencover",
        "table", "outlinegroup", "listactions", "badge", "grid", "geometryreader", "layout", "preferences",
        "scrollviewhorizontal", "keyhints", "textstyles", "help", "points",
    ]

    @Test(arguments: pageIDs)
    func exportPage(_ id: String) async throws {
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["TERMUI_SCREENSHOTS"] ?? ".",
            isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let terminal = try Terminal.launch(
            executable: BuiltProduct.path("GalleryExample"), arguments: ["--page", id],
            size: TerminalSize(rows: 12, cols: 60))
        let title = try #require(GalleryPage.all.first { $0.id == id }).title
        try await terminal.waitFor(text: "· \(title)")
        try await terminal.settle()
        let file = folder.appendingPathComponent("gallery-\(id).svg")
        try terminal.screen.svg(title: "GalleryExample: \(title)").write(
            to: file, atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: file.path))
        try terminal.process.signal(SIGTERM)
        await terminal.expectCleanExit(status: .exited(128 + SIGTERM))
    }
}
