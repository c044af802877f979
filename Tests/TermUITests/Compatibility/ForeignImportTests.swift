import Foundation
import TermUI
import Testing

// Every public type `import TermUI` brings in (TermUI's and CursesKit's), named
// in a file that also says `import Foundation`, as real apps' model files do:
// a TermUI type that shadowed one of Foundation's (`CGFloat`, `IndexSet`,
// `UserDefaults`, `KeyPathComparator` once did) would make this file fail to
// compile with "ambiguous for type lookup". `Scripts/list-public-types.sh`
// prints the names; the test below keeps this list complete.
private typealias NamedANSIColor = ANSIColor
private typealias NamedAccessibilityChildBehavior = AccessibilityChildBehavior
private typealias NamedActionSheet = ActionSheet
private typealias NamedAlert = Alert
private typealias NamedAlignment = Alignment
private typealias NamedAnchor = Anchor
private typealias NamedAngle = Angle
private typealias NamedAngularGradient = AngularGradient
private typealias NamedAnimatableValue = AnimatableValue
private typealias NamedAnimation = Animation
private typealias NamedAnimationClock = AnimationClock
private typealias NamedAnimationCurve = AnimationCurve
private typealias NamedAnimator = Animator
private typealias NamedAnyCancellable = AnyCancellable
private typealias NamedAnyLayout = AnyLayout
private typealias NamedAnyTransition = AnyTransition
private typealias NamedAnyView = AnyView
private typealias NamedApp = App
private typealias NamedAppStorage = AppStorage
private typealias NamedAsyncImage = AsyncImage
private typealias NamedAsyncImagePhase = AsyncImagePhase
private typealias NamedAutomaticFormStyle = AutomaticFormStyle
private typealias NamedAxis = Axis
private typealias NamedBindable = Bindable
private typealias NamedBinding = Binding
private typealias NamedBlendMode = BlendMode
private typealias NamedBorderStyle = BorderStyle
private typealias NamedBorderedButtonStyle = BorderedButtonStyle
private typealias NamedBorderedProminentButtonStyle = BorderedProminentButtonStyle
private typealias NamedBorderlessButtonMenuStyle = BorderlessButtonMenuStyle
private typealias NamedBorderlessButtonStyle = BorderlessButtonStyle
private typealias NamedBounceSymbolEffect = BounceSymbolEffect
private typealias NamedButton = Button
private typealias NamedButtonMenuStyle = ButtonMenuStyle
private typealias NamedButtonRole = ButtonRole
private typealias NamedButtonStyle = ButtonStyle
private typealias NamedButtonStyleConfiguration = ButtonStyleConfiguration
private typealias NamedButtonToggleStyle = ButtonToggleStyle
private typealias NamedCancellable = Cancellable
private typealias NamedCanvas = Canvas
private typealias NamedCapsule = Capsule
private typealias NamedCellBuffer = CellBuffer
private typealias NamedCheckboxToggleStyle = CheckboxToggleStyle
private typealias NamedCircle = Circle
private typealias NamedCircularProgressViewStyle = CircularProgressViewStyle
private typealias NamedClipboardResult = ClipboardResult
private typealias NamedColor = Color
private typealias NamedColorCapability = ColorCapability
private typealias NamedColorPicker = ColorPicker
private typealias NamedColorRenderingMode = ColorRenderingMode
private typealias NamedColorScheme = ColorScheme
private typealias NamedColumnsFormStyle = ColumnsFormStyle
private typealias NamedColumnsNavigationViewStyle = ColumnsNavigationViewStyle
private typealias NamedCommandGroup = CommandGroup
private typealias NamedCommandGroupPlacement = CommandGroupPlacement
private typealias NamedCommandMenu = CommandMenu
private typealias NamedCommands = Commands
private typealias NamedCommandsBuilder = CommandsBuilder
private typealias NamedCompactDatePickerStyle = CompactDatePickerStyle
private typealias NamedConditionalContent = ConditionalContent
private typealias NamedConnectablePublisher = ConnectablePublisher
private typealias NamedContentMode = ContentMode
private typealias NamedContentShapeKinds = ContentShapeKinds
private typealias NamedControlEvents = ControlEvents
private typealias NamedControlSize = ControlSize
private typealias NamedControllerRepresentable = ControllerRepresentable
private typealias NamedControllerRepresentableContext = ControllerRepresentableContext
private typealias NamedCoordinateSpace = CoordinateSpace
private typealias NamedDatePicker = DatePicker
private typealias NamedDatePickerComponents = DatePickerComponents
private typealias NamedDatePickerStyle = DatePickerStyle
private typealias NamedDefaultButtonStyle = DefaultButtonStyle
private typealias NamedDefaultDatePickerStyle = DefaultDatePickerStyle
private typealias NamedDefaultLabelStyle = DefaultLabelStyle
private typealias NamedDefaultListStyle = DefaultListStyle
private typealias NamedDefaultMenuStyle = DefaultMenuStyle
private typealias NamedDefaultNavigationViewStyle = DefaultNavigationViewStyle
private typealias NamedDefaultPickerStyle = DefaultPickerStyle
private typealias NamedDefaultProgressViewStyle = DefaultProgressViewStyle
private typealias NamedDefaultTabLabel = DefaultTabLabel
private typealias NamedDefaultTextFieldStyle = DefaultTextFieldStyle
private typealias NamedDefaultToggleStyle = DefaultToggleStyle
private typealias NamedDisabledTextSelectability = DisabledTextSelectability
private typealias NamedDisclosureGroup = DisclosureGroup
private typealias NamedDiscreteSymbolEffect = DiscreteSymbolEffect
private typealias NamedDismissAction = DismissAction
private typealias NamedDismissSearchAction = DismissSearchAction
private typealias NamedDivider = Divider
private typealias NamedDoubleColumnNavigationViewStyle = DoubleColumnNavigationViewStyle
private typealias NamedDragGesture = DragGesture
private typealias NamedDynamicProperty = DynamicProperty
private typealias NamedDynamicTypeSize = DynamicTypeSize
private typealias NamedDynamicViewContent = DynamicViewContent
private typealias NamedEdge = Edge
private typealias NamedEdgeInsets = EdgeInsets
private typealias NamedEditButton = EditButton
private typealias NamedEditMode = EditMode
private typealias NamedEllipse = Ellipse
private typealias NamedEmptyCommands = EmptyCommands
private typealias NamedEmptyView = EmptyView
private typealias NamedEnabledTextSelectability = EnabledTextSelectability
private typealias NamedEnvironment = Environment
private typealias NamedEnvironmentKey = EnvironmentKey
private typealias NamedEnvironmentObject = EnvironmentObject
private typealias NamedEnvironmentValues = EnvironmentValues
private typealias NamedEquatableView = EquatableView
private typealias NamedEventModifiers = EventModifiers
private typealias NamedFieldDatePickerStyle = FieldDatePickerStyle
private typealias NamedFillStyle = FillStyle
private typealias NamedFocusChain = FocusChain
private typealias NamedFocusState = FocusState
private typealias NamedFocusedBinding = FocusedBinding
private typealias NamedFocusedValue = FocusedValue
private typealias NamedFocusedValueKey = FocusedValueKey
private typealias NamedFocusedValues = FocusedValues
private typealias NamedFont = Font
private typealias NamedForEach = ForEach
private typealias NamedForegroundStyle = ForegroundStyle
private typealias NamedForeignWindow = ForeignWindow
private typealias NamedForm = Form
private typealias NamedFormStyle = FormStyle
private typealias NamedGeometryProxy = GeometryProxy
private typealias NamedGeometryReader = GeometryReader
private typealias NamedGesture = Gesture
private typealias NamedGestureMask = GestureMask
private typealias NamedGestureState = GestureState
private typealias NamedGestureWithAction = GestureWithAction
private typealias NamedGradient = Gradient
private typealias NamedGraphicalDatePickerStyle = GraphicalDatePickerStyle
private typealias NamedGraphicsContext = GraphicsContext
private typealias NamedGrid = Grid
private typealias NamedGridItem = GridItem
private typealias NamedGridRow = GridRow
private typealias NamedGroup = Group
private typealias NamedGroupBox = GroupBox
private typealias NamedGroupedFormStyle = GroupedFormStyle
private typealias NamedGroupedListStyle = GroupedListStyle
private typealias NamedHStack = HStack
private typealias NamedHStackLayout = HStackLayout
private typealias NamedHeadlessHost = HeadlessHost
private typealias NamedHorizontalAlignment = HorizontalAlignment
private typealias NamedHorizontalEdge = HorizontalEdge
private typealias NamedIconOnlyLabelStyle = IconOnlyLabelStyle
private typealias NamedImage = Image
private typealias NamedIndefiniteSymbolEffect = IndefiniteSymbolEffect
private typealias NamedInlinePickerStyle = InlinePickerStyle
private typealias NamedInputEvent = InputEvent
private typealias NamedInsetGroupedListStyle = InsetGroupedListStyle
private typealias NamedInsetListStyle = InsetListStyle
private typealias NamedInterpolatable = Interpolatable
private typealias NamedKeyCharacterSet = KeyCharacterSet
private typealias NamedKeyEquivalent = KeyEquivalent
private typealias NamedKeyEvent = KeyEvent
private typealias NamedKeyHint = KeyHint
private typealias NamedKeyHints = KeyHints
private typealias NamedKeyModifiers = KeyModifiers
private typealias NamedKeyPress = KeyPress
private typealias NamedKeyboardShortcut = KeyboardShortcut
private typealias NamedKillRing = KillRing
private typealias NamedLabel = Label
private typealias NamedLabelStyle = LabelStyle
private typealias NamedLabelStyleConfiguration = LabelStyleConfiguration
private typealias NamedLabeledContent = LabeledContent
private typealias NamedLayout = Layout
private typealias NamedLayoutSubview = LayoutSubview
private typealias NamedLayoutSubviews = LayoutSubviews
private typealias NamedLayoutValueKey = LayoutValueKey
private typealias NamedLazyHGrid = LazyHGrid
private typealias NamedLazyHStack = LazyHStack
private typealias NamedLazyVGrid = LazyVGrid
private typealias NamedLazyVStack = LazyVStack
private typealias NamedLifecycleEvent = LifecycleEvent
private typealias NamedLifecycleLog = LifecycleLog
private typealias NamedLinearGradient = LinearGradient
private typealias NamedLinearProgressViewStyle = LinearProgressViewStyle
private typealias NamedLink = Link
private typealias NamedLinkButtonStyle = LinkButtonStyle
private typealias NamedList = List
private typealias NamedListItemTint = ListItemTint
private typealias NamedListStyle = ListStyle
private typealias NamedLocalizedStringKey = LocalizedStringKey
private typealias NamedLongPressGesture = LongPressGesture
private typealias NamedMainQueueClock = MainQueueClock
private typealias NamedManualAnimationClock = ManualAnimationClock
private typealias NamedMatchedGeometryProperties = MatchedGeometryProperties
private typealias NamedMaterial = Material
private typealias NamedMenu = Menu
private typealias NamedMenuPickerStyle = MenuPickerStyle
private typealias NamedMenuStyle = MenuStyle
private typealias NamedMenuStyleConfiguration = MenuStyleConfiguration
private typealias NamedModelContext = ModelContext
private typealias NamedModifiedContent = ModifiedContent
private typealias NamedModifierContent = ModifierContent
private typealias NamedMouseEvent = MouseEvent
private typealias NamedNSApplicationDelegate = NSApplicationDelegate
private typealias NamedNSApplicationDelegateAdaptor = NSApplicationDelegateAdaptor
private typealias NamedNSImage = NSImage
private typealias NamedNSManagedObjectContext = NSManagedObjectContext
private typealias NamedNSPasteboard = NSPasteboard
private typealias NamedNSView = NSView
private typealias NamedNSViewController = NSViewController
private typealias NamedNSViewRepresentable = NSViewRepresentable
private typealias NamedNamespace = Namespace
private typealias NamedNavigationBarItem = NavigationBarItem
private typealias NamedNavigationLink = NavigationLink
private typealias NamedNavigationPath = NavigationPath
private typealias NamedNavigationSplitView = NavigationSplitView
private typealias NamedNavigationSplitViewVisibility = NavigationSplitViewVisibility
private typealias NamedNavigationStack = NavigationStack
private typealias NamedNavigationView = NavigationView
private typealias NamedNavigationViewStyle = NavigationViewStyle
private typealias NamedObservableObject = ObservableObject
private typealias NamedObservableObjectPublisher = ObservableObjectPublisher
private typealias NamedObservedObject = ObservedObject
private typealias NamedOpenURLAction = OpenURLAction
private typealias NamedOutlineGroup = OutlineGroup
private typealias NamedOutlineSubgroupChildren = OutlineSubgroupChildren
private typealias NamedPagingScrollTargetBehavior = PagingScrollTargetBehavior
private typealias NamedPath = Path
private typealias NamedPeriodicTimelineSchedule = PeriodicTimelineSchedule
private typealias NamedPersistentModel = PersistentModel
private typealias NamedPicker = Picker
private typealias NamedPickerStyle = PickerStyle
private typealias NamedPinnedScrollableViews = PinnedScrollableViews
private typealias NamedPlainButtonStyle = PlainButtonStyle
private typealias NamedPlainListStyle = PlainListStyle
private typealias NamedPlainTextFieldStyle = PlainTextFieldStyle
private typealias NamedPoint = Point
private typealias NamedPopoverAttachmentAnchor = PopoverAttachmentAnchor
private typealias NamedPreferenceKey = PreferenceKey
private typealias NamedPresentationDetent = PresentationDetent
private typealias NamedPresentationMode = PresentationMode
private typealias NamedPreview = Preview
private typealias NamedPreviewDevice = PreviewDevice
private typealias NamedPreviewLayout = PreviewLayout
private typealias NamedPreviewPlatform = PreviewPlatform
private typealias NamedPreviewProvider = PreviewProvider
private typealias NamedPreviewTrait = PreviewTrait
private typealias NamedPrimitiveButtonStyle = PrimitiveButtonStyle
private typealias NamedPrimitiveButtonStyleConfiguration = PrimitiveButtonStyleConfiguration
private typealias NamedPrintAction = PrintAction
private typealias NamedProgressBar = ProgressBar
private typealias NamedProgressView = ProgressView
private typealias NamedProgressViewStyle = ProgressViewStyle
private typealias NamedProgressViewStyleConfiguration = ProgressViewStyleConfiguration
private typealias NamedProposedSize = ProposedSize
private typealias NamedProposedViewSize = ProposedViewSize
private typealias NamedPublished = Published
private typealias NamedPublisher = Publisher
private typealias NamedPublishers = Publishers
private typealias NamedPulseSymbolEffect = PulseSymbolEffect
private typealias NamedQuitAction = QuitAction
private typealias NamedRadialGradient = RadialGradient
private typealias NamedRadioGroupPickerStyle = RadioGroupPickerStyle
private typealias NamedRect = Rect
private typealias NamedRectangle = Rectangle
private typealias NamedRedactionReasons = RedactionReasons
private typealias NamedRefreshAction = RefreshAction
private typealias NamedRepresentableCoordinator = RepresentableCoordinator
private typealias NamedRoundedBorderTextFieldStyle = RoundedBorderTextFieldStyle
private typealias NamedRoundedCornerStyle = RoundedCornerStyle
private typealias NamedRoundedRectangle = RoundedRectangle
private typealias NamedSafeAreaRegions = SafeAreaRegions
private typealias NamedScaledMetric = ScaledMetric
private typealias NamedScene = Scene
private typealias NamedSceneBuilder = SceneBuilder
private typealias NamedScenePhase = ScenePhase
private typealias NamedSceneStorage = SceneStorage
private typealias NamedScreenError = ScreenError
private typealias NamedScrollContainer = ScrollContainer
private typealias NamedScrollIndicatorVisibility = ScrollIndicatorVisibility
private typealias NamedScrollTargetBehavior = ScrollTargetBehavior
private typealias NamedScrollView = ScrollView
private typealias NamedScrollViewProxy = ScrollViewProxy
private typealias NamedScrollViewReader = ScrollViewReader
private typealias NamedSearchFieldPlacement = SearchFieldPlacement
private typealias NamedSection = Section
private typealias NamedSecureField = SecureField
private typealias NamedSegmentedPickerStyle = SegmentedPickerStyle
private typealias NamedSensoryFeedback = SensoryFeedback
private typealias NamedSettings = Settings
private typealias NamedShadowStyle = ShadowStyle
private typealias NamedShadowedShapeStyle = ShadowedShapeStyle
private typealias NamedShape = Shape
private typealias NamedShapeStyle = ShapeStyle
private typealias NamedSidebarListStyle = SidebarListStyle
private typealias NamedSize = Size
private typealias NamedSlider = Slider
private typealias NamedSpacer = Spacer
private typealias NamedSquareBorderTextFieldStyle = SquareBorderTextFieldStyle
private typealias NamedStackNavigationViewStyle = StackNavigationViewStyle
private typealias NamedState = State
private typealias NamedStateObject = StateObject
private typealias NamedStepper = Stepper
private typealias NamedStepperFieldDatePickerStyle = StepperFieldDatePickerStyle
private typealias NamedStrokeStyle = StrokeStyle
private typealias NamedStyle = Style
private typealias NamedStyledText = StyledText
private typealias NamedSubmitLabel = SubmitLabel
private typealias NamedSubmitTriggers = SubmitTriggers
private typealias NamedSurface = Surface
private typealias NamedSwitchToggleStyle = SwitchToggleStyle
private typealias NamedSymbolEffect = SymbolEffect
private typealias NamedSymbolEffectOptions = SymbolEffectOptions
private typealias NamedSymbolRenderingMode = SymbolRenderingMode
private typealias NamedSymbolVariants = SymbolVariants
private typealias NamedSystemAnimationClock = SystemAnimationClock
private typealias NamedTab = Tab
private typealias NamedTabView = TabView
private typealias NamedTable = Table
private typealias NamedTableColumn = TableColumn
private typealias NamedTableColumnBuilder = TableColumnBuilder
private typealias NamedTableColumnContent = TableColumnContent
private typealias NamedTableColumnList = TableColumnList
private typealias NamedTableForEachContent = TableForEachContent
private typealias NamedTableRow = TableRow
private typealias NamedTableRowBuilder = TableRowBuilder
private typealias NamedTableRowContent = TableRowContent
private typealias NamedTapGesture = TapGesture
private typealias NamedTerminalApplication = TerminalApplication
private typealias NamedTerminalCapabilities = TerminalCapabilities
private typealias NamedTerminalHost = TerminalHost
private typealias NamedTerminalIO = TerminalIO
private typealias NamedText = Text
private typealias NamedTextAlignment = TextAlignment
private typealias NamedTextArea = TextArea
private typealias NamedTextAttributes = TextAttributes
private typealias NamedTextEditor = TextEditor
private typealias NamedTextField = TextField
private typealias NamedTextFieldStyle = TextFieldStyle
private typealias NamedTextInput = TextInput
private typealias NamedTextInputAutocapitalization = TextInputAutocapitalization
private typealias NamedTextLayout = TextLayout
private typealias NamedTextSelectability = TextSelectability
private typealias NamedTimelineView = TimelineView
private typealias NamedTimelineViewDefaultContext = TimelineViewDefaultContext
private typealias NamedTitleAndIconLabelStyle = TitleAndIconLabelStyle
private typealias NamedTitleOnlyLabelStyle = TitleOnlyLabelStyle
private typealias NamedToggle = Toggle
private typealias NamedToggleStyle = ToggleStyle
private typealias NamedToggleStyleConfiguration = ToggleStyleConfiguration
private typealias NamedToolbarContent = ToolbarContent
private typealias NamedToolbarContentBuilder = ToolbarContentBuilder
private typealias NamedToolbarItem = ToolbarItem
private typealias NamedToolbarItemGroup = ToolbarItemGroup
private typealias NamedToolbarItemPlacement = ToolbarItemPlacement
private typealias NamedToolbarTitleDisplayMode = ToolbarTitleDisplayMode
private typealias NamedTransaction = Transaction
private typealias NamedTransferable = Transferable
private typealias NamedTupleCommands = TupleCommands
private typealias NamedTupleScene = TupleScene
private typealias NamedTupleTableRowContent = TupleTableRowContent
private typealias NamedTupleToolbarContent = TupleToolbarContent
private typealias NamedTupleView = TupleView
private typealias NamedUIImage = UIImage
private typealias NamedUIKeyboardType = UIKeyboardType
private typealias NamedUIPasteboard = UIPasteboard
private typealias NamedUITextContentType = UITextContentType
private typealias NamedUIView = UIView
private typealias NamedUIViewController = UIViewController
private typealias NamedUIViewControllerRepresentable = UIViewControllerRepresentable
private typealias NamedUIViewRepresentable = UIViewRepresentable
private typealias NamedUnitPoint = UnitPoint
private typealias NamedUpdateReason = UpdateReason
private typealias NamedUserInterfaceSizeClass = UserInterfaceSizeClass
private typealias NamedVStack = VStack
private typealias NamedVStackLayout = VStackLayout
private typealias NamedVariableColorSymbolEffect = VariableColorSymbolEffect
private typealias NamedVerticalAlignment = VerticalAlignment
private typealias NamedVerticalEdge = VerticalEdge
private typealias NamedView = View
private typealias NamedViewAlignedScrollTargetBehavior = ViewAlignedScrollTargetBehavior
private typealias NamedViewBuilder = ViewBuilder
private typealias NamedViewModifier = ViewModifier
private typealias NamedViewThatFits = ViewThatFits
private typealias NamedVisibility = Visibility
private typealias NamedWheelPickerStyle = WheelPickerStyle
private typealias NamedWidgetHost = WidgetHost
private typealias NamedWidgetRepresentable = WidgetRepresentable
private typealias NamedWidgetRepresentableContext = WidgetRepresentableContext
private typealias NamedWindowGroup = WindowGroup
private typealias NamedWindowResizability = WindowResizability
private typealias NamedWindowStyle = WindowStyle
private typealias NamedWindowSurface = WindowSurface
private typealias NamedZStack = ZStack
private typealias NamedZStackLayout = ZStackLayout

