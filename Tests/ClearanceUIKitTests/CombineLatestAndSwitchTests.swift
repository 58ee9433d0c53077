import ClearanceUIKit
import Testing

private struct Failed: Error, Equatable {}

@Suite("CombineLatest as Combine documents it")
struct CombineLatestTests {
    @Test func nothingUntilEachHasSentThenTheLatestOfEachOnEveryValue() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        var got: [String] = []
        let kept = a.combineLatest(b).sink { got.append("\($0.0)\($0.1)") }
        a.send(1)
        a.send(2)
        #expect(got.isEmpty, "b has sent nothing yet")
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(got == ["2x", "3x", "3y"])
        _ = kept
    }

    @Test func threeWithATransformAndCurrentValueSubjectsSendAtOnce() {
        let a = CurrentValueSubject<Bool, Never>(false)
        let b = CurrentValueSubject<Bool, Never>(true)
        let c = CurrentValueSubject<String, Never>("")
        var got: [Bool] = []
        let kept = Publishers.CombineLatest3(a, b, c).map { $0 && $1 && !$2.isEmpty }.sink { got.append($0) }
        a.send(true)
        c.send("n")
        #expect(got == [false, false, true])
        var sums: [Int] = []
        let other = CurrentValueSubject<Int, Never>(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }.sink { sums.append($0) }
        #expect(sums == [6])
        _ = (kept, other)
    }

    @Test func failsWhenOneFailsAndFinishesWhenAllHaveFinished() {
        let a = PassthroughSubject<Int, Failed>()
        let b = PassthroughSubject<Int, Failed>()
        var ends: [String] = []
        let kept = a.combineLatest(b).sink(receiveCompletion: { ends.append("\($0)") }, receiveValue: { _ in })
        a.send(completion: .finished)
        #expect(ends.isEmpty, "b still runs")
        b.send(completion: .finished)
        #expect(ends == ["finished"])
        let c = PassthroughSubject<Int, Failed>()
        let d = PassthroughSubject<Int, Failed>()
        var failures = 0
        let other = c.combineLatest(d).sink(receiveCompletion: { if case .failure = $0 { failures += 1 } }, receiveValue: { _ in })
        c.send(completion: .failure(Failed()))
        d.send(1)
        #expect(failures == 1)
        _ = (kept, other)
    }
}

@MainActor
@Suite("UISwitch")
struct SwitchTests {
    @Test func aTapFlipsItAndSendsValueChangedSettingItSendsNothing() {
        let world = World(device: DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!, iOSVersion: 17)
        let screen = UIViewController()
        world.present(screen)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 20, y: 200, width: 51, height: 31), "the frame's size is ignored")
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        var sent: [Bool] = []
        toggle.addAction(UIAction { _ in sent.append(toggle.isOn) }, for: .valueChanged)
        world.run { screen.view.addSubview(toggle) }
        world.tap(at: CGPoint(x: 45, y: 215))
        #expect(toggle.isOn)
        #expect(sent == [true])
        world.run {
            toggle.setOn(false, animated: true)
            toggle.isOn = true
        }
        #expect(sent == [true], "setOn and isOn send no action")
        toggle.isEnabled = false
        world.tap(at: CGPoint(x: 45, y: 215))
        #expect(toggle.isOn && sent == [true], "a disabled switch ignores taps")
    }
}
