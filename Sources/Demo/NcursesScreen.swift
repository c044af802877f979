import CursesForm
import CursesKit
import CursesMenu
import TermUI

/// ncurses' own widgets through the bridge: libmenu and libform draw
/// themselves in ``MenuView`` and ``FormView``, and a SwiftUI summary beside
/// them follows their bindings as the user moves, marks and commits.
/// Submitting the form (Enter on the last field) shows the order in a sheet.
struct NcursesScreen: View {
    static let drinks = [
        MenuItem("Tea", description: "hot"), MenuItem("Coffee", description: "hot"),
        MenuItem("Cocoa", description: "sweet"), MenuItem("Juice", description: "cold"),
        MenuItem("Water", description: "still"),
    ]
    static let extras = [MenuItem("Milk"), MenuItem("Sugar"), MenuItem("Honey"), MenuItem("Lemon")]

    @State private var drink = "Coffee"
    @State private var extras: Set<String> = ["Milk"]
    @State private var quantity = 1
    @State private var code = ""
    @State private var shipping = "standard"
    @State private var error: String?
    @State private var isSubmitted = false
    /// The drink menu has focus when the screen opens, so the arrows move it.
    @FocusState private var isDrinkMenuFocused: Bool
    /// True while the form has focus; owned by the root, which then leaves typing keys alone.
    let isEditingText: FocusState<Bool>.Binding

    var body: some View {
        VStack(alignment: .leading) {
            Text("ncurses' libmenu and libform, hosted as representables").font(.headline)
            ScrollView { content }
        }
        .sheet(isPresented: $isSubmitted) {
            OrderSheet(order: order, isPresented: $isSubmitted)
        }
        .defaultFocus($isDrinkMenuFocused, true)
        // `+` and `-` change the quantity from SwiftUI (outside the form, whose
        // typing keys are its own, so they step aside while it has focus),
        // each while there is room to go: FormView's update puts it in the field.
        .onKeyPress(
            [.character("+"), .character("=")],
            hint: quantity < FormView.quantityRange.upperBound ? "more" : nil, symbol: "+"
        ) { _ in
            quantity = min(FormView.quantityRange.upperBound, quantity + 1)
            return .handled
        }
        .onKeyPress("-", hint: quantity > FormView.quantityRange.lowerBound ? "fewer" : nil) {
            quantity = max(FormView.quantityRange.lowerBound, quantity - 1)
            return .handled
        }
    }

    /// The menus and the summary, the form and its message: taller than a
    /// small terminal, so it scrolls (the wheel, or focus moving).
    private var content: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top, spacing: 16) {
                VStack(alignment: .leading) {
                    Text("Drink").bold()
                    MenuView(items: Self.drinks, selection: $drink)
                        .focused($isDrinkMenuFocused)
                        .border(.gray)
                }
                VStack(alignment: .leading) {
                    Text("Extras").bold()
                    MenuView(items: Self.extras, selection: $extras).border(.gray)
                }
                summary
            }
            VStack(alignment: .leading) {
                Text("Order").bold()
                FormView(
                    quantity: $quantity, code: $code, shipping: $shipping, error: $error,
                    isSubmitted: $isSubmitted
                )
                .focused(isEditingText)
                .border(.gray)
                Text(error ?? "Enter commits a field; Enter on the last one orders")
                    .foregroundColor(error == nil ? .gray : .red)
                    .lineLimit(1)
            }
            Text(
                "libmenu and libform draw off screen; CursesKit reads their cells back into its own "
                    + "frame, so sheets, scrolling and resizes go through one renderer."
            )
            .foregroundColor(.gray)
        }
    }

    /// What the bindings hold now, in SwiftUI's own views.
    private var summary: some View {
        VStack(alignment: .leading) {
            Text("Summary (SwiftUI)").bold()
            Text("drink     \(drink)").lineLimit(1)
            Text("extras    \(extrasText)").lineLimit(1)
            Text("quantity  \(quantity)").lineLimit(1)
            Text("code      \(code.isEmpty ? "none" : code)").lineLimit(1)
            Text("shipping  \(shipping)").lineLimit(1)
        }
    }

    private var extrasText: String {
        let names = Self.extras.map(\.name).filter { extras.contains($0) }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    private var order: String {
        "\(quantity) × \(drink)" + (extras.isEmpty ? "" : " with \(extrasText.lowercased())")
            + ", \(shipping)" + (code.isEmpty ? "" : ", code \(code)")
    }
}

/// The submitted order; Esc or Done closes it.
struct OrderSheet: View {
    let order: String
    @Binding var isPresented: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Order placed").bold()
            Text(order)
            HStack {
                Button("Done") { isPresented = false }
                Text("Enter or Esc closes").foregroundColor(.gray)
            }
        }
        .frame(minWidth: 320)
    }
}
