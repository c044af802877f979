import TermUI

extension GalleryPage {
    /// Lengths in points: 8 to a column, 16 to a row (`EnvironmentValues.cellSize`),
    /// with `.padding()`, `.offset`, `.position` and `Font.system(size:)`.
    static let points = GalleryPage(id: "points", title: "Points and cells") {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 0) {
                Circle().fill(.orange).frame(width: 50, height: 50)
                Text("50×50 pt").font(.system(size: 12))
            }
            VStack(alignment: .leading, spacing: 0) {
                RoundedRectangle(cornerRadius: 16).stroke(.blue).frame(width: 120, height: 64)
                Text("120×64 pt").font(.system(size: 12))
            }
            VStack(alignment: .leading, spacing: 16) {
                Text("Title").font(.system(size: 34))
                Text(".padding()").padding().border()
                Text(".offset(x: 16)").offset(x: 16)
                ZStack {
                    Text("·").position(x: 8, y: 8)
                }
                .frame(width: 80, height: 32).border()
            }
        }
    }
}
