import TermUI

extension GalleryPage {
    /// `TextField` with a prompt, growing in lines (`axis: .vertical`), `.onSubmit`.
    static let textFieldForms = GalleryPage(id: "textfieldforms", title: "TextField prompt and axis") {
        TextFieldFormsPage()
    }

    /// `SecureField`: a password drawn as bullets.
    static let secureField = GalleryPage(id: "securefield", title: "SecureField") { SecureFieldPage() }

    /// `TextEditor`: multi-line, wrapping, scrolling, selecting, undoing.
    static let textEditor = GalleryPage(id: "texteditor", title: "TextEditor") { TextEditorPage() }
}

private struct TextFieldFormsPage: View {
    @State private var title = ""
    @State private var notes = "A vertical field wraps at its width and grows a line at a time as you type."
    @State private var submitted = "Enter submits; Alt-Enter breaks a line in Notes"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                Text("Title").frame(width: 48, alignment: .leading)
                TextField("Title", text: $title, prompt: Text("Required")).frame(width: 240)
            }
            HStack(alignment: .top, spacing: 8) {
                Text("Notes").frame(width: 48, alignment: .leading)
                TextField("Notes", text: $notes, prompt: Text("Anything else"), axis: .vertical)
                    .frame(width: 240)
            }
            Text(submitted)
            Text("Ctrl-A/E line ends · Ctrl-K/U/W kill · Ctrl-Y yank · Alt-B/F words · Ctrl-Z undo")
        }
        .submitLabel(.done)
        .onSubmit { submitted = "Saved \"\(title)\" with \(notes.count) characters of notes" }
    }
}

private struct SecureFieldPage: View {
    @State private var user = "ada"
    @State private var password = "correct horse"
    @State private var status = "Tab to the password, type, Enter signs in"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                Text("User").frame(width: 72, alignment: .leading)
                TextField("User", text: $user).frame(width: 192)
            }
            HStack(spacing: 8) {
                Text("Password").frame(width: 72, alignment: .leading)
                SecureField("Password", text: $password, prompt: Text("8 characters or more"))
                    .frame(width: 192)
            }
            Text(status)
        }
        .onSubmit {
            status =
                password.count >= 8
                ? "Signed in as \(user)" : "Too short: \(password.count) of 8 characters"
        }
    }
}

private struct TextEditorPage: View {
    @State private var text = """
        TextEditor wraps long lines at its width and scrolls to keep the cursor in view.

        Shift with the arrows selects; typing replaces the selection. Ctrl-Z undoes a typed run \
        at a time, Alt-Z redoes. Readline's keys work here too.

        Tab moves focus on, as everywhere in a terminal.
        """

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TextEditor(text: $text)
                .frame(height: 144)
                .border(.gray)
            Text("\(text.count) characters")
        }
    }
}
