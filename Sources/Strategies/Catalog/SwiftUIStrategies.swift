import ClearanceUIKit
import ClearanceSwiftUI

/// `swiftui-keyboard-safe-area`: the seeds' `SignUpForm` (seeds 000/002) with the generated
/// form's items: a `ScrollView` of fields focused through `@FocusState`, relying on
/// SwiftUI's own keyboard avoidance (iOS 14+), dismissed interactively (iOS 16+).
public struct SwiftUIKeyboardSafeArea: AvoidanceStrategy {
    public init() {}
    public var id: String { "swiftui-keyboard-safe-area" }
    public var summary: String { "ScrollView { VStack(spacing: 16) { … }.padding() }.scrollDismissesKeyboard(.interactively); SwiftUI avoids the keyboard" }
    public var source: String { "seeds 000/002, SignUpForm (@FocusState iOS 15+, NavigationStack and scrollDismissesKeyboard iOS 16+)" }
    public var iOSVersions: ClosedRange<Int> { 16...26 }
    public var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    /// SwiftUI shrinks the scroll view to the keyboard's top.
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["ScrollView"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController {
        UIHostingController(rootView: SignUpForm(form: form))
    }

    /// The seed's form, its three fields replaced by the generated items (their text in one
    /// `@State`, as the seed keeps `name`, `email` and `password`).
    struct SignUpForm: View {
        let form: GeneratedForm
        @State private var texts: [Int: String] = [:]
        @FocusState private var focusedField: Int?          // iOS 15+

        var body: some View {
            NavigationStack {                                  // iOS 16+
                ScrollView {
                    VStack(spacing: 16) {
                        ForEach(form.items.indices, id: \.self) { index in
                            FormItem(item: form.items[index], index: index, text: $texts.text(index))
                                .focused($focusedField, equals: index)
                                .submitLabel(.next)
                        }
                    }
                    .textFieldStyle(.roundedBorder)
                    .padding()
                }
                .scrollDismissesKeyboard(.interactively)       // iOS 16+
                .onSubmit {                                    // iOS 15+
                    let inputs = form.textInputIndices
                    if let current = focusedField, let position = inputs.firstIndex(of: current), position + 1 < inputs.count {
                        focusedField = inputs[position + 1]
                    } else {
                        focusedField = nil                     // dismisses the keyboard
                    }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {   // iOS 15+
                        Spacer()
                        Button("Done") { focusedField = nil }
                    }
                }
                .navigationTitle("Sign up")
            }
        }
    }
}

/// `swiftui-scroll-to-focused`: the careful SwiftUI form, the reference for SwiftUI screens
/// (``Clearance/baseline(for:)``): the seed's `SignUpForm` with the fix apps add because
/// SwiftUI's keyboard avoidance does not scroll a focused `TextEditor` into view
/// (``Assumption/swiftUIScrollsToFocusedTextEditor``): a `ScrollViewReader` that scrolls to
/// the focused item when the focus moves and when the keyboard comes to cover more of the
/// screen (not while it goes down: a jump then lands the content under the keyboard still
/// drawn there).
public struct SwiftUIScrollToFocused: AvoidanceStrategy {
    public init() {}
    public var id: String { "swiftui-scroll-to-focused" }
    public var summary: String { "SignUpForm in a ScrollViewReader: proxy.scrollTo(focused) on focus changes and when the keyboard's frame comes to cover more of the screen; SwiftUI avoids the keyboard" }
    public var source: String { "seeds 000/002, SignUpForm; SOLPLY/SOLPLY-iOS PR #306 (2025: a TextEditor in a ScrollView is not scrolled above the keyboard; ScrollViewReader scrolls to it on the focus change)" }
    public var iOSVersions: ClosedRange<Int> { 16...26 }
    public var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    /// SwiftUI shrinks the scroll view to the keyboard's top.
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["ScrollView"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController {
        UIHostingController(rootView: ScrollingSignUpForm(form: form))
    }

    struct ScrollingSignUpForm: View {
        let form: GeneratedForm
        @State private var texts: [Int: String] = [:]
        @FocusState private var focusedField: Int?

        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 16) {
                            ForEach(form.items.indices, id: \.self) { index in
                                FormItem(item: form.items[index], index: index, text: $texts.text(index))
                                    .focused($focusedField, equals: index)
                                    .submitLabel(.next)
                                    .id(index)
                            }
                        }
                        .textFieldStyle(.roundedBorder)
                        .padding()
                    }
                    .scrollDismissesKeyboard(.interactively)
                    .onSubmit {
                        let inputs = form.textInputIndices
                        if let current = focusedField, let position = inputs.firstIndex(of: current), position + 1 < inputs.count {
                            focusedField = inputs[position + 1]
                        } else {
                            focusedField = nil
                        }
                    }
                    .onChange(of: focusedField) { scrollToFocused(proxy) }
                    // SwiftUI shrinks the scroll view for the keyboard after the notification:
                    // scroll once it has (the next turn of the main queue). Only when the
                    // keyboard comes to cover more of the screen: one that goes down (to the
                    // hardware keyboard's bar, without the predictive bar) hides nothing new,
                    // and a scroll then (not animated) drops the content at once onto where
                    // the keyboard is still drawn, for the first frames of its animation.
                    .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)) { notification in
                        guard let begin = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
                              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                        let screen = UIScreen.main.bounds
                        let was = begin.intersection(screen), will = end.intersection(screen)
                        guard !will.isEmpty, was.isEmpty || !was.contains(will) else { return }
                        DispatchQueue.main.async { scrollToFocused(proxy) }
                    }
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            Spacer()
                            Button("Done") { focusedField = nil }
                        }
                    }
                    .navigationTitle("Sign up")
                }
            }
        }

        /// Scrolls as little as possible to show the focused item.
        private func scrollToFocused(_ proxy: ScrollViewProxy) {
            guard let focusedField else { return }
            proxy.scrollTo(focusedField)
        }
    }
}

