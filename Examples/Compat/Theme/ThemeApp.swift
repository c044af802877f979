import TermUI

// A theme settings screen in the style of everyday SwiftUI tutorials. Apart
// from its first line (`import SwiftUI` there) it compiles unchanged against
// Apple's SwiftUI: `@Environment(\.colorScheme)` (a terminal's comes from
// COLORFGBG), `.preferredColorScheme` chosen with a `Picker`, and the choice
// and an accent colour kept in `@AppStorage`.

@main
struct ThemeApp: App {
    var body: some Scene {
        WindowGroup {
            ThemeRoot()
        }
    }
}

struct ThemeRoot: View {
    @AppStorage("appearance") private var appearance = 0

    var scheme: ColorScheme? {
        switch appearance {
        case 1: return .light
        case 2: return .dark
        default: return nil
        }
    }

    var body: some View {
        ThemeView(appearance: $appearance)
            .preferredColorScheme(scheme)
    }
}

struct ThemeView: View {
    @Binding var appearance: Int
    @AppStorage("useAccent") private var useAccent = true
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Appearance")
                .font(.headline)
            Picker("Theme", selection: $appearance) {
                Text("System").tag(0)
                Text("Light").tag(1)
                Text("Dark").tag(2)
            }
            .pickerStyle(.segmented)
            Toggle("Accent colour", isOn: $useAccent)
            Text(colorScheme == .dark ? "Dark mode is on" : "Light mode is on")
                .foregroundColor(useAccent ? .purple : .primary)
        }
        .padding()
    }
}
