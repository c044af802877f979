import TermUI

// A rating card in the style of everyday SwiftUI tutorials. Apart from its
// first line (`import SwiftUI` there) it compiles unchanged against Apple's
// SwiftUI: a star rating bound to an `ObservableObject`'s `@Published`
// property through `$model.stars`, SF Symbols, and shapes filled, stroked
// and used as a background.

@main
struct RatingApp: App {
    var body: some Scene {
        WindowGroup {
            RatingCard()
        }
    }
}

final class Review: ObservableObject {
    @Published var stars = 3
}

struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundColor(number <= rating ? .yellow : .gray)
            }
        }
    }
}

struct RatingCard: View {
    @StateObject private var review = Review()

    var body: some View {
        VStack(spacing: 16) {
            Text("Rate this tutorial").font(.headline)
            RatingView(rating: $review.stars)
            HStack {
                Button("Fewer") { review.stars = max(1, review.stars - 1) }
                Button("More") { review.stars = min(5, review.stars + 1) }
            }
            HStack {
                Circle()
                    .fill(Color.orange)
                    .frame(width: 80, height: 80)
                RoundedRectangle(cornerRadius: 32)
                    .stroke(Color.blue, lineWidth: 2)
                    .frame(width: 128, height: 80)
                Capsule()
                    .fill(Color.green)
                    .frame(width: 96, height: 48)
            }
            Text("\(review.stars) of 5")
                .padding()
                .background(RoundedRectangle(cornerRadius: 64).stroke(Color.gray))
        }
        .padding()
    }
}
