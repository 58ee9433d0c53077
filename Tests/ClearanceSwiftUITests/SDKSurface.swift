// The SwiftUI and Combine surface, declaration by declaration: one check per row of
// /work/shared/reference/swiftui-combine-surface.md §1–§11 (Apple's declarations, copied
// from developer.apple.com), each under a `surface: §N Symbol` comment. A check names the member
// by its full name (labels included) where Swift allows it, and calls it with values of the
// declared parameter types, so a missing member, a wrong label, a wrong parameter type or a
// missing default is a compile error on that check's lines.
//
// `scripts/sdk-surface.sh` type-checks this file alone and prints, per marker, whether it
// compiles: the count of reference declarations present. Rows that cannot be present here
// sit in `#if CLEARANCE_SURFACE_GAPS` (the script defines it, the test build does not), each
// with why.
//
// Compiling is the test: this file is part of the ClearanceSwiftUITests target.
import ClearanceCombine
import ClearanceSwiftUI

// support: shared by the checks below
/// An error of an app's own.
struct SurfaceError: Error {}

// MARK: - §1 View, builders, modifiers, type erasure

@MainActor func surfaceMainActorOnly() {}

// surface: §1 View
struct SurfaceView: View {
    var body: some View { Text("a") }
    // A conformance in the primary declaration makes the type @MainActor (the protocol is).
    func usesMainActor() { surfaceMainActorOnly() }
}
// surface: §1 View.Body
typealias SurfaceViewBody = SurfaceView.Body
// surface: §1 View.body
@MainActor func surfaceViewBody() -> some View { SurfaceView().body }
// surface: §1 ViewBuilder
@ViewBuilder func surfaceViewBuilder() -> some View { Text("a"); Text("b") }
// surface: §1 ContentBuilder
@ContentBuilder func surfaceContentBuilder() -> some View { Text("a") }
// surface: §1 buildBlock (one)
func surfaceBuildBlockOne() -> Text { ViewBuilder.buildBlock(Text("a")) }
// surface: §1 buildBlock (pack)
func surfaceBuildBlockPack() -> TupleView<(Text, Text)> { ViewBuilder.buildBlock(Text("a"), Text("b")) }
// surface: §1 buildIf
func surfaceBuildIf() -> Text? { ViewBuilder.buildIf(Optional(Text("a"))) }
// surface: §1 buildEither(first:)
func surfaceBuildEitherFirst() -> _ConditionalContent<Text, EmptyView> { ViewBuilder.buildEither(first: Text("a")) }
// surface: §1 buildEither(second:)
func surfaceBuildEitherSecond() -> _ConditionalContent<Text, EmptyView> { ViewBuilder.buildEither(second: EmptyView()) }
// surface: §1 ViewModifier
struct SurfaceModifier: ViewModifier {
    func body(content: Content) -> some View { content.padding(.bottom, 8) }
    func usesMainActor() { surfaceMainActorOnly() }
}
// surface: §1 ViewModifier.Content
typealias SurfaceModifierContent = SurfaceModifier.Content
// surface: §1 ViewModifier.body(content:)
@MainActor func surfaceModifierBody(_ content: SurfaceModifier.Content) -> some View { SurfaceModifier().body(content: content) }
// surface: §1 View.modifier(_:)
func surfaceModifierCall() -> ModifiedContent<Text, SurfaceModifier> { Text("a").modifier(SurfaceModifier()) }
// surface: §1 ModifiedContent
typealias SurfaceModified = ModifiedContent<Text, SurfaceModifier>
// surface: §1 ModifiedContent.init
func surfaceModifiedInit() -> ModifiedContent<Text, SurfaceModifier> { ModifiedContent(content: Text("a"), modifier: SurfaceModifier()) }
// surface: §1 AnyView
func surfaceAnyViewType(_ view: AnyView) -> some View { view }
// surface: §1 AnyView.init(_:)
func surfaceAnyView() -> AnyView { AnyView(Text("a")) }
// surface: §1 AnyView.init(erasing:)
func surfaceAnyViewErasing() -> AnyView { AnyView(erasing: Text("a")) }
// surface: §1 EmptyView
func surfaceEmptyView() -> EmptyView { EmptyView() }

// MARK: - §2 Containers, controls, hosting

