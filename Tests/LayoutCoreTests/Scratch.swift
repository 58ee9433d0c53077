import Foundation
import LayoutCore
import Testing

final class LoginVC: ViewController {
    let email = TextField(name: "email")
    let button = Button(name: "login")
    override func viewDidLoad() {
        let stack = StackView(arrangedSubviews: [email, button], name: "stack")
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
    }
}

@Test func scratchLogin() {
    let world = World(device: DeviceCatalog.device(id: "iphone_x_xs_11pro")!)
    world.notificationCenter.keepsLog = true
    let vc = LoginVC()
    world.present(vc)
    print("window", world.window.frame, "safe", world.window.safeAreaInsets)
    print("root", vc.view.frame, vc.view.safeAreaInsets, vc.view.layoutMargins)
    print("stack", world.view(named: "stack")!.frameInWindow, "email", vc.email.frameInWindow, "button", vc.button.frameInWindow)
    print("guide", vc.view.keyboardLayoutGuide.layoutFrame)
    world.run { _ = vc.email.becomeFirstResponder() }
    print("kb", world.keyboard, "t", world.now)
    print("email", vc.email.frameInWindow, "guide", vc.view.keyboardLayoutGuide.layoutFrame)
    for t in stride(from: 0.0, through: 0.25, by: 0.05) {
        print(t, "kb", world.presentationKeyboardFrame(at: t)!.minY, "email", world.presentationFrameInWindow(vc.email, at: t).minY)
    }
    world.settle()
    print("settled t", world.now, world.notificationCenter.log.map(\.name.rawValue))
    print("passes", world.layoutPasses, "conflicts", world.conflicts.count)
}