/// `swiftui-ignores-keyboard`: the seeds' "keep it still" example: a background image that
/// ignores the keyboard region behind a `VStack` with the fields at its bottom.
public struct SwiftUIIgnoresKeyboard: AvoidanceStrategy {
    public init() {}
    public var id: String { "swiftui-ignores-keyboard" }
    public var summary: String { "ZStack { background.ignoresSafeArea(.keyboard); VStack { Spacer(); fields } }" }
    public var source: String { "seeds 000/002, 'Hold still: ignoresSafeArea(.keyboard)' (iOS 14+)" }
    public var iOSVersions: ClosedRange<Int> { 14...26 }
    public var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    /// SwiftUI moves the stack's bottom to the keyboard's top; its `.padding()` keeps 16 pt.
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 16, pinnedViewNames: ["form"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController {
        UIHostingController(rootView: HoldStill(form: form))
    }

    struct HoldStill: View {
        let form: GeneratedForm
        @State private var texts: [Int: String] = [:]

        var body: some View {
            ZStack {
                Image("background")
                    .resizable()
                    .scaledToFill()
                    .ignoresSafeArea(.keyboard)   // the background stays put
                    .accessibilityIdentifier("background")
                VStack {
                    Spacer()
                    ForEach(form.items.indices, id: \.self) { index in
                        FormItem(item: form.items[index], index: index, text: $texts.text(index))
                    }
                }
                .accessibilityIdentifier("form")
                .padding()
            }
        }
    }
}

/// `swiftui-offset-by-height`: seed 004: a `KeyboardProperties` object fed by
/// `keyboardDidShow`/`keyboardDidHide` through Combine, and `.offset(y: -kbHeight)` with
/// `.animation(.easeIn(duration: 0.2))` on the field.
public struct SwiftUIOffsetByHeight: AvoidanceStrategy {
    public init() {}
    public var id: String { "swiftui-offset-by-height" }
    public var summary: String { "keyboardDidShow frame height → .offset(y: -height) with .animation(.easeIn(duration: 0.2))" }
    public var source: String { "seed 004, 'Keyboard-aware views' (KeyboardProperties, Combine)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }

    /// The seed's `ObservableObject`, as printed except `shared`: one per world (each
    /// scenario is a new launch of the app), where the seed's `static let` is one per process.
    final class KeyboardProperties: ObservableObject {
        static var shared: KeyboardProperties { World.current!.singleton(KeyboardProperties.self) { KeyboardProperties() } }

        @Published var frame = CGRect.zero
        var subscription: Cancellable?
        init() {
            subscription = NotificationCenter.default
                .publisher(for: UIResponder.keyboardDidShowNotification)
                .compactMap { $0.userInfo }
                .compactMap {
                    $0[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                }
                .merge(
                    with: NotificationCenter.default.publisher(for: UIResponder.keyboardDidHideNotification).map { _ in
                        CGRect.zero
                    }
                )
                .assign(to: \.frame, on: self)
        }
    }

    public func makeScreen(for form: GeneratedForm) -> UIViewController {
        UIHostingController(rootView: KeyboardAwareForm(form: form))
    }

    /// The seed's view, its one text field replaced by the generated items.
    struct KeyboardAwareForm: View {
        let form: GeneratedForm
        @State var texts: [Int: String] = [:]
        @ObservedObject var keyboardProps = KeyboardProperties.shared
        var kbHeight: CGFloat {
            keyboardProps.frame.height
        }

        var body: some View {
            VStack {
                // Pushes TextField to the bottom of view
                Spacer()
                ForEach(form.items.indices, id: \.self) { index in
                    if form.items[index].kind.isTextInput {
                        FormItem(item: form.items[index], index: index, text: $texts.text(index))
                            // Text field will now be pushed up by the keyboard
                            .offset(y: -kbHeight)
                            // A little animation to soothe things up
                            .animation(.easeIn(duration: 0.2))
                    } else {
                        FormItem(item: form.items[index], index: index, text: $texts.text(index))
                    }
                }
            }
        }
    }
}

/// One generated form item as a SwiftUI view, named for Clearance's reports by its
/// accessibility identifier (`item0`, `item1`, …); its text lives in the screen's state.
/// A SwiftUI strategy of your own lays the generated form out with it.
public struct FormItem: View {
    let item: GeneratedForm.Item
    let index: Int
    @Binding var text: String

    /// The view of `item`, the form's item number `index`, editing `text`.
    public init(item: GeneratedForm.Item, index: Int, text: Binding<String>) {
        self.item = item
        self.index = index
        _text = text
    }

    public var body: some View {
        switch item.kind {
        case .textField:
            TextField("Field \(index)", text: $text)
                .frame(height: item.height)
                .accessibilityIdentifier(GeneratedForm.itemName(index))
        case .secureField:
            SecureField("Password", text: $text)
                .frame(height: item.height)
                .accessibilityIdentifier(GeneratedForm.itemName(index))
        case .textView:
            TextEditor(text: $text)
                .frame(height: item.height)
                .accessibilityIdentifier(GeneratedForm.itemName(index))
        case .button:
            Button("Button \(index)") {}
                .frame(height: item.height)
                .accessibilityIdentifier(GeneratedForm.itemName(index))
        case .label:
            Text("Label \(index)")
                .frame(height: item.height)
                .accessibilityIdentifier(GeneratedForm.itemName(index))
        }
    }
}
extension Binding where Value == [Int: String] {
    /// A binding to the text of item `index` (the form's texts kept in one `@State`).
    public func text(_ index: Int) -> Binding<String> {
        Binding<String>(get: { self.wrappedValue[index] ?? "" }, set: { self.wrappedValue[index] = $0 })
    }
}

/// `table-view-controller`: seed 001's advice: use `UITableViewController`, which adjusts for
/// the keyboard itself.
public struct TableViewControllerStrategy: AvoidanceStrategy {
    public init() {}
    public var id: String { "table-view-controller" }
    public var summary: String { "UITableViewController with a field per row; UIKit adjusts the table" }
    public var source: String { "seed 001, 'UIScrollView and the keyboard' (UITableViewController)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.table] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0, scrolling: .unspecified) }  // UIKit scrolls for it

    public func makeScreen(for form: GeneratedForm) -> UIViewController { FormTableViewController(form: form) }

    final class FormTableViewController: UITableViewController {
        let form: GeneratedForm
        private var items: [UIView] = []

        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.contentInset.bottom = form.scrollContentInset
            tableView.register(FieldCell.self, forCellReuseIdentifier: "field")
            items = FormViews.makeItems(form)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            form.items[indexPath.row].height + max(form.spacing, 8) + 8
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! FieldCell
            cell.name = "cell\(indexPath.row)"
            cell.item = items[indexPath.row]
            return cell
        }
    }

    /// A row holding one form item, 16 pt in from the cell's safe area on each side and
    /// centred vertically.
    final class FieldCell: UITableViewCell {
        var item: UIView? {
            didSet {
                oldValue?.removeFromSuperview()
                if let item { contentView.addSubview(item) }
            }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            guard let item else { return }
            let height = max(0, item.intrinsicContentSize.height)
            let margins = safeAreaInsets.left + 16
            item.frame = CGRect(x: margins, y: (bounds.height - height) / 2, width: max(0, bounds.width - margins - 16 - safeAreaInsets.right), height: height)
        }
    }
}
