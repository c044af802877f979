import CursesKit
import FoundationEssentials
import TermUI

/// Seed 003's `WebView`, written the seed's way: it owns `estimatedProgress`
/// and lays a `ProgressView` over the bottom of the page while the page loads.
struct WebView: View {
    @State var estimatedProgress: Float = 0.0

    let url: URL
    var loadSerial = 0
    var throughputLimit: Int?
    var find: FindRequest?
    @Binding var page: PageInfo

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            WebViewAdapter(
                estimatedProgress: $estimatedProgress, url: url, loadSerial: loadSerial,
                throughputLimit: throughputLimit, find: find,
                page: $page)
            if estimatedProgress < 1.0 {
                // The seed's bar, with lynx's habit of saying how far it is.
                ProgressView(value: estimatedProgress) {
                    Text("Loading")
                } currentValueLabel: {
                    Text("\(Int(estimatedProgress * 100))%")
                }
                .frame(maxWidth: .infinity)
                .background(.indexed(236))
            }
        }
    }
}
