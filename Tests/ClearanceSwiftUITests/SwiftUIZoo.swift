import Clearance
import ClearanceSwiftUI
import Strategies
import Testing

/// The SwiftUI family of the bug zoo: a form in a `ScrollView` that ignores SwiftUI's keyboard
/// region and pads its bottom by what the keyboard covers of it, fed by keyboard
/// notifications the view observes from `.onAppear` — the iOS 13 way, kept in apps after
/// iOS 14 with `.ignoresSafeArea(.keyboard)` — done carefully, except for its one bug.
/// (Leaving out `.ignoresSafeArea` is no bug here: SwiftUI shrinks the reader, and the
/// overlap worked out from it is then zero. The padding that doubles SwiftUI's own move is a
/// fixed keyboard height: `AppScreens.swift`'s `KeyboardPaddingChat`.)
enum SwiftUIZooBug: String, CaseIterable, Sendable {
    /// `.padding(.bottom, frame.height)`: the keyboard frame's height, not what it covers
    /// (the hardware-keyboard bar, a sheet, a window above the screen's bottom).
    case frameHeight = "swiftui-frame-height"
    /// Observers added in `.onAppear` and never removed: they outlive the screen
    /// (swiftui-combine-surface.md: "observers in `.onAppear` and never removed").
    case observersNeverRemoved = "swiftui-observers-never-removed"
    /// The keyboard's frame taken from `keyboardDidShow`/`keyboardDidChangeFrame`: the
    /// padding, and the form's scroll to the focused item that follows it, come once the
    /// keyboard is up, the field covered all through the keyboard's animation (seed 004
    /// observes did-show; keyboard-libraries.md: react on the will-notifications, inside the
    /// keyboard's animation). Since the form scrolls to the focused item when the room changes
    /// (issue 35 #5), the field ends visible and the bug shows as moving after the keyboard.
    case didShow = "swiftui-did-show"

    /// The signature the bug must be caught with (invariant, then diagnosis).
    var expectedSignature: String {
        switch self {
        case .frameHeight: return "no-double-shift/keyboard-frame-height-used"
        case .observersNeverRemoved: return "no-observer-leak/observers-leaked"
        case .didShow: return "moves-with-keyboard/reacts-after-keyboard"
        }
    }
}

/// A SwiftUI zoo strategy: the bug, or its twin with the fix.
struct SwiftUIZooStrategy: AvoidanceStrategy {
    let bug: SwiftUIZooBug
    let fixed: Bool

    var id: String { "zoo-\(bug.rawValue)" + (fixed ? "-fixed" : "") }
    var summary: String { "bug zoo: \(bug.rawValue)" + (fixed ? " (fixed twin)" : "") }
    var source: String { "Tests/ClearanceSwiftUITests/SwiftUIZoo.swift (swiftui-combine-surface.md, seeds)" }
    var iOSVersions: ClosedRange<Int> { 14...26 }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    /// The padding shrinks the scroll view to the keyboard's top.
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["form"]) }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        UIHostingController(rootView: PaddedForm(form: form, bug: fixed ? nil : bug))
    }

    static func pair(_ bug: SwiftUIZooBug) -> (buggy: SwiftUIZooStrategy, twin: SwiftUIZooStrategy) {
        (SwiftUIZooStrategy(bug: bug, fixed: false), SwiftUIZooStrategy(bug: bug, fixed: true))
    }
}

/// The observer tokens of one screen (kept in `@State`, as apps keep them).
final class ObserverTokens {
    var tokens: [any NSObjectProtocol] = []
}

/// The form: a scroll view padded by the docked keyboard's overlap with it. The keyboard's
/// frame is kept in state from the notifications; the overlap is worked out in `body` from
/// the geometry the form has now (a proxy kept from `.onAppear` would be stale after a
/// rotation or a sheet's lift).
struct PaddedForm: View {
    let form: GeneratedForm
    /// The one mistake, or `nil` for the careful screen.
    let bug: SwiftUIZooBug?
    @State private var texts: [Int: String] = [:]
    /// The docked keyboard's frame in the window, `nil` while there is none.
    @State private var keyboard: CGRect?
    @State private var observers = ObserverTokens()

    /// The focused item, scrolled to when the focus or the keyboard changes: SwiftUI does not scroll a focused
    /// `TextEditor` into view (``Assumption/swiftUIScrollsToFocusedTextEditor``), so careful
    /// screens do (SOLPLY-iOS PR #306).
    @FocusState private var focused: Int?

