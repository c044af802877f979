import TermUI

// A modifier demo in the style of everyday SwiftUI tutorials. Apart from its
// first line (`import SwiftUI` there) it compiles unchanged against Apple's
// SwiftUI: gradients as fills and backgrounds, shapes with `clipShape`,
// `.opacity`, `.shadow`, `.blur`, `.rotationEffect`, and a spring animation
// of a progress bar. What a terminal cannot draw (shadows, blur, rotation)
// it accepts and approximates (docs/ARCHITECTURE.md, "SwiftUI compatibility").

@main
struct ModifiersApp: App {
    var body: some Scene {
        WindowGroup {
            ModifiersView()
        }
    }
}

struct ModifiersView: View {
    @State private var isExpanded = false
    @State private var angle = 0.0

    var body: some View {
        VStack(spacing: 16) {
            Text("Modifiers")
                .font(.title)
                .padding(.horizontal)
                .background(
                    LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 16) {
                Circle()
                    .fill(
                        RadialGradient(
                            colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 48)
                    )
                    .frame(width: 96, height: 96)
                    .shadow(color: .gray, radius: 4, x: 2, y: 2)
                RoundedRectangle(cornerRadius: 32)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 112, height: 96)
                    .rotationEffect(.degrees(angle))
            }
            HStack(spacing: 16) {
                Text("Clipped")
                    .padding()
                    .background(Color.green)
                    .clipShape(Capsule())
                    .opacity(0.8)
                Text("Blurred")
                    .blur(radius: 2)
            }
            ProgressView(value: isExpanded ? 1.0 : 0.2)
                .frame(width: 320)
            Text(isExpanded ? "Expanded" : "Collapsed")
            Button(isExpanded ? "Collapse" : "Expand") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    isExpanded.toggle()
                    angle += 45
                }
            }
        }
        .padding()
    }
}