// surface: §2 VStack
typealias SurfaceVStack = VStack<Text>
// surface: §2 VStack.init
func surfaceVStack() -> some View {
    VStack(alignment: HorizontalAlignment.leading, spacing: CGFloat?.some(4)) { Text("a") }
}
// surface: §2 HStack
typealias SurfaceHStack = HStack<Text>
// surface: §2 ZStack
typealias SurfaceZStack = ZStack<Text>
// surface: §2 ZStack.init
func surfaceZStack() -> some View { ZStack(alignment: Alignment.bottom) { Text("a") } }
// surface: §2 Spacer
func surfaceSpacerType(_ spacer: Spacer) -> some View { spacer }
// surface: §2 Spacer.init
func surfaceSpacer() -> [Spacer] { [Spacer(minLength: CGFloat?.some(8)), Spacer()] }
// surface: §2 ScrollView
typealias SurfaceScrollView = ScrollView<Text>
// surface: §2 ScrollView.init (indicators)
func surfaceScrollViewIndicators() -> some View {
    ScrollView(Axis.Set.vertical, showsIndicators: false) { Text("a") }
}
// surface: §2 ScrollView.init(_:content:)
func surfaceScrollViewAxes() -> (ScrollView<Text>, ScrollView<Text>) {
    let make: (Axis.Set, () -> Text) -> ScrollView<Text> = ScrollView<Text>.init(_:content:)
    return (make(.horizontal) { Text("a") }, ScrollView { Text("b") })
}
// surface: §2 ScrollViewReader
typealias SurfaceScrollViewReader = ScrollViewReader<Text>
// surface: §2 ScrollViewReader.init
func surfaceScrollViewReader() -> some View { ScrollViewReader { (proxy: ScrollViewProxy) in Text("a") } }
// surface: §2 ScrollViewProxy
func surfaceScrollViewProxyType(_ proxy: ScrollViewProxy) -> ScrollViewProxy { proxy }
// surface: §2 scrollTo(_:anchor:)
func surfaceScrollTo(_ proxy: ScrollViewProxy) {
    proxy.scrollTo("field", anchor: UnitPoint?.some(.bottom))
    proxy.scrollTo(3)
}
// surface: §2 GeometryReader
typealias SurfaceGeometryReader = GeometryReader<Text>
// surface: §2 GeometryReader.init
func surfaceGeometryReader() -> some View { GeometryReader { (geometry: GeometryProxy) in Text("a") } }
// surface: §2 GeometryProxy
func surfaceGeometryProxyType(_ proxy: GeometryProxy) -> GeometryProxy { proxy }
// surface: §2 GeometryProxy.size
func surfaceGeometrySize(_ proxy: GeometryProxy) -> CGSize { proxy.size }
// surface: §2 GeometryProxy.safeAreaInsets
func surfaceGeometryInsets(_ proxy: GeometryProxy) -> EdgeInsets { proxy.safeAreaInsets }
// surface: §2 frame(in:)
func surfaceFrameInProtocol(_ proxy: GeometryProxy) -> CGRect {
    func local<C: CoordinateSpaceProtocol>(_ space: C) -> CGRect { proxy.frame(in: space) }
    return local(.global)
}
// surface: §2 frame(in:) (enum)
func surfaceFrameInEnum(_ proxy: GeometryProxy) -> CGRect { proxy.frame(in: CoordinateSpace.global) }
// surface: §2 List.init(content:)
func surfaceList() -> List<Never, Text> { List { Text("a") } }
// surface: §2 Form.init(content:)
func surfaceForm() -> Form<Text> { Form { Text("a") } }
// surface: §2 Section.init(content:)
func surfaceSection() -> Section<EmptyView, Text, EmptyView> { Section { Text("a") } }
// surface: §2 Section(header:footer:content:)
func surfaceSectionHeaderFooter() -> Section<Text, Text, Text> { Section(header: Text("h"), footer: Text("f")) { Text("a") } }
// surface: §2 TextField
typealias SurfaceTextField = TextField<Text>
// surface: §2 TextField(_:text:) key
func surfaceTextFieldKey(_ text: Binding<String>) -> TextField<Text> { TextField(LocalizedStringKey("Name"), text: text) }
// surface: §2 TextField(_:text:) string
func surfaceTextFieldString(_ text: Binding<String>, title: Substring) -> TextField<Text> { TextField(title, text: text) }
// surface: §2 TextField(_:text:axis:)
func surfaceTextFieldAxis(_ text: Binding<String>) -> TextField<Text> { TextField(LocalizedStringKey("Note"), text: text, axis: Axis.vertical) }
// surface: §2 TextField(…onEditingChanged:onCommit:)
func surfaceTextFieldCommit(_ text: Binding<String>) -> TextField<Text> {
    TextField("Name", text: text, onEditingChanged: { (_: Bool) in }, onCommit: {})
}
// surface: §2 SecureField
typealias SurfaceSecureField = SecureField<Text>
// surface: §2 SecureField(_:text:) key
func surfaceSecureFieldKey(_ text: Binding<String>) -> SecureField<Text> { SecureField(LocalizedStringKey("Password"), text: text) }
// surface: §2 TextEditor
func surfaceTextEditorType(_ editor: TextEditor) -> some View { editor }
// surface: §2 TextEditor.init(text:)
func surfaceTextEditor(_ text: Binding<String>) -> TextEditor { TextEditor(text: text) }
// surface: §2 Text
func surfaceTextType(_ text: Text) -> some View { text }
// surface: §2 Text(_:) string
func surfaceTextString(_ title: Substring) -> Text { Text(title) }
// surface: §2 Text(verbatim:)
func surfaceTextVerbatim() -> Text { Text(verbatim: "a") }
// surface: §2 Button
typealias SurfaceButton = Button<Text>
// surface: §2 Button(_:action:) string
func surfaceButtonString(_ title: Substring) -> Button<Text> {
    let action: @MainActor () -> Void = {}
    return Button(title, action: action)
}
// surface: §2 Button(_:action:) key
func surfaceButtonKey() -> Button<Text> {
    let action: @MainActor () -> Void = {}
    return Button(LocalizedStringKey("Send"), action: action)
}
// surface: §2 Button(action:label:)
func surfaceButtonLabel() -> Button<Text> {
    let action: @MainActor () -> Void = {}
    return Button(action: action) { Text("Send") }
}
// surface: §2 Color
func surfaceColorType(_ color: Color) -> some View { color }
// surface: §2 Color.red (all named colors alike)
let surfaceNamedColors: [Color] = [.red, .blue, .green, .black, .white, .gray, .clear, .orange, .yellow, .pink, .purple, .primary, .secondary]
// surface: §2 NavigationStack
typealias SurfaceNavigationStack = NavigationStack<NavigationPath, Text>
// surface: §2 NavigationStack.init(root:)
func surfaceNavigationStack() -> NavigationStack<NavigationPath, Text> { NavigationStack { Text("a") } }
// surface: §2 NavigationView
typealias SurfaceNavigationView = NavigationView<Text>
// surface: §2 NavigationView.init(content:)
func surfaceNavigationView() -> NavigationView<Text> { NavigationView { Text("a") } }
// surface: §2 TabView.init(content:)
func surfaceTabView() -> TabView<Int, Text> { TabView { Text("a") } }
// surface: §2 UIHostingController
@MainActor func surfaceHostingType(_ controller: UIHostingController<Text>) -> UIViewController { controller }
// surface: §2 …init(rootView:)
@MainActor func surfaceHosting() -> UIHostingController<Text> { UIHostingController(rootView: Text("a")) }
// surface: §2 …safeAreaRegions
@MainActor func surfaceHostingRegions(_ controller: UIHostingController<Text>) {
    let regions: SafeAreaRegions = controller.safeAreaRegions
    controller.safeAreaRegions = regions.subtracting(.keyboard)
}

