import TermUI

// A settings screen in the style of everyday SwiftUI tutorials. Apart from
// its first line (`import SwiftUI` there) it compiles unchanged against
// Apple's SwiftUI: an `ObservableObject` profile owned with `@StateObject`
// and handed down with `.environmentObject`, preferences in `@AppStorage`
// (kept across launches), `Image(systemName:)`, `.opacity` and the
// text-field modifiers a terminal accepts and ignores.

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}

final class Profile: ObservableObject {
    @Published var name = ""
    @Published var notificationsOn = true
}

struct SettingsView: View {
    @StateObject private var profile = Profile()
    @AppStorage("showPreviews") private var showPreviews = true
    @AppStorage("compactRows") private var compactRows = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: "gearshape.fill")
                Text("Settings").font(.headline)
            }
            TextField("Your name", text: $profile.name)
                .autocorrectionDisabled()
                .keyboardType(.default)
                .frame(width: 240)
            Toggle("Notifications", isOn: $profile.notificationsOn)
            Toggle("Show previews", isOn: $showPreviews)
            Toggle("Compact rows", isOn: $compactRows)
            GreetingView()
            PreviewLine()
        }
        .padding()
        .environmentObject(profile)
    }
}

struct GreetingView: View {
    @EnvironmentObject var profile: Profile

    var body: some View {
        HStack {
            Image(systemName: profile.notificationsOn ? "bell.fill" : "bell.slash")
            Text(profile.name.isEmpty ? "Hello!" : "Hello, \(profile.name)!")
        }
        .opacity(profile.notificationsOn ? 1 : 0.4)
    }
}

struct PreviewLine: View {
    @AppStorage("showPreviews") private var showPreviews = true

    var body: some View {
        HStack {
            Image(systemName: showPreviews ? "eye" : "eye.slash")
            Text(showPreviews ? "Previews are shown" : "Previews are hidden")
        }
    }
}
