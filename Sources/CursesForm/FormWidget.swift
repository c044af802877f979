import CForm
import CursesKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncurses' own form (libform) as a CursesKit widget: libform draws the
/// fields into the widget's ``ForeignWindow``, edits them, scrolls them and
/// validates them with its field types; CursesKit composes what it drew.
///
/// Fields are ``FormField`` values (position, ``FieldType`` with its
/// arguments, required, justification, static or dynamic, pages, labels).
/// The ``delegate`` hears libform's field hooks as committed values: a value
/// is committed when the user leaves its field (Tab, ↑ ↓, a click elsewhere),
/// presses Enter, or when focus leaves the form, and only when it passed its
/// type and differs from the last one committed. ``setValue(_:forField:)``
/// puts the app's value into a field without moving the cursor and leaves an
/// edit in progress alone.
///
/// ncurses' wide-character driver (`form_driver_w`) checks a field's type
/// only when the field is left; like the narrow driver, this widget asks the
/// type's own character check first, so a letter typed into a `TYPE_INTEGER`
/// field is refused as it is typed and the delegate hears why.
///
/// ```swift
/// let form = FormWidget()
/// form.fields = [
///     .label("Quantity", at: Point(x: 0, y: 0)),
///     FormField("quantity", frame: Rect(x: 10, y: 0, width: 4, height: 1), type: .integer(range: 1...99)),
/// ]
/// form.delegate = coordinator
/// ```
@MainActor
public final class FormWidget: ForeignWindowWidget {
    /// The fields, labels included, in libform's order (Tab's). Setting
    /// different fields rebuilds the form.
    public var fields: [FormField] = [] { didSet { if fields != oldValue { rebuild() } } }

    /// Hears committed values, refusals and submission.
    public weak var delegate: FormWidgetDelegate?

    private var form: UnsafeMutablePointer<FORM>?
    private var fieldArray: UnsafeMutablePointer<UnsafeMutablePointer<FIELD>?>?
    private var fieldCount = 0
    /// The value last committed (or set by the app) per field.
    private var committed: [String] = []
    /// True from the first edit the user makes in the current field until it is committed.
    public private(set) var isEditing = false
    private var isApplyingChange = false
    private var neededSize = Size.zero
    private var insertMode = true

    /// Creates an empty form.
    public override init() {
        super.init()
    }

    isolated deinit { freeForm() }

    // MARK: - Values

    /// The value of the field named `name` as libform holds it, without the
    /// padding; `nil` for no such field. An edit in progress is included.
    public func value(forField name: String) -> String? {
        guard let index = index(of: name) else { return nil }
        return currentValue(at: index)
    }

    /// Puts `value` into the field named `name`, as committed, without moving
    /// the cursor. Returns false, changing nothing, while the user is editing
    /// that field: the edit in progress wins and is committed when it ends.
    @discardableResult
    public func setValue(_ value: String, forField name: String) -> Bool {
        guard let index = index(of: name), let field = field(at: index), let form else { return false }
        let isCurrent = current_field(form) == field
        if isCurrent && isEditing { return false }
        guard currentValue(at: index) != value else {
            committed[index] = value
            return true
        }
        let column = isCurrent ? Int(form.pointee.curcol) : 0
        applying {
            window?.perform {
                _ = set_field_buffer(field, 0, value.escapingControlCharacters)
                if isCurrent {
                    // set_field_buffer puts the cursor at the start: walk it back.
                    _ = form_driver(form, Int32(REQ_BEG_FIELD))
                    for _ in 0..<column where form_driver(form, Int32(REQ_NEXT_CHAR)) == E_OK {}
                }
            }
        }
        committed[index] = value
        setNeedsDisplay()
        return true
    }

    /// The name of the field the cursor is in.
    public var currentFieldName: String? {
        guard let form, let field = current_field(form) else { return nil }
        let index = Int(field_index(field))
        return fields.indices.contains(index) ? fields[index].name : nil
    }

    /// The page shown (0-based); setting it shows that page.
    public var currentPage: Int {
        get { form.map { Int(form_page($0)) } ?? 0 }
        set {
            guard let form, newValue != currentPage else { return }
            applying { window?.perform { _ = set_form_page(form, Int32(newValue)) } }
            setNeedsDisplay()
        }
    }

    /// How many pages the fields make (``FormField/startsPage``).
    public var pageCount: Int { 1 + fields.dropFirst().filter(\.startsPage).count }

    /// As big as the fields reach.
    public override var intrinsicContentSize: Size {
        // A loop, not `map`: a main-actor closure checks its executor per field.
        var size = Size.zero
        for index in fields.indices {
            size.width = max(size.width, fields[index].frame.maxX)
            size.height = max(size.height, fields[index].frame.maxY)
        }
        return size
    }

