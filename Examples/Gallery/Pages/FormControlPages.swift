import TermUI

extension GalleryPage {
    /// `Label`: a title with a symbol, in each `LabelStyle`.
    static let label = GalleryPage(id: "label", title: "Label") {
        VStack(alignment: .leading, spacing: 0) {
            Label("Inbox", systemImage: "tray")
            Label("Starred", systemImage: "star.fill")
            Label("Title only", systemImage: "paperplane").labelStyle(.titleOnly)
            Label("Icon only", systemImage: "gear").labelStyle(.iconOnly)
        }
    }

    /// `Form`: sections with headers and footers, rows labelled at the leading edge.
    static let form = GalleryPage(id: "form", title: "Form") { FormPage() }

    /// `LabeledContent`: a label and its value at the two edges.
    static let labeledContent = GalleryPage(id: "labeledcontent", title: "LabeledContent") {
        VStack(alignment: .leading, spacing: 0) {
            LabeledContent("Flight", value: "BA 117")
            LabeledContent("Gate") { Text("12").bold() }
        }
        .frame(width: 240)
    }

    /// `GroupBox`: related views in a labelled box.
    static let groupBox = GalleryPage(id: "groupbox", title: "GroupBox") {
        GroupBox("Boarding") {
            Text("Group 3 boards at 10:40")
            Text("Seat 14C")
        }
    }

    /// `DisclosureGroup`: Enter, Space or → shows the content, ← hides it.
    static let disclosureGroup = GalleryPage(id: "disclosuregroup", title: "DisclosureGroup") {
        VStack(alignment: .leading, spacing: 0) {
            DisclosureGroup("Baggage") {
                Text("One cabin bag, 23 kg checked")
            }
            DisclosureGroup("Meals", isExpanded: .constant(true)) {
                Text("Vegetarian")
            }
        }
    }

    /// `Stepper`: ← → or + - step the value inside its range.
    static let stepper = GalleryPage(id: "stepper", title: "Stepper") { StepperPage() }

    /// `Slider`: ← → step, Home End, PageUp PageDown, a click or a drag.
    static let slider = GalleryPage(id: "slider", title: "Slider") { SliderPage() }

    /// `Picker` in each style: `.menu`, `.segmented`, `.radioGroup`, `.inline`, `.wheel`.
    static let picker = GalleryPage(id: "picker", title: "Picker") { PickerPage() }

    /// `ButtonStyle`: `.bordered`, `.borderedProminent`, `.borderless`, `.plain`, a custom one, `.controlSize`.
    static let buttonStyle = GalleryPage(id: "buttonstyle", title: "ButtonStyle") {
        VStack(alignment: .leading, spacing: 0) {
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Custom") {}.buttonStyle(ChevronButtonStyle())
            Button("Small") {}.controlSize(.small)
            Button("Large") {}.controlSize(.large)
        }
        .tint(.orange)
    }

    /// `ToggleStyle`: `.checkbox`, `.switch` and `.button`.
    static let toggleStyle = GalleryPage(id: "togglestyle", title: "ToggleStyle") { ToggleStylePage() }
}

private struct FormPage: View {
    @State private var notifications = true
    @State private var guests = 2

    var body: some View {
        Form {
            Section {
                LabeledContent("Passenger", value: "A. Lovelace")
                Toggle("Notifications", isOn: $notifications)
            } header: {
                Text("Trip")
            } footer: {
                Text("Changes apply to every leg.")
            }
            Section {
                Stepper("Guests: \(guests)", value: $guests, in: 1...9)
            } header: {
                Text("Lounge")
            }
        }
        .frame(width: 320)
    }
}

private struct StepperPage: View {
    @State private var bags = 1

    var body: some View {
        Stepper("Bags: \(bags)", value: $bags, in: 0...3)
            .frame(width: 240)
    }
}

private struct SliderPage: View {
    @State private var volume = 4.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Slider(value: $volume, in: 0...10, step: 1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            Text("Volume \(Int(volume))")
        }
        .frame(width: 320)
    }
}

private enum Seat: String, CaseIterable, Identifiable {
    case window, middle, aisle
    var id: Self { self }
}

private struct PickerPage: View {
    @State private var seat = Seat.aisle

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            picker("Menu").pickerStyle(.menu)
            picker("Segmented").pickerStyle(.segmented)
            HStack(alignment: .top, spacing: 32) {
                picker("Radio").pickerStyle(.radioGroup)
                picker("Inline").pickerStyle(.inline)
                picker("Wheel").pickerStyle(.wheel)
            }
        }
        .frame(width: 352)
    }

    private func picker(_ title: String) -> some View {
        Picker(title, selection: $seat) {
            ForEach(Seat.allCases) { seat in Text(seat.rawValue.capitalized) }
        }
    }
}

private struct ToggleStylePage: View {
    @State private var wifi = true
    @State private var bold = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Checkbox", isOn: $wifi).toggleStyle(.checkbox)
            Toggle("Switch", isOn: $wifi).toggleStyle(.switch)
            Toggle("Button", isOn: $bold).toggleStyle(.button)
        }
    }
}

/// A style of the gallery's own: the label between chevrons, doubled while pressed.
private struct ChevronButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isPressed ? "»" : "›")
            configuration.label
            Text(configuration.isPressed ? "«" : "‹")
        }
    }
}
