import TermUI

extension GalleryPage {
    /// `Button`: Enter or a click presses the focused one.
    static let button = GalleryPage(id: "button", title: "Button") { ButtonPage() }

    /// `Toggle`: Space or Enter flips it.
    static let toggle = GalleryPage(id: "toggle", title: "Toggle") { TogglePage() }

    /// `TextField`: a one-line field; Enter submits.
    static let textField = GalleryPage(id: "textfield", title: "TextField") { TextFieldPage() }

    /// `ProgressView`: determinate, with and without a label.
    static let progressView = GalleryPage(id: "progressview", title: "ProgressView") {
        VStack(alignment: .leading, spacing: 16) {
            ProgressView("Downloading", value: 0.4)
            ProgressView(value: 3, total: 4)
            // `.circular`: a quarter circle for a fraction; without a value, a spinner
            // (not shown here: its frame depends on the time, and the pages are snapshots).
            ProgressView("Uploading", value: 0.75).progressViewStyle(.circular)
            // An app's own style lays out the configuration's label and current value label.
            ProgressView(value: 2, total: 5) {
                Text("Copying")
            } currentValueLabel: {
                Text("2 of 5 files")
            }
            .progressViewStyle(CountStyle())
        }
        .frame(width: 320)
    }
}

/// A style of the page's own: the label, then the current value label after it.
private struct CountStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            if let current: ProgressViewStyleConfiguration.CurrentValueLabel = configuration.currentValueLabel
            {
                current
            }
        }
    }
}

private struct ButtonPage: View {
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                Button("Press me") { presses += 1 }
                Button("Reset", role: .destructive) { presses = 0 }
            }
            Text("Pressed \(presses) times")
        }
    }
}

private struct TogglePage: View {
    @State private var wifi = true
    @State private var bluetooth = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            Text("Wi-Fi is \(wifi ? "on" : "off"), Bluetooth is \(bluetooth ? "on" : "off")")
                .padding(.top, 16)
        }
    }
}

private struct TextFieldPage: View {
    @State private var name = ""
    @State private var submitted = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TextField("Your name", text: $name)
                .frame(width: 240)
                .onSubmit { submitted = name }
            Text(submitted.isEmpty ? "Type, then Enter" : "Hello, \(submitted)!")
        }
    }
}