// MARK: - §3 Layout and safe-area modifiers

// surface: §3 padding(_:_:)
func surfacePadding(_ text: Text) -> some View {
    let padding = text.padding(_:_:)
    return padding(Edge.Set.bottom, CGFloat?.some(8)).padding().padding(.horizontal)
}
// surface: §3 padding(_:) length
func surfacePaddingLength(_ text: Text) -> some View { text.padding(CGFloat(16)) }
// surface: §3 frame(width:height:alignment:)
func surfaceFrame(_ text: Text) -> some View {
    let frame = text.frame(width:height:alignment:)
    return frame(CGFloat?.some(10), CGFloat?.none, Alignment.top).frame(height: 44)
}
// surface: §3 offset(x:y:)
func surfaceOffsetXY(_ text: Text) -> some View {
    let offset = text.offset(x:y:)
    return offset(CGFloat(0), CGFloat(-20)).offset(y: -8)
}
// surface: §3 offset(_:)
func surfaceOffsetSize(_ text: Text) -> some View { text.offset(CGSize(width: 0, height: -8)) }
// surface: §3 ignoresSafeArea(_:edges:)
func surfaceIgnoresSafeArea(_ text: Text) -> some View {
    let ignores = text.ignoresSafeArea(_:edges:)
    return ignores(SafeAreaRegions.keyboard, Edge.Set.bottom).ignoresSafeArea(.keyboard).ignoresSafeArea()
}
// surface: §3 SafeAreaRegions
func surfaceSafeAreaRegions() -> SafeAreaRegions { [.container, .keyboard] }
// surface: §3 SafeAreaRegions.all
let surfaceRegionsAll: SafeAreaRegions = .all
// surface: §3 SafeAreaRegions.container
let surfaceRegionsContainer: SafeAreaRegions = .container
// surface: §3 SafeAreaRegions.keyboard
let surfaceRegionsKeyboard: SafeAreaRegions = .keyboard
// surface: §3 edgesIgnoringSafeArea(_:)
func surfaceEdgesIgnoring(_ text: Text) -> some View { text.edgesIgnoringSafeArea(Edge.Set.bottom) }
// surface: §3 safeAreaInset (vertical edge)
func surfaceSafeAreaInsetVertical(_ text: Text) -> some View {
    text.safeAreaInset(edge: VerticalEdge.bottom, alignment: HorizontalAlignment.center, spacing: CGFloat?.some(0)) { Text("bar") }
        .safeAreaInset(edge: .top) { Text("top") }
}
// surface: §3 safeAreaInset (horizontal edge)
func surfaceSafeAreaInsetHorizontal(_ text: Text) -> some View {
    text.safeAreaInset(edge: HorizontalEdge.leading, alignment: VerticalAlignment.center, spacing: CGFloat?.none) { Text("side") }
        .safeAreaInset(edge: .trailing) { Text("side") }
}
// surface: §3 fixedSize()
func surfaceFixedSize(_ text: Text) -> some View { text.fixedSize() }
// surface: §3 fixedSize(horizontal:vertical:)
func surfaceFixedSizeAxes(_ text: Text) -> some View { text.fixedSize(horizontal: false, vertical: true) }
// surface: §3 layoutPriority(_:)
func surfaceLayoutPriority(_ text: Text) -> some View { text.layoutPriority(Double(1)) }
// surface: §3 id(_:)
func surfaceID(_ text: Text) -> some View { text.id("row") }

// MARK: - §4 Animation and transitions