    var body: some View {
        GeometryReader { proxy in
            ScrollViewReader { reader in
                ScrollView {
                    VStack(spacing: 16) {
                        ForEach(form.items.indices, id: \.self) { index in
                            FormItem(item: form.items[index], index: index, text: $texts.text(index))
                                .focused($focused, equals: index)
                                .id(index)
                        }
                    }
                    .padding()
                }
                .accessibilityIdentifier("form")
                .padding(.bottom, padding(in: proxy))
                // When the focus moves, and when the room changes with the keyboard (a
                // rotation, another keyboard).
                .onChange(of: focused) {
                    if let focused { reader.scrollTo(focused) }
                }
                .onChange(of: keyboard) {
                    if let focused { reader.scrollTo(focused) }
                }
            }
        }
        .ignoresSafeArea(.keyboard)
        .onAppear(perform: observe)
        .onDisappear {
            guard bug != .observersNeverRemoved else { return }
            for token in observers.tokens { NotificationCenter.default.removeObserver(token) }
            observers.tokens.removeAll()
        }
    }

    /// What the keyboard covers of the form, as it is laid out now.
    private func padding(in proxy: GeometryProxy) -> CGFloat {
        guard let keyboard else { return 0 }
        if bug == .frameHeight { return keyboard.height }
        return max(0, proxy.frame(in: .global).maxY - keyboard.minY)
    }

    private func observe() {
        let center = NotificationCenter.default
        let names = bug == .didShow
            ? [UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidChangeFrameNotification]
            : [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification]
        for name in names {
            observers.tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { note in
                MainActor.assumeIsolated { keyboardChanged(note) }
            })
        }
        observers.tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { note in
            MainActor.assumeIsolated { animate(note) { keyboard = nil } }
        })
    }

    private func keyboardChanged(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, frame != .zero,
              // Docked and on screen: as wide as the screen, reaching its bottom from above it
              // (a split keyboard's frame is as wide and above the screen's top, StackOverflow
              // 10749311; a keyboard leaving posts its frame below the screen).
              frame.width == UIScreen.main.bounds.width, frame.maxY >= UIScreen.main.bounds.height,
              frame.minY < UIScreen.main.bounds.height,
              let window = UIApplication.shared.windows.first else {
            animate(note) { keyboard = nil }
            return
        }
        // The keyboard in the window (SwiftUI's global) space.
        let inWindow = window.convert(frame, from: nil as UIWindow?)
        animate(note) { keyboard = inWindow }
    }

    /// Along with the keyboard: its duration (the curve is the system's own).
    private func animate(_ note: Notification, _ change: () -> Void) {
        let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        withAnimation(.easeOut(duration: duration), change)
    }
}

/// The SwiftUI family is held to what the zoo's first family is: the buggy screen is caught
/// with its bug's signature, the twin keeps that invariant on the very same scenario, and the
/// twin keeps every invariant. (Its observers use `MainActor.assumeIsolated`; each case runs in
/// its world, whose main queue is the main actor's executor (`WorldConcurrency`), so the check
/// passes on whichever thread runs the world, and these long runs need not queue for the
/// process's main actor.)
@Suite("Bug zoo, SwiftUI family: each mistake caught for itself")
struct SwiftUIZooTests {
    static let cases = ProcessInfo.processInfo.environment["CLEARANCE_ZOO_CASES"].flatMap(Int.init) ?? 300

    @Test("the buggy SwiftUI screen is caught with its bug's signature, which its twin does not have", arguments: SwiftUIZooBug.allCases)
    func buggyIsCaughtForItsOwnBug(_ bug: SwiftUIZooBug) throws {
        let (buggy, twin) = SwiftUIZooStrategy.pair(bug)
        let invariant = InvariantID(rawValue: String(bug.expectedSignature.split(separator: "/")[0]))!
        let config = HarnessConfig(cases: Self.cases, seed: 3, invariants: [invariant], readsEnvironment: false)
        // Every distinct failure in case order, until its own bug's (the run ends there).
        let report = Clearance.check(strategy: buggy, config: config.ending { $0.last?.signature.hasPrefix(bug.expectedSignature) == true })
        let own = try #require(report.failures.first { $0.signature.hasPrefix(bug.expectedSignature) },
                               "\(buggy.id) found \(report.failures.map(\.signature)), not \(bug.expectedSignature)")
        let twinOutcome = Clearance.run(own.scenario, strategy: twin, invariants: [invariant])
        #expect(twinOutcome.violation == nil, "the twin fails the buggy one's scenario too: \(String(describing: twinOutcome.violation))")
    }

    @Test("the fixed SwiftUI twin keeps every invariant", arguments: SwiftUIZooBug.allCases)
    func twinKeepsEveryInvariant(_ bug: SwiftUIZooBug) {
        let twin = SwiftUIZooStrategy.pair(bug).twin
        let report = Clearance.check(strategy: twin, config: HarnessConfig(cases: Self.cases, seed: 3, readsEnvironment: false))
        #expect(report.failures.isEmpty, "\(twin.id): \(report.failures.map { $0.text(strategyID: twin.id) }.joined(separator: "\n\n"))")
        #expect(report.casesRun == Self.cases)
    }
}
