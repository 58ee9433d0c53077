import ClearanceUIKit
import Testing

/// A UIKit screen that follows the keyboard through Combine, as the apps that use
/// `publisher(for:)` write it.
final class CombineInsetScreen: UIViewController {
    let scrollView = UIScrollView()
    let field = UITextField()
    var keepsSubscriptions = true
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        field.frame = CGRect(x: 16, y: 600, width: 300, height: 34)
        scrollView.addSubview(field)
        let subscription = NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .merge(with: NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in .zero })
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] frame in self?.scrollView.contentInset.bottom = frame.height }
        if keepsSubscriptions { subscription.store(in: &cancellables) }
    }
}

@Suite("Combine's keyboard subset runs on the world's clock with Combine's lifetimes")
struct CombineTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func aPublisherChainDeliversOnTheMainQueueAfterTheNotification() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = CombineInsetScreen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        #expect(screen.scrollView.contentInset.bottom == 0, "receive(on:) delivers after the current work")
        world.settle()
        #expect(screen.scrollView.contentInset.bottom == 336)
        world.run { _ = screen.field.resignFirstResponder() }
        world.settle()
        #expect(screen.scrollView.contentInset.bottom == 0)
    }

    @Test func aSubscriptionWhoseCancellableIsNotKeptEndsAtOnce() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = CombineInsetScreen()
        screen.keepsSubscriptions = false
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        #expect(screen.scrollView.contentInset.bottom == 0)
        #expect(world.notificationCenter.liveObservers.isEmpty)
    }

    @Test func keptSubscriptionsEndWithTheScreen() {
        let world = World(device: Self.phone, iOSVersion: 17)
        weak var released: CombineInsetScreen?
        do {
            let screen = CombineInsetScreen()
            released = screen
            world.present(screen)
            #expect(world.notificationCenter.liveObservers.count == 2)
        }
        world.tearDown()
        #expect(released == nil)
        #expect(world.notificationCenter.liveObservers.isEmpty)
    }

    @Test func seed004sKeyboardPropertiesAssignsTheFrameOnDidShowAndRetainsItself() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = CombineInsetScreen()
        world.present(screen)
        weak var leaked: KeyboardProperties?
        final class Changes: @unchecked Sendable { var count = 0 }
        let changes = Changes()
        var watch: AnyCancellable?
        world.run {
            let properties = KeyboardProperties()
            leaked = properties
            watch = properties.objectWillChange.sink { changes.count += 1 }
            _ = screen.field.becomeFirstResponder()
        }
        #expect(leaked?.frame == .zero, "didShow comes when the animation ends")
        world.settle()
        #expect(leaked?.frame.height == 336)
        #expect(changes.count == 1)
        // `assign(to:on: self)` kept in `self.subscription` is a retain cycle, as in Combine.
        #expect(leaked != nil)
        watch?.cancel()
    }

    /// On iOS such an object lives until the process ends; here a world is one launch of the
    /// app: when the world ends, its centre drops the subscription, so the cycle (object →
    /// subscription → centre → object) does not outlive it and a fuzz run's memory stays flat.
    @Test func anObjectInACycleThroughItsSubscriptionEndsWithItsWorld() {
        weak var leaked: KeyboardProperties?
        do {
            let world = World(device: Self.phone, iOSVersion: 17)
            world.run { leaked = world.singleton(KeyboardProperties.self) { KeyboardProperties() } }
            #expect(leaked != nil)
        }
        #expect(leaked == nil)
    }

    /// The same with the subscriptions in a `Set<AnyCancellable>`: when the world drops the
    /// object, its cancellables remove their observers from the centre that is dropping them
    /// (this trapped with an exclusivity violation before the centre let go of its list first).
    @Test func anObjectWhoseCancellablesRemoveTheirObserversEndsWithItsWorld() {
        final class Responder: ObservableObject {
            @Published var height: CGFloat = 0
            var cancellables = Set<AnyCancellable>()
            init() {
                NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                    .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height }
                    .merge(with: NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in CGFloat(0) })
                    .receive(on: DispatchQueue.main)
                    .assign(to: \.height, on: self)
                    .store(in: &cancellables)
            }
        }
        weak var leaked: Responder?
        do {
            let world = World(device: Self.phone, iOSVersion: 17)
            // Held only by its own subscriptions, as an inline `@ObservedObject` is once its
            // screen has gone.
            world.run {
                let made = Responder()
                leaked = made
            }
            #expect(leaked != nil)
        }
        #expect(leaked == nil)
    }

    @Test func publishedSendsTheNewValueBeforeThePropertyHoldsIt() {
        final class Model: ObservableObject {
            @Published var height: CGFloat = 0
        }
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let model = Model()
        let log = Log()
        let a = model.objectWillChange.sink { log.lines.append("willChange, now \(model.height)") }
        let b = model.$height.sink { log.lines.append("value \($0), property \(model.height)") }
        model.height = 336
        #expect(log.lines == ["value 0.0, property 0.0", "willChange, now 0.0", "value 336.0, property 0.0"])
        #expect(model.height == 336)
        _ = (a, b)
    }

    @Test func debounceSendsTheLastValueOfABurstOnTheVirtualClock() {
        final class Log: @unchecked Sendable { var values: [Int] = []; var at: [TimeInterval] = [] }
        let world = World(device: Self.phone)
        let subject = PassthroughSubject<Int, Never>()
        let log = Log()
        let cancellable = world.run {
            subject.debounce(for: .milliseconds(100), scheduler: DispatchQueue.main).sink { value in
                log.values.append(value)
                log.at.append(World.current!.now)
            }
        }
        world.run { subject.send(1) }
        world.advance(by: 0.05)
        world.run { subject.send(2) }
        world.settle()
        #expect(log.values == [2])
        #expect(abs(log.at[0] - 0.15) < 1e-9)
        _ = cancellable
    }

    @Test func justCurrentValueAndMergeManyBehaveAsInCombine() {
        final class Log: @unchecked Sendable { var values: [Int] = []; var finished = false }
        let log = Log()
        let current = CurrentValueSubject<Int, Never>(1)
        let cancellable = Publishers.MergeMany(Just(0).eraseToAnyPublisher(), current.eraseToAnyPublisher())
            .filter { $0 >= 0 }
            .sink(receiveCompletion: { _ in log.finished = true }, receiveValue: { log.values.append($0) })
        current.send(2)
        current.send(completion: .finished)
        #expect(log.values == [0, 1, 2])
        #expect(log.finished)
        _ = cancellable
    }

    @Test func assignToAPublishedPropertyRepublishesForAsLongAsTheObjectLives() {
        final class Model: ObservableObject {
            @Published var height: CGFloat = 0
            init(heights: PassthroughSubject<CGFloat, Never>) { heights.assign(to: &$height) }
        }
        final class Log: @unchecked Sendable { var values: [CGFloat] = [] }
        let heights = PassthroughSubject<CGFloat, Never>()
        let log = Log()
        var model: Model? = Model(heights: heights)
        let watch = model!.$height.sink { log.values.append($0) }
        heights.send(336)
        #expect(model?.height == 336)
        model = nil
        heights.send(1)
        #expect(log.values == [0, 336], "the subscription ends with the property's object")
        _ = watch
    }
}