// surface: §4 View.animation(_:value:)
func surfaceAnimationValue(_ text: Text, _ height: CGFloat) -> some View { text.animation(Animation?.some(.easeOut), value: height) }
// surface: §4 View.animation(_:) implicit
func surfaceAnimationImplicit(_ view: SurfaceView) -> some View { view.animation(Animation?.some(.easeOut)) }
// surface: §4 View.animation(_:) (Self : Equatable)
func surfaceAnimationEquatable(_ text: Text) -> some View { text.animation(.default) }
// surface: §4 withAnimation(_:_:)
func surfaceWithAnimation() throws -> Int {
    withAnimation { }
    _ = withAnimation(.easeOut(duration: 0.25)) { 1 }
    return try withAnimation(Animation?.none) { () throws -> Int in 2 }
}
// surface: §4 Animation
func surfaceAnimationType(_ animation: Animation) -> Animation { animation }
// surface: §4 Animation.default
let surfaceAnimationDefault: Animation = .default
// surface: §4 easeIn(duration:)
let surfaceEaseInDuration: Animation = .easeIn(duration: TimeInterval(0.2))
// surface: §4 easeOut(duration:)
let surfaceEaseOutDuration: Animation = .easeOut(duration: TimeInterval(0.2))
// surface: §4 easeInOut(duration:)
let surfaceEaseInOutDuration: Animation = .easeInOut(duration: TimeInterval(0.2))
// surface: §4 easeIn / easeOut / easeInOut
let surfaceEases: [Animation] = [.easeIn, .easeOut, .easeInOut]
// surface: §4 spring(response:…)
let surfaceSprings: [Animation] = [
    .spring(response: Double(0.4), dampingFraction: Double(0.8), blendDuration: TimeInterval(0)), .spring(response: 0.3), .spring(),
]
// surface: §4 View.transition(_:)
func surfaceTransition(_ text: Text) -> some View { text.transition(AnyTransition.opacity) }
// surface: §4 AnyTransition
func surfaceAnyTransitionType(_ transition: AnyTransition) -> AnyTransition { transition }
// surface: §4 AnyTransition.offset(x:y:)
let surfaceTransitionOffset: [AnyTransition] = [.offset(x: CGFloat(0), y: CGFloat(40)), .offset(y: 40)]

// MARK: - §5 Lifecycle and event modifiers

