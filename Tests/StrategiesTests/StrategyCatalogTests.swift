import LayoutCore
import Strategies
import Testing

/// A strategy's screen for a form, shown on a device, with helpers to focus an item.
struct Shown {
    let world: World

    init(_ strategy: any AvoidanceStrategy, _ form: GeneratedForm, device: String = "iphone_se_2_3_and_8") {
        world = World(device: DeviceCatalog.device(id: device)!)
        let screen = world.run { strategy.makeScreen(for: form) }
        world.present(screen)
        _ = world.settle()
    }

    func focus(_ index: Int) {
        world.run { _ = world.view(named: GeneratedForm.itemName(index))!.becomeFirstResponder() }
        _ = world.settle()
    }

    func resign() {
        world.run { _ = world.firstResponder?.resignFirstResponder() }
        _ = world.settle()
    }

    func scrollView() -> UIScrollView { world.view(named: "scrollView") as! UIScrollView }
}

@Suite("The strategy catalog")
struct StrategyCatalogTests {
    /// The ids are part of the interface (corpus paths, --strategy).
    @Test func theIdsAreStableAndInTheHarnessIssuesOrder() {
        #expect(StrategyCatalog.all.map(\.id) == [
            "guide-pinned-stack", "scroll-view-pinned-to-guide", "inset-on-change-frame", "naive-inset-on-show",
            "adjust-scroll-for-keyboard", "constraint-constant", "swiftui-keyboard-safe-area", "swiftui-ignores-keyboard",
            "swiftui-offset-by-height", "guide-plus-inset-handler", "table-view-controller", "root-view-shift",
            "avoiding-scroll-view", "keyboard-guide-careful", "swiftui-scroll-to-focused",
            "chat-scrolls-to-newest", "chat-keeps-offset",
        ])
        for strategy in StrategyCatalog.all {
            #expect(StrategyCatalog.strategy(id: strategy.id)?.id == strategy.id)
            #expect(!strategy.source.isEmpty && !strategy.summary.isEmpty && !strategy.containers.isEmpty)
        }
    }

    /// Every strategy builds a screen for each container it declares, names the form's items
    /// `item0…`, and needs no constraint broken to lay it out.
    @Test(arguments: StrategyCatalog.all.map(\.id))
    func buildsEveryContainerItDeclares(_ id: String) throws {
        let strategy = try #require(StrategyCatalog.strategy(id: id))
        for container in strategy.containers {
            let form = GeneratedForm(container: container, items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.button), GeneratedForm.Item(.textView)])
            let shown = Shown(strategy, form, device: "iphone_x_xs_11pro")
            for index in form.items.indices {
                #expect(shown.world.view(named: GeneratedForm.itemName(index)) != nil, "\(id) \(container) item\(index)")
            }
            #expect(shown.world.conflicts.isEmpty, "\(id) \(container)")
        }
    }
}

@Suite("Strategies transcribe their sources")
struct StrategyTranscriptionTests {
    static let oneField = GeneratedForm(items: [GeneratedForm.Item(.textField)])

    /// Seed 001: `scrollView.contentInset.bottom = keyboardFrame.height` (260 pt on an SE),
    /// put back on hide.
    @Test func naiveInsetSetsTheFrameHeight() {
        let shown = Shown(NaiveInsetOnShow(), Self.oneField)
        shown.focus(0)
        #expect(shown.scrollView().contentInset.bottom == 260)
        #expect(shown.scrollView().verticalScrollIndicatorInsets.bottom == 260)
        shown.resign()
        #expect(shown.scrollView().contentInset.bottom == 0)
    }

    /// Seeds 000/002: the overlap with the view, minus the bottom safe area (336 − 34 on an
    /// iPhone X).
    @Test func insetOnChangeFrameSubtractsTheSafeArea() {
        let shown = Shown(InsetOnChangeFrame(), Self.oneField, device: "iphone_x_xs_11pro")
        shown.focus(0)
        #expect(shown.scrollView().contentInset.bottom == 302)
        #expect(shown.scrollView().adjustedContentInset.bottom == 302)
    }

    /// Seeds 000/002 `LoginViewController`: stack bottom = guide top − 16.
    @Test func guidePinnedStackSitsSixteenPointsAboveTheKeyboard() {
        let shown = Shown(GuidePinnedStack(), GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)]))
        shown.focus(0)
        let stack = shown.world.view(named: "stack")!.frameInWindow
        #expect(stack.maxY == CGFloat(667 - 260 - 16))
    }

    /// Seed 001 (Auto Layout): the bottom constraint's constant is the keyboard's height, and
    /// back to 0 on hide.
    @Test func constraintConstantFollowsTheKeyboardHeight() {
        let shown = Shown(ConstraintConstant(), Self.oneField)
        let before = shown.world.activeConstraints.map(\.constant)
        shown.focus(0)
        #expect(shown.world.activeConstraints.contains { abs($0.constant) == 260 })
        shown.resign()
        #expect(shown.world.activeConstraints.map(\.constant) == before)
    }

    /// keyboard-libraries.md §1.1: IQKeyboardManager moves the root view up by the field's
    /// covered part plus the 10 pt distance plus the root's bottom layout margin (zero, as a
    /// root view's top and bottom margins are: Apple's UIView.layoutMargins page).
    @Test func rootViewShiftMovesTheRootByTheCoveredPartPlusDistanceAndMargin() {
        let shown = Shown(RootViewShift(), GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)]))
        let fieldBefore = shown.world.view(named: "item0")!.frameInWindow
        shown.focus(0)
        let root = shown.world.rootViewController!.view.frame
        let expected = fieldBefore.maxY + 10 + 0 - (667 - 260)
        #expect(root.minY == -expected)
        shown.resign()
        #expect(shown.world.rootViewController!.view.frame.minY == 0)
    }
}
