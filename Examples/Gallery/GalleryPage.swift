import TermUI

/// One page of the gallery: a view shown the way an app would use it.
struct GalleryPage: Identifiable {
    /// What `--page` takes: lower case, no spaces.
    let id: String
    /// The view's name as SwiftUI spells it.
    let title: String
    /// The page's content, made when the page is shown.
    let content: @MainActor () -> AnyView

    init<Content: View>(id: String, title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.id = id
        self.title = title
        self.content = { AnyView(erasing: content()) }
    }
}

extension GalleryPage {
    /// Every page, in the order `]` turns them. Add a new view's page here.
    static let all: [GalleryPage] = [
        .text, .textStyles, .palette, .button, .toggle, .textField, .textFieldForms, .secureField,
        .textEditor, .progressView,
        .label, .image, .picture, .gradient, .link, .form, .labeledContent, .groupBox, .disclosureGroup,
        .stepper, .slider, .picker, .datePicker, .buttonStyle, .toggleStyle,
        .stacks, .points, .grid, .geometryReader, .customLayout, .preferences, .scrollView,
        .horizontalScrollView,
        .scrollViewReader, .lazyVGrid, .lazyStacks, .viewThatFits, .timelineView,
        .list, .listStyles, .listActions, .badge, .table, .outlineGroup,
        .navigationStack, .navigationView, .navigationSplitView, .tabView, .toolbar, .tapGesture,
        .collectionBindings,
        .alert,
        .confirmationDialog, .menu, .popover, .fullScreenCover,
        .keyHints, .help, .shapeShorthands, .swiftUINames4,
        .canvas, .colorPicker, .searchable, .clipboard,
    ]
}
