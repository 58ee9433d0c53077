import ClearanceUIKit

/// `swiftui-keyboard-safe-area`: the seeds' `SignUpForm` (seeds 000/002): a `UIScrollView` of
/// focusable fields relying on SwiftUI's own keyboard avoidance (iOS 14+), dismissed
/// interactively (iOS 16+).
public struct SwiftUIKeyboardSafeArea: AvoidanceStrategy {
    public init() {}
    public var id: String { "swiftui-keyboard-safe-area" }
    public var summary: String { "ScrollView { VStack(spacing: 16) { … }.padding() }.scrollDismissesKeyboard(.interactively); SwiftUI avoids the keyboard" }
    public var source: String { "seeds 000/002, SignUpForm (@FocusState iOS 15+, NavigationStack and scrollDismissesKeyboard iOS 16+)" }
    public var iOSVersions: ClosedRange<Int> { 16...26 }
    public var containers: [Form.Container] { [.swiftUIForm] }
    /// SwiftUI shrinks the scroll view to the keyboard's top.
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["ScrollView"]) }

    public func makeScreen(for form: Form) -> UIViewController {
        let items = FormViews.swiftUIItems(form)
        return HostingController(rootView:
            SwiftUIView.scrollView {
                SwiftUIView.vStack(spacing: 16) {
                    items
                }
                .padding()
            }
            .scrollDismissesKeyboard(.interactively))
    }
}

/// `swiftui-ignores-keyboard`: the seeds' "keep it still" example: a background that ignores
/// the keyboard region behind a `VStack` with the fields at its bottom.
public struct SwiftUIIgnoresKeyboard: AvoidanceStrategy {
    public init() {}
    public var id: String { "swiftui-ignores-keyboard" }
    public var summary: String { "ZStack { background.ignoresSafeArea(.keyboard); VStack { Spacer(); fields } }" }
    public var source: String { "seeds 000/002, 'Hold still: ignoresSafeArea(.keyboard)' (iOS 14+)" }
    public var iOSVersions: ClosedRange<Int> { 14...26 }
    public var containers: [Form.Container] { [.swiftUIForm] }
    /// SwiftUI moves the stack's bottom to the keyboard's top; its `.padding()` keeps 16 pt.
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 16, pinnedViewNames: ["form"]) }

    public func makeScreen(for form: Form) -> UIViewController {
        let items = FormViews.swiftUIItems(form)
        return HostingController(rootView:
            SwiftUIView.zStack {
                SwiftUIView.color()
                    .ignoresSafeArea(.keyboard)   // the background stays put
                    .named("background")
                SwiftUIView.vStack {
                    SwiftUIView.spacer()
                    items
                }
                .named("form")
                .padding()
            })
    }
}

/// `swiftui-offset-by-height`: seed 004: a `KeyboardProperties` singleton fed by
/// `keyboardDidShow`/`keyboardDidHide`, and `.offset(y: -kbHeight)` with
/// `.animation(.easeIn(duration: 0.2))` on the field.
public struct SwiftUIOffsetByHeight: AvoidanceStrategy {
    public init() {}
    public var id: String { "swiftui-offset-by-height" }
    public var summary: String { "keyboardDidShow frame height → .offset(y: -height) with .animation(.easeIn(duration: 0.2))" }
    public var source: String { "seed 004, 'Keyboard-aware views' (KeyboardProperties, Combine)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [Form.Container] { [.swiftUIForm] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }

    /// The seed's `ObservableObject` singleton, one per world.
    final class KeyboardProperties {
        var frame = CGRect.zero {
            didSet { for subscriber in subscribers { subscriber() } }
        }
        var subscribers: [() -> Void] = []

        static var shared: KeyboardProperties {
            World.current!.singleton(KeyboardProperties.self) { KeyboardProperties() }
        }

        init() {
            // subscription = publisher(for: keyboardDidShowNotification) … .merge(didHide → .zero) .assign(to: \.frame)
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { [unowned self] note in
                if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { self.frame = frame }
            }
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main) { [unowned self] _ in
                self.frame = .zero
            }
        }
    }

    public func makeScreen(for form: Form) -> UIViewController {
        let keyboardProps = KeyboardProperties.shared   // @ObservedObject
        let host = HostingController {
            let kbHeight = keyboardProps.frame.height
            return SwiftUIView.vStack {
                // Pushes TextField to the bottom of view
                SwiftUIView.spacer()
                for (index, item) in FormViews.swiftUIItems(form).enumerated() {
                    if form.items[index].kind.isTextInput {
                        // Text field will now be pushed up by the keyboard
                        item.offset(y: -kbHeight)
                            // A little animation to soothe things up
                            .animation(.easeIn, duration: 0.2)
                    } else {
                        item
                    }
                }
            }
        }
        keyboardProps.subscribers.append { [weak host] in host?.setNeedsUpdate() }
        return host
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
    public var containers: [Form.Container] { [.table] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0, scrolling: .unspecified) }  // UIKit scrolls for it

    public func makeScreen(for form: Form) -> UIViewController { FormTableViewController(form: form) }

    final class FormTableViewController: UITableViewController {
        let form: Form
        init(form: Form) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.contentInset.bottom = form.scrollContentInset
            for (index, view) in FormViews.makeItems(form).enumerated() {
                tableView.append(UITableViewCell(content: view, rowHeight: form.items[index].height + max(form.spacing, 8) + 8, name: "cell\(index)"))
            }
        }
    }
}
