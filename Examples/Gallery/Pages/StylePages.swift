import TermUI

extension GalleryPage {
    /// Gradients as shape styles: linear, radial and angular fills, a colour
    /// per cell at its centre, and a gradient behind text.
    static let gradient = GalleryPage(id: "gradient", title: "LinearGradient") {
        VStack(alignment: .leading, spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(
                    LinearGradient(
                        colors: [.blue, .purple, .pink], startPoint: .leading, endPoint: .trailing)
                )
                .frame(width: 288, height: 32)
            HStack(spacing: 16) {
                Circle()
                    .fill(
                        RadialGradient(
                            colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 48)
                    )
                    .frame(width: 96, height: 96)
                Circle()
                    .fill(
                        AngularGradient(
                            colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                    )
                    .frame(width: 96, height: 96)
                Rectangle()
                    .fill(
                        LinearGradient(
                            stops: [
                                Gradient.Stop(color: .teal, location: 0),
                                Gradient.Stop(color: .indigo, location: 0.7),
                            ], startPoint: .top, endPoint: .bottom)
                    )
                    .frame(width: 64, height: 96)
            }
            Text("Welcome")
                .padding()
                .background(
                    LinearGradient(colors: [.teal, .indigo], startPoint: .leading, endPoint: .trailing))
        }
    }

    /// `Image(_:)` from a picture file: at its own size, resizable and fitted
    /// to a frame, and the placeholder for a file that is not there.
    static let picture = GalleryPage(id: "picture", title: "Image from a file") {
        HStack(alignment: .top, spacing: 16) {
            VStack(spacing: 0) {
                Image(GalleryPage.resource("sunset.png"))
                Text("32×16 pixels")
            }
            VStack(spacing: 0) {
                Image(GalleryPage.resource("sunset.png")).resizable().scaledToFit().frame(
                    width: 128, height: 128)
                Text("scaledToFit")
            }
            VStack(spacing: 0) {
                Image("no-such-picture")
                Text("missing")
            }
        }
    }

    /// `Link` opening through `@Environment(\.openURL)`, here an action of
    /// the page's own that shows what it was asked to open, and the colour
    /// scheme the terminal says it has.
    static let link = GalleryPage(id: "link", title: "Link") {
        LinkPage()
    }

    /// A file in the gallery's Resources folder, found beside this source
    /// (the gallery runs from the build folder).
    static func resource(_ name: String) -> String {
        let source = String(#filePath)
        let pages = source[..<(source.lastIndex(of: "/") ?? source.endIndex)]
        let gallery = pages[..<(pages.lastIndex(of: "/") ?? pages.endIndex)]
        return "\(gallery)/Resources/\(name)"
    }
}

/// Links whose opening the page shows instead of starting a browser.
private struct LinkPage: View {
    @State private var opened = "nothing yet"
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if let swift = URL(string: "https://swift.org"),
                let docs = URL(string: "https://www.swift.org/documentation/")
            {
                Link("Swift.org", destination: swift)
                Link(destination: docs) { Text("The Swift documentation") }
            }
            Text("Opened: \(opened)")
            Text("Color scheme: \(colorScheme == .dark ? "dark" : "light")")
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                opened = url.absoluteString
                return .handled
            })
    }
}
