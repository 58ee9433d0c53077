import Foundation
import UIKit
import SwiftUI
import Combine

/// A composer that lifts its field by the keyboard's height: the widespread Combine pattern
/// (will-show mapped to the frame's height, will-hide to 0, merged), in a file that imports
/// Foundation, UIKit, SwiftUI and Combine together, as most real files do.
final class KeyboardHeight: ObservableObject {
    @Published var height: CGFloat = 0
    private var cancellables = Set<AnyCancellable>()

    init(center: NotificationCenter = .default) {
        let willShow = center.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height }
        let willHide = center.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
        Publishers.Merge(willShow, willHide)
            .removeDuplicates()
            .receive(on: DispatchQueue.main, options: nil)
            .assign(to: \.height, on: self)
            .store(in: &cancellables)
    }
}

struct KeyboardHeightComposer: View {
    @StateObject private var keyboard = KeyboardHeight()
    @State private var message = ""

    var body: some View {
        VStack {
            Spacer()
            TextField("Message", text: $message)
                .accessibilityIdentifier("composer")
        }
        .padding(.bottom, keyboard.height)
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .animation(.easeOut(duration: 0.25), value: keyboard.height)
    }
}

/// The composer in a UIKit screen.
final class ComposerViewController: UIHostingController<KeyboardHeightComposer> {
    init() { super.init(rootView: KeyboardHeightComposer()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