    /// Where libform left the cursor in the current field.
    public override var showsCursor: Bool { true }

    // MARK: - Foreign window

    /// libform needs room for every field (`scale_form`); the window keeps
    /// that size whatever the bounds, so a resize never reposts the form (an
    /// edit in progress survives it) and what does not fit is clipped.
    public override func windowSize(for size: Size) -> Size { neededSize }

    // MARK: - Building

    /// Frees the form, its fields and the window (a representable's dismantle).
    public func close() {
        freeForm()
        closeWindow()
    }

    /// Builds the library's object again from the properties, on the window's terminal.
    private func rebuild() {
        onWindowTerminal { build() }
    }

    private func build() {
        let previous = form.map { _ in (0..<fieldCount).map { currentValue(at: $0) } }
        let previousNames = previous == nil ? [] : committedNames
        freeForm()
        defer { setNeedsDisplay() }
        guard !fields.isEmpty, let window, let pointer = window.pointer else { return }
        let array = UnsafeMutablePointer<UnsafeMutablePointer<FIELD>?>.allocate(capacity: fields.count + 1)
        fieldArray = array
        for (index, spec) in fields.enumerated() {
            array[index] = makeField(spec, window: window)
            if array[index] != nil { LiveInstanceCounter.formFields.increment() }
        }
        array[fields.count] = nil
        fieldCount = fields.count
        committed = fields.map(\.value)
        committedNames = fields.map(\.name)
        // A field kept across a rebuild keeps what the user gave it.
        if let previous {
            for (oldIndex, name) in previousNames.enumerated() {
                guard let index = index(of: name), let field = field(at: index), fields[index].isActive else {
                    continue
                }
                set_field_buffer(field, 0, previous[oldIndex])
                committed[index] = previous[oldIndex]
            }
        }
        guard let made = new_form(array) else { return }
        form = made
        LiveInstanceCounter.forms.increment()
        set_form_userptr(made, Unmanaged.passUnretained(self).toOpaque())
        var rows: Int32 = 0
        var columns: Int32 = 0
        scale_form(made, &rows, &columns)
        neededSize = Size(width: Int(columns), height: Int(rows))
        window.resize(to: neededSize)
        let cursesWindow = UnsafeMutablePointer<WINDOW>(pointer)
        set_form_win(made, cursesWindow)
        set_form_sub(made, cursesWindow)
        set_field_term(made) { form in
            guard let form, let owner = form_userptr(form) else { return }
            MainActor.assumeIsolated {
                Unmanaged<FormWidget>.fromOpaque(owner).takeUnretainedValue().fieldWillEnd()
            }
        }
        applying {
            window.perform {
                wclear(cursesWindow)
                _ = post_form(made)
            }
        }
        isEditing = false
    }

    private var committedNames: [String] = []

    private func makeField(_ spec: FormField, window: ForeignWindow) -> UnsafeMutablePointer<FIELD>? {
        let frame = spec.frame
        guard
            let field = new_field(
                Int32(max(1, frame.height)), Int32(max(1, frame.width)), Int32(frame.minY), Int32(frame.minX),
                0, 0)
        else { return nil }
        var off: UInt32 = 0
        var on: UInt32 = 0
        if !spec.isActive { off |= UInt32(O_ACTIVE) }
        if !spec.isEditable { off |= UInt32(O_EDIT) }
        if !spec.isPublic { off |= UInt32(O_PUBLIC) }
        if spec.skipsWhenFull { on |= UInt32(O_AUTOSKIP) } else { off |= UInt32(O_AUTOSKIP) }
        if spec.isStatic { on |= UInt32(O_STATIC) } else { off |= UInt32(O_STATIC) }
        field_opts_off(field, Field_Options(off))
        field_opts_on(field, Field_Options(on))
        if !spec.isStatic, spec.maximumGrowth > 0 { set_max_field(field, Int32(spec.maximumGrowth)) }
        set_field_just(field, spec.justification.rawValue)
        set_field_fore(field, window.attributes(for: spec.style))
        set_field_back(field, window.attributes(for: spec.background))
        if spec.startsPage { set_new_page(field, true) }
        if let type = spec.type { Self.apply(type, to: field) }
        set_field_buffer(field, 0, spec.value.escapingControlCharacters)
        return field
    }

