import CursesKit
import Foundation
import Testing

import func TermUITesting.waitUntil

@testable import TermUI

/// `AsyncImage` as SwiftUI's documentation writes it: the placeholder, then the picture.
@MainActor
@Suite struct AsyncImageTests {
    /// A 1×2 PPM, red above blue, written to a file of its own.
    private func pictureFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("asyncimage-\(UUID().uuidString).ppm")
        try (Data("P6\n1 2\n255\n".utf8) + Data([255, 0, 0, 0, 0, 255])).write(to: url)
        return url
    }

    @Test func aFileURLShowsThePlaceholderThenThePicture() async throws {
        let url = try pictureFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let host = HeadlessHost(size: Size(width: 12, height: 1)) {
            AsyncImage(url: url) { image in
                image
            } placeholder: {
                Text("loading")
            }
        }
        let loaded = await waitUntil(timeout: .seconds(20)) {
            host.runPendingWork()
            return host.cell(at: Point(x: 0, y: 0)).style.foreground == .rgb(255, 0, 0)
        }
        #expect(loaded, "\(host.lines)")
        #expect(host.cell(at: Point(x: 0, y: 0)).style.background == .rgb(0, 0, 255))
        #expect(!host.lines[0].contains("loading"))
    }

    @Test func aWebURLFailsAndKeepsThePlaceholder() async throws {
        let url = try #require(URL(string: "https://example.com/a.png"))
        let host = HeadlessHost(size: Size(width: 30, height: 1)) {
            AsyncImage(url: url) { phase in
                if let error = phase.error {
                    Text("failed: \(String(describing: error).prefix(8))")
                } else {
                    Text(phase.image == nil ? "empty" : "image")
                }
            }
        }
        let failed = await waitUntil(timeout: .seconds(20)) {
            host.runPendingWork()
            return host.lines[0].hasPrefix("failed")
        }
        #expect(failed, "\(host.lines)")
    }
}
