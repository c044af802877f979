import TermUI

// A profile card in the style of everyday SwiftUI tutorials. Apart from its
// first line (`import SwiftUI` there) it compiles unchanged against Apple's
// SwiftUI: a picture from the app's assets (`Image("avatar")`, here
// Resources/avatar.png, found through TERMUI_IMAGE_PATH or beside the
// executable), `resizable()` and `scaledToFit()`, `Link`s, and an
// `OpenURLAction` in the environment that handles them in the app.

@main
struct ProfileApp: App {
    var body: some Scene {
        WindowGroup {
            ProfileCard()
        }
    }
}

struct ProfileCard: View {
    @State private var lastVisited = "none"

    var body: some View {
        VStack(spacing: 16) {
            Image("avatar")
                .resizable()
                .scaledToFit()
                .frame(width: 128, height: 128)
            Text("Ada Lovelace")
                .font(.title)
            Text("Analyst & first programmer")
                .foregroundColor(.secondary)
            HStack(spacing: 24) {
                if let website = URL(string: "https://example.com/ada") {
                    Link("Website", destination: website)
                }
                if let notes = URL(string: "https://example.com/ada/notes") {
                    Link("Notes", destination: notes)
                }
            }
            Text("Last visited: \(lastVisited)")
        }
        .padding()
        .environment(
            \.openURL,
            OpenURLAction { url in
                lastVisited = url.path
                return .handled
            })
    }
}
