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
        VStack(alignment: .leading, spacing: 1) {
            ProgressView("Downloading", value: 0.4)
            ProgressView(value: 3, total: 4)
            // `.circular`: a quarter circle for a fraction; without a value, a spinner
            // (not shown here: its frame depends on the time, and the pages are snapshots).
            ProgressView("Uploading", value: 0.75).progressViewStyle(.circular)
        }
        .frame(width: 40)
    }
}

private struct ButtonPage: View {
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 2) {
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
                .padding(.top, 1)
        }
    }
}

private struct TextFieldPage: View {
    @State private var name = ""
    @State private var submitted = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            TextField("Your name", text: $name)
                .frame(width: 30)
                .onSubmit { submitted = name }
            Text(submitted.isEmpty ? "Type, then Enter" : "Hello, \(submitted)!")
        }
    }
}
