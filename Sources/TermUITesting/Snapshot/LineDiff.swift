/// A line diff of two texts, for failure messages: `-` expected, `+` actual, ` ` both.
///
/// Longest-common-subsequence over lines; screens are a few dozen lines, so the quadratic
/// table is small. Each line is framed with `|` so trailing spaces show.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var output: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            output.append(" |\(old[i])|")
            i += 1
            j += 1
        } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
            output.append("-|\(old[i])|")
            i += 1
        } else {
            output.append("+|\(new[j])|")
            j += 1
        }
    }
    return output.joined(separator: "\n")
}