// surface: §5 onAppear(perform:)
func surfaceOnAppear(_ text: Text) -> some View { text.onAppear(perform: (() -> Void)?.some({})).onAppear() }
// surface: §5 onDisappear(perform:)
func surfaceOnDisappear(_ text: Text) -> some View { text.onDisappear(perform: (() -> Void)?.none).onDisappear {} }
// surface: §5 onReceive(_:perform:)
func surfaceOnReceive(_ text: Text, _ subject: PassthroughSubject<CGFloat, Never>) -> some View {
    text.onReceive(subject, perform: { (_: CGFloat) in })
}
// surface: §5 onChange(of:perform:)
func surfaceOnChangeOne(_ text: Text, _ height: CGFloat) -> some View { text.onChange(of: height, perform: { (_: CGFloat) in }) }
// surface: §5 onChange two-parameter
func surfaceOnChangeTwo(_ text: Text, _ height: CGFloat) -> some View {
    text.onChange(of: height, initial: true, { (_: CGFloat, _: CGFloat) in }).onChange(of: height) { _, _ in }
}
// surface: §5 onChange zero-parameter
func surfaceOnChangeZero(_ text: Text, _ height: CGFloat) -> some View { text.onChange(of: height, initial: false, {}).onChange(of: height) {} }
// surface: §5 task(name:priority:file:line:_:)
func surfaceTask(_ text: Text) -> some View {
    text.task(name: "load", priority: TaskPriority.userInitiated, file: #fileID, line: #line) {}.task {}
}

// MARK: - §6 Focus and keyboard

// support: a focus field
enum SurfaceField: Hashable { case name, email }
// surface: §6 View.focused(_:)
func surfaceFocused(_ text: TextField<Text>, _ focus: FocusState<Bool>.Binding) -> some View { text.focused(focus) }
// surface: §6 View.focused(_:equals:)
func surfaceFocusedEquals(_ text: TextField<Text>, _ focus: FocusState<SurfaceField?>.Binding) -> some View {
    text.focused(focus, equals: SurfaceField?.some(.name))
}
// surface: §6 View.submitLabel(_:)
func surfaceSubmitLabel(_ text: TextField<Text>) -> some View { text.submitLabel(SubmitLabel.next) }
// surface: §6 SubmitLabel
func surfaceSubmitLabelType(_ label: SubmitLabel) -> SubmitLabel { label }
// surface: §6 SubmitLabel members
let surfaceSubmitLabels: [SubmitLabel] = [.done, .go, .join, .next, .route, .search, .send, .return, .continue]
// surface: §6 View.onSubmit(of:_:)
func surfaceOnSubmit(_ text: TextField<Text>) -> some View { text.onSubmit(of: SubmitTriggers.text, {}).onSubmit {} }
// surface: §6 View.scrollDismissesKeyboard(_:)
func surfaceScrollDismisses(_ text: Text) -> some View { text.scrollDismissesKeyboard(ScrollDismissesKeyboardMode.interactively) }
// surface: §6 ScrollDismissesKeyboardMode
func surfaceScrollDismissesType(_ mode: ScrollDismissesKeyboardMode) -> ScrollDismissesKeyboardMode { mode }
// surface: §6 …members
let surfaceScrollDismissModes: [ScrollDismissesKeyboardMode] = [.interactively, .automatic, .immediately, .never]
// surface: §6 EnvironmentValues.scrollDismissesKeyboardMode
func surfaceEnvironmentScrollDismiss(_ values: inout EnvironmentValues) {
    let mode: ScrollDismissesKeyboardMode = values.scrollDismissesKeyboardMode
    values.scrollDismissesKeyboardMode = mode
}

// MARK: - §7 Property wrappers and observation

// support: a model
final class SurfaceModel: ObservableObject {
    @Published var height: CGFloat = 0
}
// surface: §7 State
struct SurfaceStateView: View {
    @State private var height: CGFloat = 0
    @State private var text: String?
    @State(initialValue: 1) private var count: Int
    var body: some View { Text("\(height) \(text ?? "") \(count)") }
}
// surface: §7 State.init(wrappedValue:)
func surfaceStateWrapped() -> State<CGFloat> { State(wrappedValue: CGFloat(0)) }
// surface: §7 State.init(initialValue:)
func surfaceStateInitial() -> State<CGFloat> { State(initialValue: CGFloat(0)) }
// surface: §7 State.init()
func surfaceStateNil() -> State<String?> { State() }
// surface: §7 State.wrappedValue
func surfaceStateValue(_ state: State<CGFloat>) -> CGFloat {
    state.wrappedValue = 4  // nonmutating set: `state` is a `let`
    return state.wrappedValue
}
// surface: §7 State.projectedValue
func surfaceStateProjected(_ state: State<CGFloat>) -> Binding<CGFloat> { state.projectedValue }
// surface: §7 State macro (Xcode 27)
struct SurfaceStateMacroSpelling: View {
    // Xcode 27's `@State(initialValue:)` macro spelling, served by the wrapper's init(initialValue:).
    @State(initialValue: CGFloat(0)) var height: CGFloat
    var body: some View { Text("\(height)") }
}
// surface: §7 Binding
struct SurfaceBindingView: View {
    @Binding var height: CGFloat
    var body: some View { Text("\(height)") }
}
// surface: §7 Binding.constant(_:)
func surfaceBindingConstant() -> Binding<CGFloat> { Binding<CGFloat>.constant(0) }
// surface: §7 Binding.init(get:set:)
func surfaceBindingGetSet() -> Binding<CGFloat> {
    let get: @Sendable () -> CGFloat = { 0 }
    let set: @Sendable (CGFloat) -> Void = { _ in }
    return Binding(get: get, set: set)
}
// surface: §7 Binding.init(_:) unwrap
func surfaceBindingUnwrap(_ optional: Binding<CGFloat?>) -> Binding<CGFloat>? { Binding(optional) }
// surface: §7 Binding dynamic member
func surfaceBindingMember(_ size: Binding<CGSize>) -> Binding<CGFloat> { size.height }
// surface: §7 FocusState
struct SurfaceFocusView: View {
    @FocusState private var isFocused: Bool
    @FocusState private var field: SurfaceField?
    var body: some View { TextField("a", text: .constant("")).focused($isFocused).focused($field, equals: .email) }
}
// surface: §7 FocusState.wrappedValue
func surfaceFocusValue(_ focus: FocusState<Bool>) -> Bool {
    focus.wrappedValue = true  // nonmutating set
    return focus.wrappedValue
}
// surface: §7 FocusState.projectedValue
func surfaceFocusProjected(_ focus: FocusState<Bool>) -> FocusState<Bool>.Binding { focus.projectedValue }
// surface: §7 FocusState.Binding
struct SurfaceFocusChild: View {
    @FocusState.Binding var isFocused: Bool
    var body: some View { Text(isFocused ? "a" : "b") }
}
// surface: §7 StateObject
struct SurfaceStateObjectView: View {
    @StateObject private var model = SurfaceModel()
    var body: some View { Text("\(model.height)") }
}
// surface: §7 StateObject.init(wrappedValue:)
func surfaceStateObjectInit() -> StateObject<SurfaceModel> { StateObject(wrappedValue: SurfaceModel()) }
// surface: §7 StateObject.projectedValue
@MainActor func surfaceStateObjectProjected(_ object: StateObject<SurfaceModel>) -> Binding<CGFloat> { object.projectedValue.height }
// surface: §7 ObservedObject
struct SurfaceObservedView: View {
    @ObservedObject var model = SurfaceModel()
    var body: some View { Text("\(model.height)") }
}
// surface: §7 ObservedObject.init(wrappedValue:)
@MainActor func surfaceObservedInit() -> ObservedObject<SurfaceModel> { ObservedObject(wrappedValue: SurfaceModel()) }
// surface: §7 ObservedObject.wrappedValue
@MainActor func surfaceObservedValue(_ object: ObservedObject<SurfaceModel>) -> SurfaceModel { object.wrappedValue }
// surface: §7 ObservedObject.Wrapper
@MainActor func surfaceObservedWrapper(_ wrapper: ObservedObject<SurfaceModel>.Wrapper) -> Binding<CGFloat> { wrapper.height }
// surface: §7 EnvironmentObject
struct SurfaceEnvironmentObjectView: View {
    @EnvironmentObject var model: SurfaceModel
    var body: some View { Text("\(model.height)") }
}
// surface: §7 EnvironmentObject.wrappedValue
@MainActor func surfaceEnvironmentObjectValue(_ object: EnvironmentObject<SurfaceModel>) -> SurfaceModel { object.wrappedValue }
// surface: §7 Environment
struct SurfaceEnvironmentView: View {
    @Environment(\.scrollDismissesKeyboardMode) private var mode
    var body: some View { Text("a") }
}
// surface: §7 Environment.init(_:)
func surfaceEnvironmentInit() -> Environment<ScrollDismissesKeyboardMode> { Environment(\EnvironmentValues.scrollDismissesKeyboardMode) }
// surface: §7 Environment.wrappedValue
func surfaceEnvironmentValue(_ environment: Environment<ScrollDismissesKeyboardMode>) -> ScrollDismissesKeyboardMode { environment.wrappedValue }
// surface: §7 Published (Combine)
final class SurfacePublishedModel: ObservableObject {
    @Published var height: CGFloat = 0
    @Published var name: String?
}
// surface: §7 Published.init(initialValue:)
func surfacePublishedInit() -> Published<CGFloat> { Published(initialValue: CGFloat(0)) }
// surface: §7 Published.projectedValue
func surfacePublishedProjected(_ published: inout Published<CGFloat>) -> Published<CGFloat>.Publisher {
    let publisher = published.projectedValue
    published.projectedValue = publisher  // { mutating get set }
    return publisher
}
// surface: §7 Published.Publisher
func surfacePublishedPublisher(_ model: SurfacePublishedModel) -> AnyPublisher<CGFloat, Never> { model.$height.eraseToAnyPublisher() }
// surface: §7 ObservableObject (Combine)
final class SurfaceObservable: ObservableObject {}
// surface: §7 …associated type
final class SurfaceCustomWillChange: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
}
func surfaceObjectWillChangeType() -> SurfaceCustomWillChange.ObjectWillChangePublisher.Type { PassthroughSubject<Void, Never>.self }
// surface: §7 …requirement
func surfaceObjectWillChangeRequirement<O: ObservableObject>(_ object: O) -> O.ObjectWillChangePublisher { object.objectWillChange }
// surface: §7 …default
func surfaceObjectWillChangeDefault(_ model: SurfaceModel) -> ObservableObjectPublisher { model.objectWillChange }
// surface: §7 ObservableObjectPublisher
func surfaceObservableObjectPublisher() -> ObservableObjectPublisher {
    let publisher = ObservableObjectPublisher()
    publisher.send()
    return publisher
}

