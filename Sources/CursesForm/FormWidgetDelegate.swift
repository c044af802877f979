/// What a ``FormWidget`` tells its delegate: libform's field hooks turned
/// into committed values, validation failures and submission. Every method
/// has an empty default.
@MainActor
public protocol FormWidgetDelegate: AnyObject {
    /// A field's value passed validation and differs from the one last
    /// committed (on leaving the field, on Enter, or when focus leaves the form).
    func formWidget(_ form: FormWidget, didCommit value: String, forField name: String)
    /// libform refused a character or a value; nothing was committed.
    func formWidget(_ form: FormWidget, didReject error: FormValidationError)
    /// Enter on the last field, with every field valid and every required one filled.
    func formWidget(_ form: FormWidget, didSubmit values: [String: String])
}

extension FormWidgetDelegate {
    /// Does nothing.
    public func formWidget(_ form: FormWidget, didCommit value: String, forField name: String) {}
    /// Does nothing.
    public func formWidget(_ form: FormWidget, didReject error: FormValidationError) {}
    /// Does nothing.
    public func formWidget(_ form: FormWidget, didSubmit values: [String: String]) {}
}