    private static func apply(_ type: FieldType, to field: UnsafeMutablePointer<FIELD>) {
        switch type {
        case .integer(let padding, let range):
            termui_set_field_integer(
                field, Int32(padding), range.map { $0.lowerBound } ?? 0, range.map { $0.upperBound } ?? 0)
        case .numeric(let precision, let range):
            termui_set_field_numeric(
                field, Int32(precision), range.map { $0.lowerBound } ?? 0, range.map { $0.upperBound } ?? 0)
        case .alpha(let width): termui_set_field_alpha(field, Int32(width))
        case .alphanumeric(let width): termui_set_field_alnum(field, Int32(width))
        case .enumeration(let values, let caseSensitive, let unique):
            // libform copies the list and its strings.
            var copies = values.map { strdup($0) }
            copies.append(nil)
            copies.withUnsafeMutableBufferPointer { buffer in
                _ = termui_set_field_enum(field, buffer.baseAddress, caseSensitive ? 1 : 0, unique ? 1 : 0)
            }
            for copy in copies { free(copy) }
        case .regularExpression(let pattern):
            // Anchored, and allowing the blanks libform pads the value with.
            termui_set_field_regexp(field, "^(\(pattern)) *$")
        case .ipv4: termui_set_field_ipv4(field)
        }
    }

    private func freeForm() {
        onWindowTerminal { release() }
    }

    /// Unposts and frees the library's object and what it points to.
    private func release() {
        if let form {
            applying { _ = unpost_form(form) }
            free_form(form)
            LiveInstanceCounter.forms.decrement()
            self.form = nil
        }
        if let fieldArray {
            for index in 0..<fieldCount where fieldArray[index] != nil {
                free_field(fieldArray[index])
                LiveInstanceCounter.formFields.decrement()
            }
            fieldArray.deallocate()
            self.fieldArray = nil
        }
        fieldCount = 0
    }

    // MARK: - Fields

    func field(at index: Int) -> UnsafeMutablePointer<FIELD>? {
        guard let fieldArray, index >= 0, index < fieldCount else { return nil }
        return fieldArray[index]
    }

    func index(of name: String) -> Int? { fields.firstIndex { $0.name == name } }

    /// The field's buffer without libform's padding.
    func currentValue(at index: Int) -> String {
        guard let field = field(at: index), let buffer = field_buffer(field, 0) else { return "" }
        let text = String(cString: buffer)
        return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    var currentIndex: Int? {
        guard let form, let field = current_field(form) else { return nil }
        return Int(field_index(field))
    }

    /// The active fields' indices, in order.
    var activeIndices: [Int] { fields.indices.filter { fields[$0].isActive } }

    var cursesForm: UnsafeMutablePointer<FORM>? { form }

    /// Runs a change the app made: the field hook commits nothing meanwhile.
    func applying(_ change: () -> Void) {
        let was = isApplyingChange
        isApplyingChange = true
        change()
        isApplyingChange = was
    }

    /// Notes a user's edit in the current field.
    func noteEdit() { isEditing = true }

    /// Insert mode (libform's default) or overlay mode, switched by Insert.
    var isInsertMode: Bool {
        get { insertMode }
        set { insertMode = newValue }
    }

    /// Sends the key to libform as its driver requests (see ``handleKey(_:)``).
    public override func handle(_ event: KeyEvent) -> Bool { handleKey(event) }

    /// Enter commits the field (the last one submits), Tab moves on, Ctrl-U clears.
    public override var keyHints: [KeyHint] {
        guard cursesForm != nil, currentIndex != nil else { return [] }
        return [
            KeyHint(KeyEvent(.enter), "commit", priority: .high),
            KeyHint([KeyEvent(.tab), KeyEvent(.backTab)], "field", symbol: "Tab"),
            KeyHint(.control("u"), "clear", priority: .low),
        ]
    }

    /// True while a field is current: typed characters go into it.
    public override var takesTypedText: Bool { cursesForm != nil && currentIndex != nil }

    /// A press in a field moves there.
    public override func handle(_ event: MouseEvent) -> Bool { handleMouse(event) }

    /// Types the pasted text into the current field.
    public override func handlePaste(_ text: String) -> Bool { paste(text) }

    // MARK: - libform's field hook

    /// libform's field-term hook: the user leaves a field whose value passed its type.
    private func fieldWillEnd() {
        guard !isApplyingChange, let index = currentIndex else { return }
        commit(at: index)
    }

    /// Tells the delegate the field's value if it differs from the last one committed.
    func commit(at index: Int) {
        isEditing = false
        guard committed.indices.contains(index), fields[index].isActive else { return }
        let value = currentValue(at: index)
        guard value != committed[index] else { return }
        committed[index] = value
        delegate?.formWidget(self, didCommit: value, forField: fields[index].name)
    }

    /// Every active field's value by name.
    var values: [String: String] {
        Dictionary(
            activeIndices.map { (fields[$0].name, currentValue(at: $0)) }, uniquingKeysWith: { a, _ in a })
    }
}
