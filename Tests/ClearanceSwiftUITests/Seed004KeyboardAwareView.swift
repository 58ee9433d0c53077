// Seed 004, "Keyboard-aware views", as the article prints it: its `KeyboardProperties`
// singleton and its view. Only the import lines differ (Linux has no UIKit, CoreGraphics,
// Combine or SwiftUI modules: ClearanceSwiftUI brings all of them). The article shows the
// view in two steps with "…" for what the second step keeps of the first; the view below is
// the second step with the first's lines in place of the "…", and the name `ContentView` the
// article leaves out.

#if canImport(SwiftUI)
import Foundation
import UIKit
import CoreGraphics
import Combine
import SwiftUI
#else
import ClearanceSwiftUI
#endif
class KeyboardProperties: ObservableObject {
  
  static let shared = KeyboardProperties()
  
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

struct ContentView: View {
@State var textValue = ""
@ObservedObject var keyboardProps = KeyboardProperties.shared
var kbHeight: CGFloat {
  keyboardProps.frame.height
}
var body: some View {
  VStack {
    // Pushes TextField to the bottom of view
    Spacer()
    // Text field would be covered by keyboard
    TextField("Enter some text", text: $textValue)
      // Text field will now be pushed up by the keyboard
      .offset(y: -kbHeight)
      // A little animation to soothe things up
      .animation(.easeIn(duration: 0.2))
  }
}
}