/// The list above names every public type the sources declare.
@Suite struct ForeignImportTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyPublicTypeIsNamedBesideFoundation() throws {
        let declared = try Self.publicTypes(in: ["Sources/TermUI", "Sources/CursesKit"])
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let named = Set(
            source.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("private typealias Named") else { return nil }
                return line.split(separator: " ").last.map(String.init)
            })
        #expect(declared.count > 200)
        let missing = declared.subtracting(named).sorted()
        #expect(missing.isEmpty, "add to ForeignImportTests.swift (Scripts/list-public-types.sh): \(missing)")
    }

    /// Foundation's `Timer` with TermUI's `Timer.publish` beside `import
    /// Foundation`: the static resolves to one function, and its nested
    /// publisher type names without ambiguity.
    @Test func timerPublishIsNotAmbiguousBesideFoundation() {
        let publisher: Timer.TimerPublisher = Timer.publish(every: 1, on: .main, in: .common)
        let ticks: Publishers.Autoconnect<Timer.TimerPublisher> = publisher.autoconnect()
        #expect(ticks.upstream.interval == 1)
    }

    /// The names after `public struct|class|enum|protocol|typealias` at the start of a line
    /// (nested types are named through their outer type).
    static func publicTypes(in folders: [String]) throws -> Set<String> {
        var names = Set<String>()
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    guard line.hasPrefix("public ") else { continue }  // top-level declarations only
                    var words = Array(line.split(separator: " ").dropFirst())
                    if words.first == "final" { words.removeFirst() }
                    guard let kind = words.first,
                        ["struct", "class", "enum", "protocol", "typealias"].contains(kind),
                        words.count > 1
                    else { continue }
                    let name = words[1].prefix { $0.isLetter || $0.isNumber }
                    if name.first?.isUppercase == true { names.insert(String(name)) }
                }
            }
        }
        return names
    }
}
