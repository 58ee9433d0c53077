import Foundation
import LayoutCore

/// `core`: building and laying out a typical world, and the cost of a keyboard event.
enum CoreBench {
    /// The seeds' `FormViewController`: a scroll view pinned to the keyboard layout guide,
    /// holding a stack of ten text fields pinned to its content guide.
    final class FormScreen: UIViewController, UITextFieldDelegate {
        let scrollView = UIScrollView(name: "scrollView")
        var fields: [UITextField] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.keyboardDismissMode = .interactive
            view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            fields = (0..<10).map { UITextField(name: "field\($0)") }
            for field in fields { field.delegate = self }
            let stack = UIStackView(arrangedSubviews: fields, name: "stack")
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            ])
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            let rect = textField.convert(textField.bounds, to: scrollView)
            scrollView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -16), animated: true)
        }
    }

    static func makeWorld() -> (World, FormScreen) {
        let world = World(device: DeviceCatalog.iPhone15Pro)
        let screen = FormScreen()
        world.present(screen)
        return (world, screen)
    }

    static func run() {
        let builds = 2_000
        var keep: [World] = []
        keep.reserveCapacity(1)
        let buildSeconds = Figures.median(runs: 5) {
            for _ in 0..<builds { keep = [makeWorld().0] }
        }
        Figures.print("core.build_us", buildSeconds / Double(builds) * 1e6, "us")

        let (world, screen) = makeWorld()
        let rounds = 2_000
        let eventSeconds = Figures.median(runs: 5) {
            for round in 0..<rounds {
                world.run {
                    _ = screen.fields[round % 10].becomeFirstResponder()
                    world.advance(by: 1)
                    world.keyboardSystem.setConfiguration(KeyboardConfiguration(predictive: round % 2 == 0))
                    world.advance(by: 1)
                    _ = world.firstResponder?.resignFirstResponder()
                    world.advance(by: 1)
                }
            }
        }
        Figures.print("core.event_us", eventSeconds / Double(rounds * 3) * 1e6, "us")
        _ = keep
    }
}
