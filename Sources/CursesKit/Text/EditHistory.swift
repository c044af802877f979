/// One change to a text: at `start`, `removed` was replaced by `inserted`.
///
/// The history stores these, never copies of the text, so undoing costs what
/// the edit changed.
struct TextEdit<Position: Comparable> {
    /// Where the change begins.
    var start: Position
    /// The text that was there before.
    var removed: String
    /// The text put in its place.
    var inserted: String
    /// Where the cursor was before the change (where undo puts it back).
    var cursorBefore: Position
}

/// What kind of edit a keystroke made, so that runs of the same kind undo as
/// one step, as in readline and on the Mac: a typed word, a run of Backspaces.
enum EditGroup: Equatable {
    /// A character typed at the cursor.
    case typing
    /// Backspace.
    case deletingBackward
    /// Delete.
    case deletingForward
    /// Anything else (a paste, a kill, a yank, a line break): its own step.
    case single
}

/// The undo and redo stacks of one text control.
///
/// A typed run grows one step until something else happens (the cursor moves,
/// another kind of edit, an undo): ``endGroup()`` closes it. The control makes
/// sure a run is contiguous: each typed character lands where the previous ended.
struct EditHistory<Position: Comparable> {
    private(set) var undoStack: [TextEdit<Position>] = []
    private(set) var redoStack: [TextEdit<Position>] = []
    private var openGroup: EditGroup?
    /// How many steps are kept; the oldest are forgotten beyond it.
    let limit: Int

    init(limit: Int = 1_000) {
        self.limit = max(1, limit)
    }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// Records `edit`, joining it to the previous step when both are of the
    /// same `group` and the group is still open. A new edit clears the redo stack.
    mutating func record(_ edit: TextEdit<Position>, group: EditGroup) {
        redoStack.removeAll()
        if group != .single, group == openGroup, var last = undoStack.popLast() {
            switch group {
            case .typing: last.inserted += edit.inserted
            case .deletingBackward:
                last.start = edit.start
                last.removed = edit.removed + last.removed
            case .deletingForward: last.removed += edit.removed
            case .single: break
            }
            undoStack.append(last)
        } else {
            undoStack.append(edit)
            // Forget the oldest in batches, so a full history costs O(1) per edit.
            if undoStack.count > limit + limit / 2 { undoStack.removeFirst(undoStack.count - limit) }
        }
        openGroup = group == .single ? nil : group
    }

    /// Ends the open run: the next edit is a new step.
    mutating func endGroup() { openGroup = nil }

    /// The step to undo, moved to the redo stack.
    mutating func takeUndo() -> TextEdit<Position>? {
        openGroup = nil
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit
    }

    /// The step to redo, moved back to the undo stack.
    mutating func takeRedo() -> TextEdit<Position>? {
        openGroup = nil
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit
    }

    /// Forgets every step (the text was replaced from code).
    mutating func removeAll() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
    }
}