// MARK: - §8 Combine: protocols, subscribers, cancellation

// support: an app's own publisher, subscription and subscriber
/// A publisher written by an app, the way Combine's documentation describes one.
struct SurfaceCustomPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never
    func receive<S>(subscriber: S) where S: Subscriber, Never == S.Failure, Int == S.Input {
        let subscription = SurfaceSubscription(subscriber: subscriber)
        subscriber.receive(subscription: subscription)
    }
}
/// Sends 1, 2, 3 as demanded, then finishes.
final class SurfaceSubscription<S: Subscriber>: Subscription where S.Input == Int, S.Failure == Never {
    private var subscriber: S?
    private var next = 1
    init(subscriber: S) { self.subscriber = subscriber }
    func request(_ demand: Subscribers.Demand) {
        var demand = demand
        while demand > .none, next <= 3, let subscriber {
            demand -= 1
            demand += subscriber.receive(next)
            next += 1
        }
        if next > 3 { subscriber?.receive(completion: .finished); subscriber = nil }
    }
    func cancel() { subscriber = nil }
}
/// A subscriber written by an app: takes two values, one at a time.
final class SurfaceCustomSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    var received: [Int] = []
    var finished = false
    var subscription: (any Subscription)?
    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.max(1))
    }
    func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return received.count < 2 ? .max(1) : .none
    }
    func receive(completion: Subscribers.Completion<Never>) { finished = true }
}
// surface: §8 Publisher
func surfacePublisherProtocol<P: Publisher>(_ publisher: P) -> (P.Output.Type, P.Failure.Type) { (P.Output.self, P.Failure.self) }
func surfacePublisherPrimary(_ publisher: any Publisher<Int, Never>) -> any Publisher<Int, Never> { publisher }
// surface: §8 Publisher.Output
typealias SurfacePublisherOutput = SurfaceCustomPublisher.Output
// surface: §8 Publisher.Failure
typealias SurfacePublisherFailure = SurfaceCustomPublisher.Failure
// surface: §8 receive(subscriber:)
func surfaceReceiveSubscriber() -> [Int] {
    let subscriber = SurfaceCustomSubscriber()
    PassthroughSubject<Int, Never>().receive(subscriber: subscriber)
    SurfaceCustomPublisher().receive(subscriber: subscriber)
    return subscriber.received
}
// surface: §8 subscribe(_:)
func surfaceSubscribe() -> [Int] {
    let subscriber = SurfaceCustomSubscriber()
    Just(5).subscribe(subscriber)
    return subscriber.received
}
// surface: §8 Subscriber
func surfaceSubscriberProtocol(_ subscriber: any Subscriber<Int, Never>) -> CombineIdentifier { subscriber.combineIdentifier }
// surface: §8 receive(subscription:)
func surfaceReceiveSubscription(_ subscriber: SurfaceCustomSubscriber, _ subscription: any Subscription) { subscriber.receive(subscription: subscription) }
// surface: §8 receive(_:)
func surfaceReceiveInput(_ subscriber: SurfaceCustomSubscriber) -> Subscribers.Demand { subscriber.receive(1) }
// surface: §8 receive(completion:)
func surfaceReceiveCompletion(_ subscriber: SurfaceCustomSubscriber) { subscriber.receive(completion: Subscribers.Completion<Never>.finished) }
// surface: §8 Subscription
func surfaceSubscriptionProtocol(_ subscription: any Subscription) -> CombineIdentifier {
    subscription.cancel()
    return subscription.combineIdentifier
}
// surface: §8 Subscription.request(_:)
func surfaceSubscriptionRequest(_ subscription: any Subscription) { subscription.request(Subscribers.Demand.unlimited) }
// surface: §8 Subscribers.Completion
func surfaceCompletionType() -> [Subscribers.Completion<SurfaceError>] { [.finished] }
// surface: §8 Completion.failure
func surfaceCompletionFailure(_ error: SurfaceError) -> Subscribers.Completion<SurfaceError> { .failure(error) }
// surface: §8 Subscribers.Demand
func surfaceDemand() -> (Subscribers.Demand, Int?) {
    var demand = Subscribers.Demand.none + 2
    demand -= 1
    return (demand, demand.max)
}
// surface: §8 Demand.max(_:)
let surfaceDemandMax: Subscribers.Demand = .max(Int(3))
// surface: §8 Demand.unlimited
let surfaceDemandUnlimited: Subscribers.Demand = .unlimited
// surface: §8 Subscribers.Sink
func surfaceSink() -> Subscribers.Sink<Int, Never> {
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    Just(1).subscribe(sink)
    return sink
}
// surface: §8 Subscribers.Assign
func surfaceAssign(_ model: SurfaceModel) -> Subscribers.Assign<SurfaceModel, CGFloat> {
    let assign = Subscribers.Assign(object: model, keyPath: \SurfaceModel.height)
    Just(CGFloat(4)).subscribe(assign)
    return assign
}
// surface: §8 Cancellable
func surfaceCancellableProtocol(_ cancellable: any Cancellable) -> any Cancellable { cancellable }
// surface: §8 Cancellable.cancel()
func surfaceCancel(_ cancellable: any Cancellable) { cancellable.cancel() }
// surface: §8 Cancellable.store(in:)
func surfaceCancellableStore(_ cancellable: some Cancellable) -> (Set<AnyCancellable>, [AnyCancellable]) {
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    cancellable.store(in: &set)
    cancellable.store(in: &array)
    return (set, array)
}
// surface: §8 AnyCancellable
func surfaceAnyCancellableType(_ cancellable: AnyCancellable) -> any Cancellable & Hashable { cancellable }
// surface: §8 AnyCancellable.init(_:)
func surfaceAnyCancellableClosure() -> AnyCancellable { AnyCancellable({}) }
// surface: §8 AnyCancellable.init(_:) wrap
func surfaceAnyCancellableWrap(_ other: AnyCancellable) -> AnyCancellable { AnyCancellable(other) }
// surface: §8 AnyCancellable.store(in:)
func surfaceAnyCancellableStore(_ cancellable: AnyCancellable) -> (Set<AnyCancellable>, [AnyCancellable]) {
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    cancellable.store(in: &set)
    cancellable.store(in: &array)
    return (set, array)
}

