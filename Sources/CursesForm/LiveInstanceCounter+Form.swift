import CursesKit

extension LiveInstanceCounter {
    /// Live libform forms (`new_form` not yet undone by `free_form`).
    package static let forms = LiveInstanceCounter(slot: 14)
    /// Live libform fields (`new_field` not yet undone by `free_field`).
    package static let formFields = LiveInstanceCounter(slot: 15)
}
