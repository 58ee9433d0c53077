// SwiftUI screens as apps write them (continuing AppScreens.swift): a KeyboardReadable
// protocol with a comment box that focuses itself from `.task`, and a keyboard-height
// helper whose Combine chain ends in `assign(to:on: self)` — the retain cycle Apple's
// `assign(to:on:)` page warns of — next to its fix, `assign(to: &$keyboardHeight)`.

#if canImport(SwiftUI)
import SwiftUI
import Combine
#else
import ClearanceSwiftUI
#endif

// D. KeyboardReadable and .task.
protocol KeyboardReadable {
    var keyboardPublisher: AnyPublisher<Bool, Never> { get }
}

extension KeyboardReadable {
    var keyboardPublisher: AnyPublisher<Bool, Never> {
        Publishers.Merge(
            NotificationCenter.default
                .publisher(for: UIResponder.keyboardWillShowNotification)
                .map { _ in true },
            NotificationCenter.default
                .publisher(for: UIResponder.keyboardWillHideNotification)
                .map { _ in false }
        )
        .eraseToAnyPublisher()
    }
}

struct CommentBox: View, KeyboardReadable {
    @State private var comment = ""
    @State private var isKeyboardVisible = false
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            if !isKeyboardVisible {
                Image(systemName: "bubble.left")
                    .resizable()
                    .frame(width: 80, height: 80)
            }
            TextField("Comment", text: $comment, axis: .vertical)
                .lineLimit(3...6)
                .focused($isFocused)
                .padding()
            Spacer()
        }
        .onReceive(keyboardPublisher) { newIsKeyboardVisible in
            isKeyboardVisible = newIsKeyboardVisible
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Cancel") { isFocused = false }
                Spacer()
                Button("Post") {}
                    .disabled(comment.isEmpty)
            }
            .padding()
            .background(.ultraThinMaterial)
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .task {
            try? await Task.sleep(nanoseconds: 500_000_000)
            isFocused = true
        }
    }
}

// E. A KeyboardHeightHelper with Combine sinks stored in a set.
final class KeyboardHeightHelper: ObservableObject {
    @Published var keyboardHeight: CGFloat = 0
    private var cancellables = Set<AnyCancellable>()

    /// - Parameter retainsItself: the bug (`assign(to:on: self)`), or its fix.
    init(retainsItself: Bool = true) {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .map { $0.height }
            .receive(on: RunLoop.main)
            .sink { [weak self] height in self?.keyboardHeight = height }
            .store(in: &cancellables)
        let hidden = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat.zero }
        if retainsItself {
            hidden.assign(to: \.keyboardHeight, on: self).store(in: &cancellables)
        } else {
            hidden.assign(to: &$keyboardHeight)
        }
    }
}

struct MessageComposer: View {
    @StateObject private var keyboardHelper: KeyboardHeightHelper
    init(retainsItself: Bool = true) {
        _keyboardHelper = StateObject(wrappedValue: KeyboardHeightHelper(retainsItself: retainsItself))
    }
    @State private var message = ""
    var body: some View {
        GeometryReader { geo in
            VStack(spacing: 0) {
                List(0..<30, id: \.self) { i in
                    Text("Message \(i)")
                }
                HStack {
                    TextField("Message", text: $message)
                        .textFieldStyle(.roundedBorder)
                    Button {
                        message = ""
                    } label: {
                        Image(systemName: "paperplane.fill")
                    }
                }
                .padding(8)
                .background(Color(UIColor.systemGray6))
            }
            .padding(.bottom, max(0, keyboardHelper.keyboardHeight - geo.safeAreaInsets.bottom))
        }
        .ignoresSafeArea(.keyboard)
    }
}