// MARK: - §9 Combine: publishers and subjects

// surface: §9 Just
func surfaceJustType(_ just: Just<Int>) -> AnyPublisher<Int, Never> { just.eraseToAnyPublisher() }
// surface: §9 Just.init(_:)
let surfaceJust = Just(CGFloat(1))
// surface: §9 Just.output
func surfaceJustOutput(_ just: Just<Int>) -> Int { just.output }
// surface: §9 Subject
func surfaceSubjectProtocol(_ subject: any Subject<Int, Never>) { subject.send(1) }
// surface: §9 Subject.send(_:)
func surfaceSubjectSend(_ subject: PassthroughSubject<Int, Never>) { subject.send(Int(1)) }
// surface: §9 Subject.send(completion:)
func surfaceSubjectComplete(_ subject: PassthroughSubject<Int, SurfaceError>) { subject.send(completion: .finished) }
// surface: §9 Subject.send() (Output == Void)
func surfaceSubjectSendVoid(_ subject: PassthroughSubject<Void, Never>) { subject.send() }
// surface: §9 PassthroughSubject
typealias SurfacePassthrough = PassthroughSubject<CGFloat, Never>
// surface: §9 PassthroughSubject.init()
let surfacePassthrough = PassthroughSubject<CGFloat, Never>()
// surface: §9 CurrentValueSubject
typealias SurfaceCurrentValue = CurrentValueSubject<CGFloat, Never>
// surface: §9 CurrentValueSubject.init(_:)
let surfaceCurrentValue = CurrentValueSubject<CGFloat, Never>(CGFloat(0))
// surface: §9 CurrentValueSubject.value
func surfaceCurrentValueValue(_ subject: CurrentValueSubject<CGFloat, Never>) -> CGFloat {
    subject.value = 3
    return subject.value
}
// surface: §9 AnyPublisher
typealias SurfaceAnyPublisher = AnyPublisher<CGFloat, Never>
// surface: §9 AnyPublisher.init(_:)
func surfaceAnyPublisherInit() -> AnyPublisher<CGFloat, Never> { AnyPublisher(Just(CGFloat(1))) }
// surface: §9 Publishers.Merge
typealias SurfaceMerge = Publishers.Merge<Just<Int>, PassthroughSubject<Int, Never>>
// surface: §9 Merge.init(_:_:)
func surfaceMergeInit() -> Publishers.Merge<Just<Int>, PassthroughSubject<Int, Never>> { Publishers.Merge(Just(1), PassthroughSubject()) }
// surface: §9 Merge.merge(with:)
func surfaceMergeMerge() -> Publishers.Merge3<Just<Int>, Just<Int>, PassthroughSubject<Int, Never>> {
    Publishers.Merge(Just(1), Just(2)).merge(with: PassthroughSubject<Int, Never>())
}
// surface: §9 Publishers.MergeMany
typealias SurfaceMergeMany = Publishers.MergeMany<Just<Int>>
// surface: §9 MergeMany.init(_:) variadic
func surfaceMergeManyVariadic() -> Publishers.MergeMany<Just<Int>> { Publishers.MergeMany(Just(1), Just(2), Just(3)) }
// surface: §9 MergeMany.init(_:) sequence
func surfaceMergeManySequence() -> Publishers.MergeMany<Just<Int>> { Publishers.MergeMany([Just(1), Just(2)]) }

// MARK: - §10 Combine: operators

