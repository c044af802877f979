// One probe per SwiftUI name the census counts (Scripts/census.py), each written as
// SwiftUI's documentation shows the call. `make coverage` type-checks them against TermUI
// with only `import TermUI`, as a SwiftUI file has only `import SwiftUI`; a name whose
// probe does not compile is "not yet" in docs/SWIFTUI-COVERAGE.md.
//
// Format: a line that starts with "//#", a space and a name starts the probe for that
// name (the census's key). A probe is either declarations (PROBE is replaced by a unique
// name) or a view expression, which is put in the body of a View that has @State flag
// (Bool), text (String), value (Double) and count (Int). Everything above the first
// probe is the prelude, shared by all.
import TermUI

struct ProbeItem: Identifiable, Hashable {
    let id = UUID()
    var name = "Item"
}

struct ProbeValueKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var probeValue: Int {
        get { self[ProbeValueKey.self] }
        set { self[ProbeValueKey.self] = newValue }
    }
}

//# View
struct PROBE: View {
    var body: some View { Text("Hi") }
}
//# Text(_:)
Text("Hello, world!")
//# @State
struct PROBE: View {
    @State private var count = 0
    var body: some View { Button("Count: \(count)") { count += 1 } }
}
//# PreviewProvider
struct PROBE: PreviewProvider {
    static var previews: some View { Text("Preview") }
}
//# .font(_:)
Text("Hi").font(.title)
//# Spacer()
HStack { Text("A"); Spacer(); Text("B") }
//# .foregroundColor(_:)
Text("Hi").foregroundColor(.red)
//# HStack(content:)
HStack { Text("A"); Text("B") }
//# Button(action:label:)
Button(action: { count += 1 }) { Text("Add") }
//# Image(systemName:)
Image(systemName: "star.fill")
//# #Preview
#Preview {
    Text("Preview")
}
//# .padding(_:)
Text("Hi").padding(.horizontal)
//# .frame(width:height:)
Text("Hi").frame(width: 100, height: 100)
//# .padding()
Text("Hi").padding()
//# .padding(_:_:)
Text("Hi").padding(.horizontal, 8)
//# .background(_:)
Text("Hi").background(Color.blue)
//# VStack(content:)
VStack { Text("A"); Text("B") }
//# .navigationTitle(_:)
Text("Hi").navigationTitle("Title")
//# .opacity(_:)
Text("Hi").opacity(0.5)
//# @Binding
struct PROBE: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("On", isOn: $isOn) }
}
//# Button(_:action:)
Button("Sign In") { flag.toggle() }
//# ForEach(_:id:content:)
struct PROBE: View {
    @State private var names = ["a", "b"]
    var body: some View {
        ForEach(["a", "b"], id: \.self) { name in Text(name) }
        ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }
    }
}
//# .foregroundStyle(_:)
Text("Hi").foregroundStyle(.secondary)
//# .onAppear(perform:)
Text("Hi").onAppear { }
//# Color.secondary
Text("Hi").foregroundColor(Color.secondary)
//# @EnvironmentObject
final class PROBEModel: ObservableObject { @Published var score = 0 }
struct PROBE: View {
    @EnvironmentObject var model: PROBEModel
    var body: some View { Text("\(model.score)") }
}
//# .resizable()
Image(systemName: "star").resizable()
//# App
struct PROBE: App {
    var body: some Scene { WindowGroup { Text("Hi") } }
}
//# Scene
struct PROBE: Scene {
    var body: some Scene { WindowGroup { Text("Hi") } }
}
//# .environmentObject(_:)
final class PROBEModel: ObservableObject { @Published var score = 0 }
struct PROBE: View {
    var body: some View { Text("Hi").environmentObject(PROBEModel()) }
}
//# ForEach(_:content:)
struct PROBE: View {
    @State private var items = [ProbeItem(), ProbeItem()]
    var body: some View {
        ForEach(0..<3) { index in Text("Row \(index)") }
        ForEach(items) { item in Text(item.name) }
        ForEach($items) { $item in TextField("Name", text: $item.name) }
    }
}
//# Color.white
Text("Hi").foregroundColor(Color.white)
//# NavigationView(content:)
NavigationView { Text("Root").navigationTitle("Title") }
//# .toolbar(content:)
Text("Hi").toolbar { Text("Hi") }
//# Group(content:)
Group { Text("A"); Text("B") }
//# VStack(alignment:spacing:content:)
VStack(alignment: .leading, spacing: 10) { Text("A"); Text("B") }
//# WindowGroup(content:)
struct PROBE: App {
    var body: some Scene { WindowGroup { Text("Hi") } }
}
//# @ViewBuilder
struct PROBE: View {
    @ViewBuilder var content: some View { if true { Text("A") } else { Text("B") } }
    var body: some View { content }
}
//# VStack(alignment:content:)
VStack(alignment: .leading) { Text("A"); Text("B") }
//# @ObservedObject
final class PROBEModel: ObservableObject { @Published var score = 0 }
struct PROBE: View {
    @ObservedObject var model: PROBEModel
    var body: some View { Text("\(model.score)") }
}
//# Form(content:)
Form { Toggle("On", isOn: $flag) }
//# VStack(spacing:content:)
VStack(spacing: 10) { Text("A"); Text("B") }
//# .disabled(_:)
Text("Hi").disabled(flag)
//# Font.title
Text("Hi").font(.title)
//# Label(_:systemImage:)
Label("Favorites", systemImage: "star")
//# .onTapGesture(perform:)
Text("Hi").onTapGesture { }
//# HStack(spacing:content:)
HStack(spacing: 10) { Text("A"); Text("B") }
//# .clipShape(_:)
Text("Hi").clipShape(Circle())
//# NavigationLink(destination:label:)
NavigationStack { NavigationLink(destination: Text("Detail")) { Text("Show") } }
//# Font.headline
Text("Hi").font(.headline)
//# List(content:)
List { Text("A"); Text("B") }
//# .fontWeight(_:)
Text("Hi").fontWeight(.bold)
//# Color.red
Text("Hi").foregroundColor(Color.red)
//# .frame(width:)
Text("Hi").frame(width: 100)
//# .multilineTextAlignment(_:)
Text("Hi").multilineTextAlignment(.center)
//# ToolbarItem(placement:content:)
Text("Hi").toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") { } } }
//# ZStack(content:)
ZStack { Rectangle().fill(Color.blue); Text("Hi") }
//# .animation(_:value:)
Text("Hi").animation(.default, value: flag)
//# Color.gray
Text("Hi").foregroundColor(Color.gray)
//# .frame(height:)
Text("Hi").frame(height: 100)
//# Color.black
Text("Hi").foregroundColor(Color.black)
//# TextField(_:text:)
TextField("Name", text: $text)
//# .tag(_:)
Text("Hi").tag(1)
//# @StateObject
final class PROBEModel: ObservableObject { @Published var score = 0 }
struct PROBE: View {
    @StateObject private var model = PROBEModel()
    var body: some View { Text("\(model.score)") }
}
//# GeometryReader(content:)
GeometryReader { proxy in Text("\(proxy.size.width)") }
//# Image(_:)
Image("photo")
//# Rectangle()
Rectangle().fill(Color.red)
//# ScrollView(content:)
ScrollView { Text("Long") }
//# .cornerRadius(_:)
Text("Hi").cornerRadius(8)
//# .navigationBarTitleDisplayMode(_:)
Text("Hi").navigationBarTitleDisplayMode(.inline)
//# .scaledToFit()
Image(systemName: "star").scaledToFit()
//# @Environment(\.customKey)
struct PROBE: View {
    @Environment(\.probeValue) private var value
    var body: some View { Text("\(value)") }
}
//# @Environment(\.dismiss)
struct PROBE: View {
    @Environment(\.dismiss) private var value
    var body: some View { Text("Hi") }
}
//# Divider()
VStack { Text("A"); Divider(); Text("B") }
//# NavigationStack(root:)
NavigationStack { Text("Root") }
//# Section(content:)
List { Section { Text("Row") } }
//# withAnimation(_:_:)
Button("Go") { withAnimation(.easeInOut) { flag.toggle() } }
//# .fill(_:)
Circle().fill(Color.red)
//# @Environment(_:)
@Observable final class PROBEModel { var score = 0 }
struct PROBE: View {
    @Environment(PROBEModel.self) private var model
    var body: some View { Text("\(model.score)") }
}
//# Section(header:content:)
List { Section(header: Text("Header")) { Text("Row") } }
//# .frame(maxWidth:)
Text("Hi").frame(maxWidth: .infinity)
//# .onChange(of:_:)
Text("Hi").onChange(of: count) { oldValue, newValue in }
//# .buttonStyle(_:)
Button("Tap") { }.buttonStyle(.plain)
//# Color.blue
Text("Hi").foregroundColor(Color.blue)
//# ViewModifier
struct PROBE: ViewModifier {
    func body(content: Content) -> some View { content.padding() }
}
//# .lineLimit(_:)
Text("Hi").lineLimit(2)
//# .navigationBarTitle(_:)
Text("Hi").navigationBarTitle("Title")
//# .task(_:)
Text("Hi").task { }
//# Font.caption
Text("Hi").font(.caption)
//# Font.largeTitle
Text("Hi").font(.largeTitle)
//# Font.subheadline
Text("Hi").font(.subheadline)
//# Picker(_:selection:content:)
Picker("Flavor", selection: $count) { Text("One").tag(0); Text("Two").tag(1) }
//# ProgressView()
ProgressView()
//# .overlay(content:)
Text("Hi").overlay { Text("Hi") }
//# .sheet(isPresented:content:)
Text("Hi").sheet(isPresented: $flag) { Text("Hi") }
//# Color.primary
Text("Hi").foregroundColor(Color.primary)
//# withAnimation(_:)
Button("Go") { withAnimation { flag.toggle() } }
//# .bold()
Text("Hi").bold()
//# .contentShape(_:)
Text("Hi").contentShape(Rectangle())
//# .fixedSize(horizontal:vertical:)
Text("Hi").fixedSize(horizontal: true, vertical: false)
//# .frame(maxWidth:alignment:)
Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
//# Circle()
Circle().fill(Color.blue)
//# Font.system(size:)
Text("Hi").font(.system(size: 14))
//# Color(_:)
Text("Hi").foregroundColor(Color("AccentColor"))
//# .tint(_:)
Text("Hi").tint(.green)
//# @AppStorage(_:)
struct PROBE: View {
    @AppStorage("username") private var name = "Anonymous"
    var body: some View { Text(name) }
}
//# .alert(_:isPresented:actions:message:)
Text("Hi").alert("Title", isPresented: $flag) { Button("OK") { } } message: { Text("Message") }
//# .background(_:in:)
Text("Hi").background(.red, in: Capsule())
//# .onDisappear(perform:)
Text("Hi").onDisappear { }
//# Button(_:role:action:)
Button("Delete", role: .destructive) { }
//# Color.clear
Text("Hi").foregroundColor(Color.clear)
//# Font.title2
Text("Hi").font(.title2)
//# Font.title3
Text("Hi").font(.title3)
//# HStack(alignment:spacing:content:)
HStack(alignment: .top, spacing: 10) { Text("A"); Text("B") }
//# RoundedRectangle(cornerRadius:)
RoundedRectangle(cornerRadius: 10).fill(Color.green)
//# Section(_:content:)
List { Section("Header") { Text("Row") } }
//# .listRowBackground(_:)
List { Text("Row").listRowBackground(Color.clear) }
//# .onChange(of:perform:)
Text("Hi").onChange(of: count) { newValue in }
//# .stroke(_:lineWidth:)
Circle().stroke(Color.red, lineWidth: 2)
//# .transition(_:)
Text("Hi").transition(.opacity)
//# @Environment(\.colorScheme)
struct PROBE: View {
    @Environment(\.colorScheme) private var value
    var body: some View { Text("Hi") }
}
//# @Environment(\.presentationMode)
struct PROBE: View {
    @Environment(\.presentationMode) private var value
    var body: some View { Text("Hi") }
}
//# Button(role:action:label:)
Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
//# Color.accentColor
Text("Hi").foregroundColor(Color.accentColor)
//# Color.green
Text("Hi").foregroundColor(Color.green)
//# Shape.rect(cornerRadius:)
Text("Hi").clipShape(.rect(cornerRadius: 8))
//# ZStack(alignment:content:)
ZStack(alignment: .topLeading) { Rectangle().fill(Color.blue); Text("Hi") }
//# .aspectRatio(contentMode:)
Text("Hi").aspectRatio(contentMode: .fit)
//# .buttonStyle(.plain)
Button("Tap") { }.buttonStyle(.plain)
//# .frame(maxWidth:maxHeight:)
Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
//# .ignoresSafeArea()
Text("Hi").ignoresSafeArea()
//# .imageScale(_:)
Text("Hi").imageScale(.large)
//# .modifier(_:)
struct PROBEModifier: ViewModifier {
    func body(content: Content) -> some View { content.padding() }
}
struct PROBE: View {
    var body: some View { Text("Hi").modifier(PROBEModifier()) }
}
//# .onReceive(_:perform:)
struct PROBE: View {
    @StateObject private var model = PROBEModel()
    @State private var now = Date()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(now)")
            .onReceive(timer) { date in now = date }
            .onReceive(model.objectWillChange) { _ in now = Date() }
    }
}
final class PROBEModel: ObservableObject {
    @Published var count = 0
}
//# @FocusState
struct PROBE: View {
    @FocusState private var isFocused: Bool
    @State private var text = ""
    var body: some View { TextField("Name", text: $text).focused($isFocused) }
}
//# ScrollView(_:content:)
ScrollView(.horizontal) { HStack { Text("A"); Text("B") } }
//# Toggle(_:isOn:)
Toggle("Vibrate on Ring", isOn: $flag)
//# .accessibilityLabel(_:)
Text("Hi").accessibilityLabel("Label")
//# .aspectRatio(_:contentMode:)
Text("Hi").aspectRatio(1.5, contentMode: .fit)
//# .formStyle(.grouped)
Form { Text("Row") }.formStyle(.grouped)
//# .listStyle(_:)
List { Text("Row") }.listStyle(.plain)
//# .onSubmit(_:)
Text("Hi").onSubmit { }
//# @Environment(\.modelContext)
struct PROBE: View {
    @Environment(\.modelContext) private var value
    var body: some View { Text("Hi") }
}
//# HStack(alignment:content:)
HStack(alignment: .top) { Text("A"); Text("B") }
//# .background(content:)
Text("Hi").background { Text("Hi") }
//# .environment(\.managedObjectContext)
struct PROBE: View {
    let context: NSManagedObjectContext
    var body: some View { Text("Hi").environment(\.managedObjectContext, context) }
}
//# .id(_:)
Text("Hi").id(count)
//# .keyboardShortcut(_:)
Button("Save") { }.keyboardShortcut(.defaultAction)
//# .listStyle(.plain)
List { Text("Row") }.listStyle(.plain)
//# .overlay(_:)
Text("Hi").overlay(Color.red)
//# .preferredColorScheme(_:)
Text("Hi").preferredColorScheme(.dark)
//# .scaleEffect(_:)
Text("Hi").scaleEffect(1.5)
//# Binding(get:set:)
Toggle("On", isOn: Binding(get: { flag }, set: { flag = $0 }))
//# Capsule()
Capsule().fill(Color.red)
//# EmptyView()
EmptyView()
//# Font.system(_:design:)
Text("Hi").font(.system(.title, design: .rounded))
//# Image(uiImage:)
Image(uiImage: UIImage())
//# NavigationLink(value:destination:)
// not a SwiftUI initializer: the census keys `NavigationLink(value:) { }` this way, whose
// trailing closure is the label
NavigationStack { NavigationLink(value: 1) { Text("One") } }
//# ShapeStyle.tertiary
Text("Hi").foregroundStyle(.tertiary)
//# .accessibilityElement(children:)
Text("Hi").accessibilityElement(children: .combine)
//# .accessibilityIdentifier(_:)
Text("Hi").accessibilityIdentifier("id")
//# .frame(maxWidth:maxHeight:alignment:)
Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
//# .gesture(_:)
Text("Hi").gesture(TapGesture())
//# .labelsHidden()
Text("Hi").labelsHidden()
//# .navigationBarItems(trailing:)
Text("Hi").navigationBarItems(trailing: Button("Add") { })
//# .navigationDestination(for:destination:)
Text("Hi").navigationDestination(for: String.self) { item in Text(item) }
//# .rotationEffect(_:)
Text("Hi").rotationEffect(.degrees(45))
//# Color(red:green:blue:)
Text("Hi").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))
//# Font.footnote
Text("Hi").font(.footnote)
//# Menu(content:label:)
Menu { Button("Copy") { } } label: { Label("Actions", systemImage: "ellipsis") }
//# RoundedRectangle(cornerRadius:style:)
RoundedRectangle(cornerRadius: 10, style: .continuous)
//# .actionSheet(isPresented:content:)
Text("Hi").actionSheet(isPresented: $flag) { ActionSheet(title: Text("Title")) }
//# .alert(isPresented:content:)
Text("Hi").alert(isPresented: $flag) { Alert(title: Text("Title")) }
//# .clipped()
Text("Hi").clipped()
//# .contextMenu(menuItems:)
Text("Hi").contextMenu { Button("Copy") { } }
//# .controlSize(_:)
Text("Hi").controlSize(.small)
//# .environment(\.customKey)
Text("Hi").environment(\.probeValue, 3)
//# .fixedSize()
Text("Hi").fixedSize()
//# .help(_:)
Text("Hi").help("Help")
//# .italic()
Text("Hi").italic()
//# .lineLimit(_:reservesSpace:)
Text("Hi").lineLimit(2, reservesSpace: true)
//# .monospacedDigit()
Text("Hi").monospacedDigit()
//# .navigationBarHidden(_:)
Text("Hi").navigationBarHidden(true)
//# .navigationBarTitle(_:displayMode:)
Text("Hi").navigationBarTitle("Title", displayMode: .inline)
//# .overlay(alignment:content:)
Text("Hi").overlay(alignment: .leading) { Text("Hi") }
//# .scaledToFill()
Text("Hi").scaledToFill()
//# .scrollContentBackground(_:)
List { Text("Row") }.scrollContentBackground(.hidden)
//# .scrollIndicators(_:)
Text("Hi").scrollIndicators(.hidden)
//# .sheet(item:content:)
struct PROBE: View {
    @State private var item: ProbeItem?
    var body: some View { Text("Hi").sheet(item: $item) { item in Text(item.name) } }
}
//# .stroke(lineWidth:)
Circle().stroke(lineWidth: 2)
//# .symbolRenderingMode(_:)
Text("Hi").symbolRenderingMode(.hierarchical)
//# .textContentType(_:)
Text("Hi").textContentType(.username)
//# .textInputAutocapitalization(_:)
Text("Hi").textInputAutocapitalization(.never)
//# @Bindable
@Observable final class PROBEModel { var name = "" }
struct PROBE: View {
    @Bindable var model: PROBEModel
    var body: some View { TextField("Name", text: $model.name) }
}
//# @GestureState
struct PROBE: View {
    @GestureState private var isDetecting = false
    var body: some View {
        Circle().gesture(LongPressGesture().updating($isDetecting) { current, state, _ in state = current })
    }
}
//# Button(_:systemImage:action:)
Button("Add", systemImage: "plus") { }
//# Color.yellow
Text("Hi").foregroundColor(Color.yellow)
//# Font.callout
Text("Hi").font(.callout)
//# Font.system(size:weight:design:)
Text("Hi").font(.system(size: 14, weight: .bold, design: .rounded))
//# Image(nsImage:)
Image(nsImage: NSImage())
//# ScrollView(_:showsIndicators:content:)
ScrollView(.vertical, showsIndicators: false) { Text("Long") }
//# Spacer(minLength:)
HStack { Text("A"); Spacer(minLength: 0); Text("B") }
//# TabView(content:)
TabView { Text("One").tabItem { Label("One", systemImage: "1.circle") } }
//# .accentColor(_:)
Text("Hi").accentColor(.orange)
//# .focused(_:)
struct PROBE: View {
    @FocusState private var isFocused: Bool
    @State private var text = ""
    var body: some View { TextField("Name", text: $text).focused($isFocused) }
}
//# .focused(_:equals:)
enum PROBEField: Hashable { case name, email }
struct PROBE: View {
    @FocusState private var field: PROBEField?
    @State private var text = ""
    var body: some View { TextField("Name", text: $text).focused($field, equals: .name) }
}
//# .frame(maxHeight:)
Text("Hi").frame(maxHeight: .infinity)
//# .frame(minHeight:)
Text("Hi").frame(minHeight: 10)
//# .frame(minWidth:minHeight:)
Text("Hi").frame(minWidth: 10, minHeight: 10)
//# .listRowSeparator(_:)
List { Text("Row").listRowSeparator(.hidden) }
//# .navigationViewStyle(_:)
NavigationView { Text("Root") }.navigationViewStyle(.stack)
//# .onDelete(perform:)
List { ForEach([1, 2], id: \.self) { Text("\($0)") }.onDelete { offsets in } }
//# .progressViewStyle(_:)
ProgressView().progressViewStyle(.circular)
//# .shadow(color:radius:x:y:)
Text("Hi").shadow(color: .black, radius: 4, x: 2, y: 2)
//# .task(id:_:)
Text("Hi").task(id: count) { }
//# @Environment(\.managedObjectContext)
struct PROBE: View {
    @Environment(\.managedObjectContext) private var value
    var body: some View { Text("Hi") }
}
//# Font.body
Text("Hi").font(.body)
//# Font.system(size:weight:)
Text("Hi").font(.system(size: 14, weight: .bold))
//# GroupedListStyle()
List { Text("Row") }.listStyle(GroupedListStyle())
//# Label(title:icon:)
Label { Text("Title") } icon: { Image(systemName: "star") }
//# LocalizedStringKey(_:)
struct PROBE: View {
    let key: LocalizedStringKey = "Hello, \(1)"
    var body: some View {
        Text(LocalizedStringKey("greeting"))
        Text(key)
        Text("greeting", tableName: "Main", bundle: nil, comment: "the welcome")
    }
}
//# NSViewRepresentable
struct PROBE: NSViewRepresentable {
    // the shape the census's files write (makeNSView returning NSView or NSViewType)
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
}
//# NavigationStack(path:root:)
struct PROBE: View {
    @State private var path = NavigationPath()
    var body: some View { NavigationStack(path: $path) { Text("Root") } }
}
//# Shape
struct PROBE: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }
}
//# ShapeStyle.quaternary
Text("Hi").foregroundStyle(.quaternary)
//# StackNavigationViewStyle()
NavigationView { Text("Root") }.navigationViewStyle(StackNavigationViewStyle())
//# Toggle(isOn:label:)
Toggle(isOn: $flag) { Text("Enabled") }
//# .accessibilityHidden(_:)
Text("Hi").accessibilityHidden(true)
//# .animation(_:)
Text("Hi").animation(.default)
//# .buttonStyle(.borderedProminent)
Button("Tap") { }.buttonStyle(.borderedProminent)
//# .commands(content:)
struct PROBE: App {
    var body: some Scene {
        WindowGroup { Text("Hi") }.commands { CommandMenu("Tools") { Button("Run") { } } }
    }
}
//# .frame(width:height:alignment:)
Text("Hi").frame(width: 100, height: 100, alignment: .leading)
//# .hidden()
Text("Hi").hidden()
//# .keyboardShortcut(_:modifiers:)
Button("Save") { }.keyboardShortcut("s", modifiers: .command)
//# .keyboardType(_:)
Text("Hi").keyboardType(.numberPad)
//# .listRowInsets(_:)
List { Text("Row").listRowInsets(EdgeInsets()) }
//# .navigationBarBackButtonHidden(_:)
Text("Hi").navigationBarBackButtonHidden(true)
//# .navigationBarItems(leading:trailing:)
Text("Hi").navigationBarItems(leading: EditButton(), trailing: Button("Add") { })
//# .offset(_:)
Text("Hi").offset(CGSize(width: 2, height: 2))
//# .offset(x:)
Text("Hi").offset(x: 4)
//# .offset(y:)
Text("Hi").offset(y: 4)
//# .onHover(perform:)
Text("Hi").onHover { hovering in }
//# .overlay(_:in:)
Text("Hi").overlay(.red, in: Capsule())
//# .scaleEffect(_:anchor:)
Text("Hi").scaleEffect(1.5, anchor: .center)
//# .sheet(isPresented:onDismiss:content:)
Text("Hi").sheet(isPresented: $flag, onDismiss: { }) { Text("Sheet") }
//# .swipeActions(edge:allowsFullSwipe:content:)
List { Text("Row").swipeActions(edge: .trailing, allowsFullSwipe: false) { Button("Delete") { } } }
//# .swipeActions(edge:content:)
List { Text("Row").swipeActions(edge: .leading) { Button("Pin") { } } }
//# .symbolVariant(_:)
Text("Hi").symbolVariant(.fill)
//# @Environment(\.horizontalSizeClass)
struct PROBE: View {
    @Environment(\.horizontalSizeClass) private var value
    var body: some View { Text("Hi") }
}
//# @Environment(\.openURL)
struct PROBE: View {
    @Environment(\.openURL) private var value
    var body: some View { Text("Hi") }
}
//# @Environment(\.scenePhase)
struct PROBE: View {
    @Environment(\.scenePhase) private var value
    var body: some View { Text("Hi") }
}
//# AnyView(_:)
AnyView(Text("Hi"))
//# Color.orange
Text("Hi").foregroundColor(Color.orange)
//# EdgeInsets(top:leading:bottom:trailing:)
Text("Hi").padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
//# GeometryProxy.frame(in:)
GeometryReader { proxy in Text("\(proxy.frame(in: .global).minX)") }
//# InsetGroupedListStyle()
List { Text("Row") }.listStyle(InsetGroupedListStyle())
//# Link(_:destination:)
Link("Website", destination: URL(string: "https://example.com")!)
//# List(_:id:rowContent:)
struct PROBE: View {
    @State private var names = ["a", "b"]
    var body: some View {
        List(["a", "b"], id: \.self) { name in Text(name) }
        List($names, id: \.self) { $name in TextField("Name", text: $name) }
    }
}
//# List(_:rowContent:)
struct PROBE: View {
    @State private var items = [ProbeItem(), ProbeItem()]
    var body: some View {
        List([ProbeItem(), ProbeItem()]) { item in Text(item.name) }
        List($items) { $item in TextField("Name", text: $item.name) }
        List(0..<100) { index in Text("Row \(index)") }
    }
}
//# List(selection:content:)
struct PROBE: View {
    @State private var selection: String?
    @State private var required = "A"
    @State private var many = Set<Int>()
    var body: some View {
        List(selection: $selection) { Text("A").tag("A") }
        List(selection: $required) { Text("A").tag("A") }
        List(0..<3, selection: $many) { Text("\($0)") }
        List(["A", "B"], id: \.self, selection: $required) { Text($0) }
    }
}
//# Picker(selection:content:label:)
// the census's key for `Picker(selection:) { } label: { }`
Picker(selection: $count) { Text("One").tag(0) } label: { Text("Number") }
//# Picker(selection:label:content:)
Picker(selection: $count, label: Text("Number")) { Text("One").tag(0) }
//# Section(content:footer:)
List { Section { Text("Row") } footer: { Text("Footer") } }
//# Section(content:header:)
List { Section { Text("Row") } header: { Text("Header") } }
//# SecureField(_:text:)
SecureField("Password", text: $text)
//# ShapeStyle
struct PROBE: View {
    let style: any ShapeStyle = Color.red
    var body: some View { Text("Hi") }
}
//# TabView(selection:content:)
TabView(selection: $count) { Text("One").tag(0); Text("Two").tag(1) }
//# Text(verbatim:)
Text(verbatim: "pencil")
//# ToolbarContent
struct PROBE: ToolbarContent {
    var body: some ToolbarContent { ToolbarItem { Button("Add") { } } }
}
//# ToolbarItem(content:)
Text("Hi").toolbar { ToolbarItem { Button("Add") { } } }
//# ToolbarItemGroup(placement:content:)
Text("Hi").toolbar { ToolbarItemGroup(placement: .primaryAction) { Button("A") { }; Button("B") { } } }
//# UIViewControllerRepresentable
struct PROBE: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
//# .accessibilityValue(_:)
Text("Hi").accessibilityValue("Value")
//# .alert(_:isPresented:actions:)
Text("Hi").alert("Title", isPresented: $flag) { Button("OK") { } }
//# .autocorrectionDisabled()
Text("Hi").autocorrectionDisabled()
//# .border(_:)
Text("Hi").border(Color.gray)
//# .containerRelativeFrame(_:)
Text("Hi").containerRelativeFrame(.horizontal)
//# .edgesIgnoringSafeArea(_:)
Text("Hi").edgesIgnoringSafeArea(.all)
//# .environment(\.colorScheme)
Text("Hi").environment(\.colorScheme, .dark)
//# .environment(\.editMode)
List { Text("Row") }.environment(\.editMode, .constant(.active))
//# .environment(_:)
@Observable final class PROBEModel { var score = 0 }
struct PROBE: View {
    var body: some View { Text("Hi").environment(PROBEModel()) }
}
//# .frame(maxHeight:alignment:)
Text("Hi").frame(maxHeight: .infinity, alignment: .leading)
//# .frame(minWidth:maxWidth:minHeight:maxHeight:)
Text("Hi").frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity)
//# .interpolation(_:)
Image(systemName: "star").interpolation(.none)
//# .labelStyle(.iconOnly)
Label("Tap", systemImage: "star").labelStyle(.iconOnly)
//# .labelStyle(_:)
Label("Tap", systemImage: "star").labelStyle(.iconOnly)
//# .navigationDestination(item:destination:)
struct PROBE: View {
    @State private var item: ProbeItem?
    var body: some View { NavigationStack { Text("Hi").navigationDestination(item: $item) { item in Text(item.name) } } }
}
//# .offset(x:y:)
Text("Hi").offset(x: 4, y: 4)
//# .onChange(of:initial:_:)
Text("Hi").onChange(of: count, initial: true) { }
//# .onMove(perform:)
List { ForEach([1, 2], id: \.self) { Text("\($0)") }.onMove { source, destination in } }
//# .onPreferenceChange(_:perform:)
struct PROBEKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
struct PROBE: View {
    var body: some View { Text("Hi").onPreferenceChange(PROBEKey.self) { value in _ = value } }
}
//# .pickerStyle(.segmented)
Picker("Pick", selection: $count) { Text("One").tag(0) }.pickerStyle(.segmented)
//# .pickerStyle(_:)
Picker("Pick", selection: $count) { Text("One").tag(0) }.pickerStyle(.segmented)
//# .presentationDetents(_:)
Text("Hi").presentationDetents([.medium])
//# .redacted(reason:)
Text("Hi").redacted(reason: .placeholder)
//# .refreshable(action:)
Text("Hi").refreshable { }
//# .renderingMode(_:)
Image(systemName: "star").renderingMode(.template)
//# .shadow(radius:)
Text("Hi").shadow(radius: 4)
//# .submitLabel(_:)
Text("Hi").submitLabel(.done)
//# .truncationMode(_:)
Text("Hi").truncationMode(.tail)
//# @Environment(\.locale)
struct PROBE: View {
    @Environment(\.locale) private var value
    var body: some View { Text("Hi") }
}
//# @FocusedBinding(_:)
struct PROBEKey: FocusedValueKey { typealias Value = Binding<String> }
extension FocusedValues { var probeText: Binding<String>? { get { self[PROBEKey.self] } set { self[PROBEKey.self] = newValue } } }
struct PROBE: View {
    @FocusedBinding(\.probeText) var text
    var body: some View { Text(text ?? "") }
}
//# @NSApplicationDelegateAdaptor(_:)
final class PROBEDelegate: NSObject, NSApplicationDelegate {}
struct PROBE: App {
    @NSApplicationDelegateAdaptor(PROBEDelegate.self) var delegate
    var body: some Scene { WindowGroup { Text("Hi") } }
}
//# @Namespace
struct PROBE: View {
    @Namespace private var namespace
    var body: some View { Text("Hi").matchedGeometryEffect(id: "title", in: namespace) }
}
//# ActionSheet(title:buttons:)
Text("Hi").actionSheet(isPresented: $flag) { ActionSheet(title: Text("Title"), buttons: [.cancel()]) }
//# Alert(title:message:dismissButton:)
Text("Hi").alert(isPresented: $flag) { Alert(title: Text("Title"), message: Text("Message"), dismissButton: .default(Text("OK"))) }
//# Alert(title:message:primaryButton:secondaryButton:)
Text("Hi").alert(isPresented: $flag) {
    Alert(title: Text("Delete?"), message: Text("Sure?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
}
//# Alignment
struct PROBE: View {
    let alignment: Alignment = .topLeading
    var body: some View { ZStack(alignment: alignment) { Text("Hi") } }
}
//# Axis
struct PROBE: View {
    let axis: Axis.Set = .horizontal
    var body: some View { ScrollView(axis) { Text("Hi") } }
}
//# BorderlessButtonStyle()
Button("Tap") { }.buttonStyle(BorderlessButtonStyle())
//# CircularProgressViewStyle()
ProgressView().progressViewStyle(CircularProgressViewStyle())
//# Color(red:green:blue:opacity:)
Text("Hi").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
//# ColorScheme
struct PROBE: View {
    let scheme: ColorScheme = .dark
    var body: some View { Text("Hi").preferredColorScheme(scheme) }
}
//# CommandMenu(_:content:)
struct PROBE: App {
    var body: some Scene {
        WindowGroup { Text("Hi") }.commands { CommandMenu("Tools") { Button("Run") { } } }
    }
}
//# Commands
struct PROBE: Commands {
    var body: some Commands { CommandMenu("Tools") { Button("Run") { } } }
}
//# EnvironmentValues
struct PROBEKey: EnvironmentKey { static let defaultValue = 0 }
extension EnvironmentValues {
    var probeNumber: Int { get { self[PROBEKey.self] } set { self[PROBEKey.self] = newValue } }
}
//# Font.system(_:)
Text("Hi").font(.system(.title))
//# GeometryProxy
struct PROBE: View {
    func width(_ proxy: GeometryProxy) -> CGFloat { proxy.size.width }
    var body: some View { GeometryReader { proxy in Text("\(width(proxy))") } }
}
//# GridItem(_:)
LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("A"); Text("B") }
//# LinearGradient(colors:startPoint:endPoint:)
LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
//# Link(_:systemImage:destination:)
extension Link<Label<Text, Image>> {
    // not a SwiftUI initializer: the files that call it define it on Link(destination:label:), as
    // here, with a string literal as the URL (their own ExpressibleByStringLiteral on URL)
    init(_ title: String, systemImage: String, destination: URL) {
        self.init(destination: destination) { Label(title, systemImage: systemImage) }
    }
}
struct PROBE: View {
    var body: some View { Link("Website", systemImage: "safari", destination: URL(string: "https://example.com")!) }
}
//# NavigationPath()
struct PROBE: View {
    @State private var path = NavigationPath()
    var body: some View { NavigationStack(path: $path) { Text("Root") } }
}
//# Path()
struct PROBE: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        return path
    }
}
//# PlainButtonStyle()
Button("Tap") { }.buttonStyle(PlainButtonStyle())
//# ProgressView(value:)
ProgressView(value: 0.5)
//# ScrollViewReader(content:)
ScrollViewReader { proxy in ScrollView { Text("Top").id(0); Button("Jump") { proxy.scrollTo(0) } } }
//# Settings(content:)
struct PROBE: App {
    var body: some Scene {
        WindowGroup { Text("Hi") }
        Settings { Text("Settings") }
    }
}
//# Shape.capsule
Text("Hi").clipShape(.capsule)
//# Shape.rect
Text("Hi").clipShape(.rect)
//# ShapeStyle.regularMaterial
Text("Hi").foregroundStyle(.regularMaterial)
//# TapGesture(count:)
Text("Hi").gesture(TapGesture(count: 2).onEnded { flag.toggle() })
//# TextField(_:text:axis:)
TextField("Notes", text: $text, axis: .vertical)
//# TextField(_:text:prompt:)
TextField("Name", text: $text, prompt: Text("Required"))
//# UIViewRepresentable
struct PROBE: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
//# .accessibilityHint(_:)
Text("Hi").accessibilityHint("Hint")
//# .allowsTightening(_:)
Text("Hi").allowsTightening(true)
//# .background()
Text("Hi").background()
//# .blendMode(_:)
Text("Hi").blendMode(.multiply)
//# .border(_:width:)
Text("Hi").border(Color.gray, width: 100)
//# .brightness(_:)
Text("Hi").brightness(0.2)
//# .buttonStyle(.bordered)
Button("Tap") { }.buttonStyle(.bordered)
//# .buttonStyle(.borderless)
Button("Tap") { }.buttonStyle(.borderless)
//# .buttonStyle(.link)
Button("Tap") { }.buttonStyle(.link)
//# .colorMultiply(_:)
Text("Hi").colorMultiply(.red)
//# .confirmationDialog(_:isPresented:actions:message:)
Text("Hi").confirmationDialog("Delete?", isPresented: $flag) { Button("Delete", role: .destructive) { } } message: { Text("Sure?") }
//# .cornerRadius(_:style:)
extension View {
    // not a View modifier in SwiftUI: Charts' BarMark.cornerRadius(_:style:) (no Charts here) and an
    // app's own View extension, as here
    func cornerRadius(_ radius: Double, style: RoundedCornerStyle) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: style))
    }
}
struct PROBE: View {
    var body: some View { Text("Hi").cornerRadius(8, style: .continuous) }
}
//# .draggable(_:)
Text("Hi").draggable("text")
//# .dynamicTypeSize(_:)
Text("Hi").dynamicTypeSize(.large)
//# .equatable()
Text("Hi").equatable()
//# .frame(height:alignment:)
Text("Hi").frame(height: 100, alignment: .leading)
//# .frame(maxWidth:minHeight:)
Text("Hi").frame(maxWidth: .infinity, minHeight: 10)
//# .frame(minHeight:maxHeight:)
Text("Hi").frame(minHeight: 10, maxHeight: .infinity)
//# .frame(minWidth:)
Text("Hi").frame(minWidth: 10)
//# .frame(width:alignment:)
Text("Hi").frame(width: 100, alignment: .leading)
//# .fullScreenCover(isPresented:content:)
Text("Hi").fullScreenCover(isPresented: $flag) { Text("Hi") }
//# .ignoresSafeArea(_:)
Text("Hi").ignoresSafeArea(.all)
//# .labelStyle(.titleAndIcon)
Label("Tap", systemImage: "star").labelStyle(.titleAndIcon)
//# .layoutPriority(_:)
Text("Hi").layoutPriority(1)
//# .listItemTint(_:)
Text("Hi").listItemTint(.red)
//# .listStyle(.insetGrouped)
List { Text("Row") }.listStyle(.insetGrouped)
//# .listStyle(.sidebar)
List { Text("Row") }.listStyle(.sidebar)
//# .mask(_:)
Text("Hi").mask(Circle())
//# .menuIndicator(_:)
Text("Hi").menuIndicator(.hidden)
//# .navigationBarBackButtonHidden()
Text("Hi").navigationBarBackButtonHidden()
//# .navigationViewStyle(.stack)
NavigationView { Text("Root") }.navigationViewStyle(.stack)
//# .pickerStyle(.menu)
Picker("Pick", selection: $count) { Text("One").tag(0) }.pickerStyle(.menu)
//# .popover(isPresented:arrowEdge:content:)
Text("Hi").popover(isPresented: $flag, arrowEdge: .top) { Text("Popover") }
//# .popover(isPresented:attachmentAnchor:arrowEdge:content:)
Text("Hi").popover(isPresented: $flag, attachmentAnchor: .point(.center), arrowEdge: .top) { Text("Popover") }
//# .popover(isPresented:content:)
Text("Hi").popover(isPresented: $flag) { Text("Popover") }
//# .preference(key:value:)
struct PROBEKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
struct PROBE: View {
    var body: some View { Text("Hi").preference(key: PROBEKey.self, value: 10) }
}
//# .rotation3DEffect(_:axis:)
Text("Hi").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
//# .rotationEffect(_:anchor:)
Text("Hi").rotationEffect(.degrees(45), anchor: .center)
//# .safeAreaInset(edge:alignment:content:)
Text("Hi").safeAreaInset(edge: .bottom, alignment: .leading) { Text("Hi") }
//# .scaleEffect(x:y:anchor:)
Text("Hi").scaleEffect(x: 1.5, y: 1.5, anchor: .center)
//# .scrollTargetBehavior(_:)
Text("Hi").scrollTargetBehavior(.paging)
//# .scrollTargetLayout()
ScrollView { LazyVStack { Text("Row") }.scrollTargetLayout() }
//# .sensoryFeedback(_:trigger:)
Text("Hi").sensoryFeedback(.success, trigger: count)
//# .shadow(color:radius:)
Text("Hi").shadow(color: .black, radius: 4)
//# .simultaneousGesture(_:)
Text("Hi").simultaneousGesture(TapGesture())
//# .strokeBorder(_:lineWidth:)
Circle().strokeBorder(Color.red, lineWidth: 2)
//# .swipeActions(content:)
List { Text("Row").swipeActions { Button("Delete") { } } }
//# .textFieldStyle(.plain)
TextField("Name", text: $text).textFieldStyle(.plain)
//# .textFieldStyle(_:)
TextField("Name", text: $text).textFieldStyle(.roundedBorder)
//# .textSelection(_:)
Text("Hi").textSelection(.enabled)
//# .toolbarTitleDisplayMode(_:)
Text("Hi").toolbarTitleDisplayMode(.inline)
//# .underline()
Text("Hi").underline()
//# .windowResizability(_:)
struct PROBE: App {
    var body: some Scene { WindowGroup { Text("Hi") }.windowResizability(.contentSize) }
}
//# @Environment(\.accessibilityReduceMotion)
struct PROBE: View {
    @Environment(\.accessibilityReduceMotion) private var value
    var body: some View { Text("Hi") }
}
//# Angle(degrees:)
Text("Hi").rotationEffect(Angle(degrees: 45))
//# AsyncImage(url:content:)
AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image.resizable() } placeholder: { ProgressView() }
//# Button(_:systemImage:role:action:)
Button("Delete", systemImage: "trash", role: .destructive) { }
//# Button(role:action:)
// the census's key for `Button(role:) { } label: { }` written with one closure
Button(role: .cancel) { } label: { Text("Cancel") }
//# CircularProgressViewStyle(tint:)
ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue))
//# Color.indigo
Text("Hi").foregroundColor(Color.indigo)
//# Color.pink
Text("Hi").foregroundColor(Color.pink)
//# CommandGroup(after:addition:)
struct PROBE: App {
    var body: some Scene {
        WindowGroup { Text("Hi") }.commands { CommandGroup(after: .newItem) { Button("Import") { } } }
    }
}
//# CommandGroup(replacing:addition:)
struct PROBE: App {
    var body: some Scene {
        WindowGroup { Text("Hi") }.commands { CommandGroup(replacing: .help) { Button("Help") { } } }
    }
}
//# ContentMode
struct PROBE: View {
    let mode: ContentMode = .fit
    var body: some View { Image(systemName: "star").resizable().aspectRatio(contentMode: mode) }
}
//# DatePicker(_:selection:displayedComponents:)
struct PROBE: View {
    @State private var date = Date()
    var body: some View { DatePicker("Start", selection: $date, displayedComponents: .date) }
}
//# DragGesture(minimumDistance:)
Text("Hi").gesture(DragGesture(minimumDistance: 0).onChanged { value in _ = value.translation })
//# DragGesture(minimumDistance:coordinateSpace:)
Text("Hi").gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local).onEnded { value in _ = value.location })
//# Edge
struct PROBE: View {
    let edge: Edge = .bottom
    var body: some View { Text("Hi").transition(.move(edge: edge)) }
}
//# EdgeInsets()
Text("Hi").padding(EdgeInsets())
//# EditButton()
NavigationStack { List { Text("Row") }.toolbar { EditButton() } }
//# EditMode
struct PROBE: View {
    @State private var mode: EditMode = .inactive
    var body: some View { List { Text("Row") }.environment(\.editMode, $mode) }
}
//# Font.custom(_:size:)
Text("Hi").font(.custom("Menlo", size: 14))
//# Image(_:bundle:)
Image("photo", bundle: .main)
//# Image(decorative:)
Image(decorative: "background")
//# KeyEquivalent
Button("Save") { }.keyboardShortcut(KeyEquivalent("s"), modifiers: .command)
//# LabelStyle
struct PROBE: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
//# LabeledContent(_:content:)
LabeledContent("Name") { Text("Value") }
//# LazyHStack(content:)
ScrollView(.horizontal) { LazyHStack { Text("A"); Text("B") } }
//# LazyVGrid(columns:content:)
LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { Text("A"); Text("B") }
//# LazyVGrid(columns:spacing:content:)
LazyVGrid(columns: [GridItem(.flexible())], spacing: 10) { Text("A"); Text("B") }
//# LazyVStack(alignment:spacing:content:)
ScrollView { LazyVStack(alignment: .leading, spacing: 10) { Text("A"); Text("B") } }
//# Link(destination:label:)
// TODO
//# Binding.animation(_:)
Toggle("Details", isOn: $flag.animation())
//# Shape.circle
Text("Hi").clipShape(.circle)
//# Shape.ellipse
Text("Hi").background(.red, in: .ellipse)
//# Shape.rect(cornerSize:)
Text("Hi").clipShape(.rect(cornerSize: CGSize(width: 8, height: 8)))
//# SwitchToggleStyle(tint:)
Toggle("On", isOn: $flag).toggleStyle(SwitchToggleStyle(tint: .orange))
//# SwitchToggleStyle()
Toggle("On", isOn: $flag).toggleStyle(SwitchToggleStyle())
//# Color(_:red:green:blue:)
Text("Hi").foregroundColor(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6))
//# Color(_:red:green:blue:opacity:)
Text("Hi").foregroundColor(Color(.sRGBLinear, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
//# Color(_:white:opacity:)
Text("Hi").foregroundColor(Color(.sRGB, white: 0.5, opacity: 1))
//# NavigationPath(_:)
struct PROBE {
    func restore(_ data: Data) throws -> NavigationPath {
        NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    }
    func save(_ path: NavigationPath) throws -> Data? {
        guard let codable = path.codable else { return nil }
        return try JSONEncoder().encode(codable)
    }
}
//# KeyEquivalent.delete
Button("Delete") { }.keyboardShortcut(.delete)
//# @Environment(\.verticalSizeClass)
struct PROBE: View {
    @Environment(\.verticalSizeClass) private var value
    var body: some View { Text(value == .compact ? "Short" : "Tall") }
}
//# UserInterfaceSizeClass
struct PROBE: View {
    @Environment(\.horizontalSizeClass) private var sizeClass: UserInterfaceSizeClass?
    var body: some View { Text(sizeClass == .regular ? "Wide" : "Narrow") }
}
//# @ScaledMetric
struct PROBE: View {
    @ScaledMetric var size: CGFloat = 100
    @ScaledMetric(relativeTo: .largeTitle) var spacing: CGFloat = 8
    var body: some View { Text("Hi").frame(width: size).padding(spacing) }
}
//# .drawingGroup()
Text("Hi").drawingGroup()
//# .drawingGroup(opaque:colorMode:)
Text("Hi").drawingGroup(opaque: false, colorMode: .linear)
//# .symbolEffect(_:)
Image(systemName: "wifi").symbolEffect(.variableColor)
//# .symbolEffect(_:options:value:)
Image(systemName: "bell").symbolEffect(.bounce, options: .speed(2), value: count)
// --- names3: Canvas, ColorPicker, searchable, NavigationView columns -----------------
//# Canvas(renderer:)
Canvas { context, size in
    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
}
.frame(width: 300, height: 200)
//# Canvas(renderer:symbols:)
Canvas { context, size in
    context.stroke(Path(CGRect(origin: .zero, size: size)), with: .foreground, lineWidth: 4)
} symbols: {
    Text("Hi").tag(1)
}
//# Canvas(opaque:colorMode:rendersAsynchronously:renderer:)
Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: false) { context, size in
    context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
}
//# GraphicsContext
struct PROBE: View {
    var body: some View {
        Canvas { (context: inout GraphicsContext, size: CGSize) in
            context.opacity = 0.5
            context.translateBy(x: 10, y: 10)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .style(Color.red))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.blue), style: StrokeStyle(lineWidth: 2))
            context.draw(Text("Hi"), in: CGRect(x: 0, y: 0, width: 80, height: 16))
        }
    }
}
//# ColorPicker(_:selection:)
struct PROBE: View {
    @State private var bgColor = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
    var body: some View { ColorPicker("Alignment Guides", selection: $bgColor) }
}
//# ColorPicker(_:selection:supportsOpacity:)
struct PROBE: View {
    @State private var bgColor = Color.red
    var body: some View { ColorPicker("Set the background color", selection: $bgColor, supportsOpacity: false) }
}
//# ColorPicker(selection:supportsOpacity:label:)
struct PROBE: View {
    @State private var tint = Color.blue
    var body: some View {
        ColorPicker(selection: $tint, supportsOpacity: true) { Label("Tint", systemImage: "paintpalette") }
    }
}
//# ColorPicker(selection:label:)
struct PROBE: View {
    @State private var tint = Color.blue
    var body: some View { ColorPicker(selection: $tint) { Text("Tint") } }
}
//# .searchable(text:)
NavigationStack { List { Text("Apple") }.navigationTitle("Fruit") }.searchable(text: $text)
//# .searchable(text:placement:prompt:)
NavigationStack { List { Text("Apple") } }.searchable(text: $text, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a fruit")
//# .searchable(text:prompt:)
List { Text("Apple") }.searchable(text: $text, prompt: Text("Find a fruit"))
//# .searchable(text:placement:)
List { Text("Apple") }.searchable(text: $text, placement: .sidebar)
//# .searchable(text:isPresented:placement:prompt:)
List { Text("Apple") }.searchable(text: $text, isPresented: $flag, placement: .toolbar, prompt: "Search")
//# .searchable(text:isPresented:)
List { Text("Apple") }.searchable(text: $text, isPresented: $flag)
//# .searchScopes(_:scopes:)
List { Text("Apple") }.searchable(text: $text).searchScopes($count) { Text("All").tag(0); Text("Red").tag(1) }
//# .searchSuggestions(_:)
List { Text("Apple") }.searchable(text: $text).searchSuggestions { Text("🍎 Apple").searchCompletion("apple") }
//# .searchCompletion(_:)
Text("Apple").searchCompletion("apple")
//# .onSubmit(of:_:)
List { Text("Apple") }.searchable(text: $text).onSubmit(of: .search) { flag = true }
//# @Environment(\.isSearching)
struct PROBE: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text(isSearching ? "Searching" : "Idle") }
}
//# @Environment(\.dismissSearch)
struct PROBE: View {
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View { Button("Done") { dismissSearch() } }
}
//# DoubleColumnNavigationViewStyle()
NavigationView { Text("Sidebar"); Text("Detail") }.navigationViewStyle(DoubleColumnNavigationViewStyle())
//# .shadow(_:)
Text("Hi").background(.regularMaterial.shadow(.drop(color: .black.opacity(0.15), radius: 20, y: 10)), in: .capsule)
//# .trim()
extension String {
    // the files counted call their own String.trim(), not Shape.trim(from:to:)
    func trim() -> String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
struct PROBE: View {
    @State private var query = " a "
    var body: some View { Text(query.trim()) }
}
//# .onChange(_:)
extension Binding {
    // the files counted call their own Binding.onChange(_:), not a SwiftUI modifier
    func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { newValue in wrappedValue = newValue; handler(newValue) })
    }
}
struct PROBE: View {
    @State private var mode = 0
    var body: some View { Picker("Mode", selection: $mode.onChange { _ in }) { Text("One").tag(0) } }
}
