// Written as SwiftUI code is, with only `import TermUI`: CGFloat lengths,
// Core Graphics' geometry types, Foundation's format styles, URLs, errors
// and IndexSet, all of which `import SwiftUI` brings.
import TermUI

struct Metrics {
    static let side: CGFloat = 44
    static let gap: CGFloat = 12
    static let radius: CGFloat = 8
    static let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
}

struct Reading: Identifiable {
    let id = UUID()
    var amount: Double
    var when: Date
}

enum LoadError: Error {
    case missing
}

struct UnitsView: View {
    @State private var price = 4.5
    @State private var readings = [Reading(amount: 8.25, when: Date(timeIntervalSince1970: 0))]
    @State private var selection = IndexSet()
    let origin = CGPoint(x: 10, y: 20)
    let size = CGSize(width: 300, height: 200)
    var bounds: CGRect { CGRect(origin: origin, size: size) }

    var body: some View {
        VStack(alignment: .leading, spacing: Metrics.gap) {
            Text("Sleep \(8.25.formatted()) hours")
            Text(Date(timeIntervalSince1970: 0), format: .dateTime.hour().minute())
            TextField("Price", value: $price, format: .currency(code: "EUR"))
                .frame(width: bounds.width / 2)
            Circle()
                .frame(width: Metrics.side, height: Metrics.side)
                .cornerRadius(Metrics.radius)
                .offset(x: Metrics.gap, y: -Metrics.gap)
            Text(URL.documentsDirectory.path())
            Text(LoadError.missing.localizedDescription)
            ForEach(readings) { reading in
                Text(reading.when, format: Date.FormatStyle(date: .abbreviated, time: .shortened))
            }
            .onDelete { offsets in readings.remove(atOffsets: offsets) }
        }
        .padding(Metrics.insets)
        .frame(maxWidth: size.width, minHeight: size.height / 4)
        .padding(.horizontal, Metrics.gap)
    }
}
