// SwiftUI screens written the way apps write them (the idioms of the tally in
// swiftui-combine-surface.md, "What real code uses most"), each with the verdict it should get.

#if canImport(SwiftUI)
import SwiftUI
#else
import ClearanceSwiftUI
#endif

/// Observers registered in `.onAppear` and never removed, feeding a `@State` keyboard height
/// that pads the bottom: from iOS 14 SwiftUI already keeps the field above the keyboard, so
/// the padding moves it a second time.
struct KeyboardPaddingChat: View {
    @State private var keyboardHeight: CGFloat = 0
    @State private var message = ""

    var body: some View {
        VStack {
            Spacer()
            TextField("Message", text: $message)
                .textFieldStyle(.roundedBorder)
                .padding()
        }
        .padding(.bottom, keyboardHeight)
        .onAppear {
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { notification in
                let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
                MainActor.assumeIsolated { keyboardHeight = frame.height }
            }
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { keyboardHeight = 0 }
            }
        }
    }
}

/// The same padding fed by a Combine keyboard model the view makes inline with
/// `@ObservedObject` (re-made whenever the parent re-evaluates).
final class KeyboardResponder: ObservableObject {
    @Published var currentHeight: CGFloat = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height }
            .merge(with: NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in CGFloat(0) })
            .receive(on: DispatchQueue.main)
            .assign(to: \.currentHeight, on: self)
            .store(in: &cancellables)
    }
}

struct KeyboardResponderForm: View {
    @ObservedObject var keyboard = KeyboardResponder()
    @State private var name = ""

    var body: some View {
        VStack {
            Spacer()
            TextField("Name", text: $name)
                .padding()
        }
        .padding(.bottom, keyboard.currentHeight)
        .animation(.easeOut(duration: 0.16), value: keyboard.currentHeight)
    }
}

/// The careful SwiftUI form: `@FocusState` and a `ScrollViewReader` that brings the focused
/// field to the middle, on top of SwiftUI's own keyboard avoidance.
struct ProfileForm: View {
    enum Field: Hashable, CaseIterable { case first, last, email, phone, street, city, zip, country }

    @State private var values: [Field: String] = [:]
    @FocusState private var focused: Field?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 24) {
                    ForEach(Field.allCases, id: \.self) { field in
                        TextField("\(field)", text: Binding(get: { values[field] ?? "" }, set: { values[field] = $0 }))
                            .focused($focused, equals: field)
                            .id(field)
                    }
                }
                .padding()
            }
            .scrollDismissesKeyboard(.interactively)
            .onChange(of: focused) { field in
                guard let field else { return }
                withAnimation {
                    proxy.scrollTo(field, anchor: .center)
                }
            }
        }
    }
}

/// The README's SwiftUI example, as printed there.
struct ChatView: View {
    @State private var keyboardHeight: CGFloat = 0
    @State private var message = ""
    var body: some View {
        VStack {
            Spacer()
            TextField("Message", text: $message).padding()
        }
        .padding(.bottom, keyboardHeight)   // found: no-double-shift/shifted-twice from iOS 14
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) {
            keyboardHeight = ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
        }
    }
}

/// iOS 17's way: an `@Observable` keyboard model that registers its own block observer and
/// publishes the keyboard's overlap, held in `@State` and padding the bottom. SwiftUI already
/// keeps the field above the keyboard, so the padding moves it a second time.
@Observable final class KeyboardOverlap {
    var height: CGFloat = 0
    @ObservationIgnored private var observer: NSObjectProtocol?

    init() {
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] notification in
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            MainActor.assumeIsolated { self?.height = max(0, UIScreen.main.bounds.height - frame.minY) }
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

struct ObservableKeyboardForm: View {
    @State private var keyboard = KeyboardOverlap()
    @State private var name = ""

    var body: some View {
        VStack {
            Spacer()
            TextField("Name", text: $name)
                .padding()
        }
        .padding(.bottom, keyboard.height)
    }
}

// The GeometryReader "keyboard-adaptive" modifier of 2020 (V8tr/KeyboardAvoidanceSwiftUI and
// its many copies), written here as apps carry it: a keyboard-height publisher, the current
// first responder found through `sendAction`, and a bottom padding that lifts the focused
// field just above the keyboard. Written for iOS 13; from iOS 14 SwiftUI lifts the field
// itself, so the padding moves it a second time (V8tr/KeyboardAvoidanceSwiftUI#8: "iOS 14
// automatically changes the size of a VStack for the keyboard, making this modifier
// unnecessary").

extension Publishers {
    /// The keyboard's height: its end frame's on will-show, zero on will-hide.
    static var keyboardHeight: AnyPublisher<CGFloat, Never> {
        let willShow = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0 }
        let willHide = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
        return MergeMany(willShow, willHide).eraseToAnyPublisher()
    }
}

extension UIResponder {
    private static weak var reported: UIResponder?

    /// The first responder, found by sending an action to whoever is first.
    static var currentFirstResponder: UIResponder? {
        reported = nil
        // iOS: UIApplication.shared.sendAction(#selector(UIResponder.reportFirst(_:)), to: nil, from: nil, for: nil)
        UIApplication.shared.sendAction(UIResponder.reportFirst(_:), to: nil, from: nil, for: nil)
        return reported
    }

    // iOS: @objc
    func reportFirst(_ sender: Any) {
        UIResponder.reported = self
    }

    /// The responder's frame in window coordinates, for a view.
    var globalFrame: CGRect? {
        guard let view = self as? UIView else { return nil }
        return view.superview?.convert(view.frame, to: nil)
    }
}

struct KeyboardAdaptive: ViewModifier {
    @State private var bottomPadding: CGFloat = 0

    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .padding(.bottom, bottomPadding)
                .onReceive(Publishers.keyboardHeight) { keyboardHeight in
                    let keyboardTop = geometry.frame(in: .global).height - keyboardHeight
                    let fieldBottom = UIResponder.currentFirstResponder?.globalFrame?.maxY ?? 0
                    bottomPadding = max(0, fieldBottom - keyboardTop - geometry.safeAreaInsets.bottom)
                }
                .animation(.easeOut(duration: 0.16))
        }
    }
}

struct KeyboardAdaptiveForm: View {
    @State private var email = ""

    var body: some View {
        VStack {
            Spacer()
            TextField("Email", text: $email)
                .padding()
        }
        .modifier(KeyboardAdaptive())
    }
}

/// Issue 35 #8: a list above a message field, the whole stack moved up by the keyboard's
/// height with `.offset`. From iOS 14 SwiftUI already shrinks the stack to the room the
/// keyboard leaves, so the offset pushes the list's top rows past the screen's top, where
/// no scrolling brings them back while the keyboard is up.
struct ListAboveFieldOffsetByKeyboard: View {
    @State private var keyboardHeight: CGFloat = 0
    @State private var message = ""

    var body: some View {
        VStack {
            List(0..<30) { index in
                Text("Row \(index)")
            }
            TextField("Message", text: $message)
        }
        .offset(y: -keyboardHeight)
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { notification in
            keyboardHeight = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
            keyboardHeight = 0
        }
    }
}
