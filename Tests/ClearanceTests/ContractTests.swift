import Clearance
import ClearanceSwiftUI
import Testing

/// The contract judges what the screen lifts (issue 48 #7): a field inside a container that
/// rides on the keyboard is judged by that container, its own padding inside it is design; a
/// margin of a few points kept on purpose is design; the over-lifts users see stay caught.
@Suite("Contract: what the screen lifts, not the padding it keeps")
struct ContractTests {
    static let config = HarnessConfig(cases: 150, seed: 7, invariants: InvariantID.core, readsEnvironment: false)

    /// A UIKit chat: a message list above an input bar whose bottom is pinned flush on the
    /// keyboard guide, the field inside it with 18 pt of the bar's own padding all round.
    /// `overLift`: the classic bug instead — the bar's bottom pinned to the safe area's and
    /// moved up by the keyboard frame's whole height, which counts the safe area twice.
    final class ChatBarController: UIViewController {
        let overLift: Bool
        var bottom: NSLayoutConstraint?
        init(overLift: Bool) {
            self.overLift = overLift
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let list = UIScrollView(name: "messages")
            let bar = UIView()
            bar.name = "inputBar"
            let field = UITextField()
            field.name = "message"
            for v in [list, bar] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            field.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(field)
            NSLayoutConstraint.activate([
                list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: bar.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 18),
                field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -18),
                field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 18),
                field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -18),
                field.heightAnchor.constraint(equalToConstant: 36),
            ])
            if overLift {
                let bottom = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
                bottom.isActive = true
                self.bottom = bottom
                NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
            } else {
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
            }
        }

        func keyboardWillShow(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            bottom?.constant = -frame.height
            view.layoutIfNeeded()
        }

        func keyboardWillHide(_ note: Notification) {
            bottom?.constant = 0
            view.layoutIfNeeded()
        }
    }

    /// A UIKit form in a scroll view that insets itself by what the keyboard covers of it
    /// (less the safe area UIKit adds) and scrolls the focused field into view keeping a
    /// margin below it, the common `scrollRectToVisible(rect.insetBy(dx: 0, dy: -8))`.
    final class MarginFormController: UIViewController {
        let margin: CGFloat
        var scrollView: UIScrollView!
        init(margin: CGFloat) {
            self.margin = margin
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView = FormViews.makeFilledScrollView(GeneratedForm(items: [GeneratedForm.Item(.label, height: 480)] + (0..<4).map { _ in GeneratedForm.Item(.textField) }
                                                                          + [GeneratedForm.Item(.label, height: 400)]), in: view).0
            // Its own names: the runner focuses the screen's own fields, each in turn.
            for (index, field) in scrollView.subtree.compactMap({ $0 as? UITextField }).enumerated() { field.name = "field\(index)" }
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Self.didBeginEditing, name: UITextField.textDidBeginEditingNotification, object: nil)
        }

        func keyboardWillShow(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let keyboard = scrollView.convert(frame, from: UIScreen.main.coordinateSpace)
            let overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
            scrollView.contentInset.bottom = max(0, overlap - scrollView.safeAreaInsets.bottom)
            scrollToField()
        }

        func keyboardWillHide(_ note: Notification) {
            scrollView.contentInset.bottom = 0
            scrollView.contentOffset.y = min(scrollView.contentOffset.y, scrollView.maximumContentOffsetY)
        }

        func didBeginEditing(_ note: Notification) {
            scrollToField()
        }

        func scrollToField() {
            guard let field = scrollView.subtree.lazy.compactMap({ $0 as? UITextField }).first(where: { $0.isFirstResponder }) else { return }
            let rect = field.convert(field.bounds, to: scrollView)
            scrollView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -margin), animated: false)
        }
    }

    static let faceIDPortrait = AppProfile(devices: [.iPhone], orientations: [.portrait], iOS: 16...26)

    @Test func aFieldWithPaddingInsideABarPinnedFlushOnTheKeyboardPassesTheDefaultContract() {
        let report = Clearance.check(screen: { ChatBarController(overLift: false) }, named: "chat-bar", profile: Self.faceIDPortrait,
                                     config: Self.config)
        #expect(report.failures.isEmpty, "\(report.failures.map { $0.text(strategyID: "chat-bar") }.joined(separator: "\n\n"))")
    }

    @Test func aSwiftUIBarWithPaddingPinnedFlushOnTheKeyboardPassesTheDefaultContract() {
        struct Chat: View {
            @State var text = ""
            var body: some View {
                ScrollView { Text("messages") }
                    .safeAreaInset(edge: .bottom) {
                        TextField("Message", text: $text).padding(18)
                    }
            }
        }
        let report = Clearance.check(view: { Chat() }, named: "swiftui-chat-bar", profile: Self.faceIDPortrait, config: Self.config)
        #expect(report.failures.isEmpty, "\(report.failures.map { $0.text(strategyID: "swiftui-chat-bar") }.joined(separator: "\n\n"))")
    }

    @Test func aFormScrolledWithAnEightPointMarginPassesTheDefaultContract() {
        let report = Clearance.check(screen: { MarginFormController(margin: 8) }, named: "margin-form", profile: Self.faceIDPortrait,
                                     config: Self.config)
        #expect(report.failures.isEmpty, "\(report.failures.map { $0.text(strategyID: "margin-form") }.joined(separator: "\n\n"))")
    }

    @Test func aBarLiftedByTheSafeAreaTooIsStillCaughtAndNamed() throws {
        let report = Clearance.check(screen: { ChatBarController(overLift: true) }, named: "chat-bar-over-lift", profile: Self.faceIDPortrait,
                                     config: Self.config)
        let overLift = try #require(report.failures.first { $0.violation.invariant == .noDoubleShift })
        #expect(overLift.violation.diagnosis == .safeAreaCountedTwice, "\(overLift.violation)")
    }

    @Test func aFormScrolledWithAMarginAsLargeAsTheSafeAreaIsStillCaught() throws {
        let report = Clearance.check(screen: { MarginFormController(margin: 34) }, named: "margin-form-34", profile: Self.faceIDPortrait,
                                     config: Self.config)
        #expect(report.failures.contains { $0.violation.invariant == .noDoubleShift },
                "\(report.failures.map { $0.text(strategyID: "margin-form-34") }.joined(separator: "\n\n"))")
    }
}