// surface: §10 map(_:)
func surfaceMap(_ subject: PassthroughSubject<Notification, Never>) -> Publishers.Map<PassthroughSubject<Notification, Never>, CGFloat> {
    subject.map { _ in CGFloat(0) }
}
// surface: §10 compactMap(_:)
func surfaceCompactMap(_ subject: PassthroughSubject<Notification, Never>) -> Publishers.CompactMap<PassthroughSubject<Notification, Never>, CGRect> {
    subject.compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
}
// surface: §10 filter(_:)
func surfaceFilter(_ subject: PassthroughSubject<CGFloat, Never>) -> Publishers.Filter<PassthroughSubject<CGFloat, Never>> { subject.filter { $0 > 0 } }
// surface: §10 merge(with:) generic
func surfaceMergeWith(_ a: PassthroughSubject<CGFloat, Never>) -> Publishers.Merge<PassthroughSubject<CGFloat, Never>, Just<CGFloat>> {
    a.merge(with: Just(0))
}
// surface: §10 merge(with:) same type
func surfaceMergeWithSelf(_ a: Just<CGFloat>) -> Publishers.MergeMany<Just<CGFloat>> { a.merge(with: Just(1)) }
// surface: §10 removeDuplicates()
func surfaceRemoveDuplicates(_ a: PassthroughSubject<CGFloat, Never>) -> Publishers.RemoveDuplicates<PassthroughSubject<CGFloat, Never>> {
    a.removeDuplicates()
}
// surface: §10 removeDuplicates(by:)
func surfaceRemoveDuplicatesBy(_ a: PassthroughSubject<CGRect, Never>) -> Publishers.RemoveDuplicates<PassthroughSubject<CGRect, Never>> {
    a.removeDuplicates(by: { $0.height == $1.height })
}
// surface: §10 receive(on:options:)
func surfaceReceiveOn(_ a: PassthroughSubject<CGFloat, Never>) -> Publishers.ReceiveOn<PassthroughSubject<CGFloat, Never>, DispatchQueue> {
    _ = a.receive(on: RunLoop.main, options: RunLoop.SchedulerOptions?.none)
    return a.receive(on: DispatchQueue.main)
}
// surface: §10 debounce(for:scheduler:options:)
func surfaceDebounce(_ a: PassthroughSubject<CGFloat, Never>) -> Publishers.Debounce<PassthroughSubject<CGFloat, Never>, DispatchQueue> {
    _ = a.debounce(for: RunLoop.SchedulerTimeType.Stride(0.3), scheduler: RunLoop.main, options: nil)
    _ = a.debounce(for: 0.3, scheduler: DispatchQueue.main)
    return a.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
}
// surface: §10 eraseToAnyPublisher()
func surfaceErase(_ a: PassthroughSubject<CGFloat, Never>) -> AnyPublisher<CGFloat, Never> { a.eraseToAnyPublisher() }
// surface: §10 sink(receiveCompletion:receiveValue:)
func surfaceSinkBoth(_ a: PassthroughSubject<CGFloat, SurfaceError>) -> AnyCancellable {
    a.sink(receiveCompletion: { (_: Subscribers.Completion<SurfaceError>) in }, receiveValue: { (_: CGFloat) in })
}
// surface: §10 sink(receiveValue:)
func surfaceSinkValue(_ a: PassthroughSubject<CGFloat, Never>) -> AnyCancellable { a.sink(receiveValue: { (_: CGFloat) in }) }
// surface: §10 assign(to:on:)
func surfaceAssignOn(_ a: PassthroughSubject<CGFloat, Never>, _ model: SurfaceModel) -> AnyCancellable { a.assign(to: \.height, on: model) }
// surface: §10 assign(to:)
final class SurfaceAssignToModel: ObservableObject {
    @Published var height: CGFloat = 0
    init(_ source: PassthroughSubject<CGFloat, Never>) { source.assign(to: &$height) }
}

// MARK: - §11 Schedulers

// support: an app's own scheduler
/// A scheduler written by an app: runs everything at once.
struct SurfaceScheduler: Scheduler {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = Never
    var now: SchedulerTimeType { DispatchQueue.main.now }
    var minimumTolerance: SchedulerTimeType.Stride { .zero }
    func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) { action() }
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: Never?,
                  _ action: @escaping () -> Void) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
// surface: §11 Scheduler
func surfaceSchedulerProtocol(_ scheduler: any Scheduler<DispatchQueue.SchedulerTimeType>) -> any Scheduler { scheduler }
// surface: §11 minimumTolerance
func surfaceMinimumTolerance(_ queue: DispatchQueue) -> DispatchQueue.SchedulerTimeType.Stride { queue.minimumTolerance }
// surface: §11 schedule(after:interval:…)
func surfaceScheduleRepeating(_ queue: DispatchQueue) -> any Cancellable {
    queue.schedule(after: queue.now, interval: .seconds(1), tolerance: .zero, options: nil) {}
}
// surface: §11 schedule(after:_:)
func surfaceScheduleAfter(_ queue: DispatchQueue) { queue.schedule(after: queue.now.advanced(by: .milliseconds(300))) {} }
// surface: §11 milliseconds(_:)
let surfaceMilliseconds: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
// surface: §11 DispatchQueue.SchedulerTimeType
func surfaceDispatchTimeType(_ time: DispatchQueue.SchedulerTimeType) -> (DispatchTime, DispatchQueue.SchedulerTimeType.Stride) {
    (time.dispatchTime, time.distance(to: time.advanced(by: 0.5)))
}
// surface: §11 RunLoop.SchedulerTimeType.Stride
let surfaceRunLoopStride: RunLoop.SchedulerTimeType.Stride = .seconds(0.3)
