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
