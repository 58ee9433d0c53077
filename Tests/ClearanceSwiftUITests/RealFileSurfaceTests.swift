@testable import LayoutCore
@testable import ClearanceSwiftUI
import Testing

// The SwiftUI declarations the real-bug pairs 05, 06 and 07 and the modern-surface sample
// (Tests/RealCode/modern-surface.md) were missing, each used as the real files use it (the
// compile-time check of its signature), and what the model does with it: laid out as without
// it (listed in ClearanceUIKit's NoModelledEffect.md), or as stated.

/// A button style that pads its label, as apps write them.
struct PaddedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// Toolbar content of an app's own, built as Element X builds its room screen's.
struct RoomToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) { Button("Call") {} }
    }
}

/// A custom layout (iOS 16's `Layout`), as a composer might define one.
struct EqualHeights: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// A drag-to-dismiss sheet as PartialSheet writes it (Tests/RealBugs/07).
struct DraggableCard: View {
    @GestureState var drag = CGSize.zero
    @State var ended = 0
    var body: some View {
        let gesture: _EndedGesture<GestureStateGesture<DragGesture, CGSize>> = DragGesture()
            .updating($drag) { value, state, transaction in
                state = value.translation
                transaction.animation = .default
            }
            .onEnded { _ in ended += 1 }
        return VStack(spacing: 0) {
            Spacer()
            Text("card").frame(height: 100).accessibilityIdentifier("card")
                .offset(y: drag.height)
                .gesture(gesture)
                .simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { _ in })
        }
    }
}

/// A screen that touches the rest of the declarations once each.
struct SurfaceSampler: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var text = ""
    var body: some View {
        VStack(spacing: 0) {
            Text(colorScheme == .dark ? "dark" : "light")
                .font(.title2.bold())
                .font(.footnote.italic())
                .accessibilityIdentifier("scheme")
            TextField("Name", text: $text)
                .autocapitalization(.none)
                .help("Your name")
                .accessibilityLabel("Name")
                .frame(height: 44)
                .background(.background, in: RoundedRectangle(cornerRadius: 8), fillStyle: FillStyle())
                .background(Color.red, in: Capsule())
                .background(in: Circle(), fillStyle: FillStyle(eoFill: true, antialiased: false))
                .accessibilityIdentifier("name")
            Button("Go") {}
                .buttonStyle(PaddedButtonStyle())
                .buttonBorderShape(.circle)
                .help(Text("Go"))
                .accessibilityLabel(Text("Go"))
            Image(systemName: "star").symbolRenderingMode(.hierarchical)
            Image(uiImage: UIImage(size: CGSize(width: 20, height: 20))).symbolRenderingMode(nil)
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                .frame(height: 30).accessibilityIdentifier("gradient")
            Color(.sRGBLinear, white: 0, opacity: 0.13).frame(height: 10)
            Color(.displayP3, red: 1, green: 0.5, blue: 0).frame(height: 10)
            Color(red: 0.1, green: 0.2, blue: 0.3).frame(height: 10)
            Spacer()
        }
        .navigationViewStyle(.stack)
        .toolbar { RoomToolbar() }
        .symbolRenderingMode(.multicolor)
    }
}

/// An app's own shape, as BottomSheet's RoundedCorner is written (a path in a rectangle).
struct TopCorners: Shape {
    var radius: CGFloat = 8
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
            path.addQuadCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY), control: rect.origin)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.closeSubpath()
        }
    }
}

/// ScrollKit's and BottomSheet's remaining declarations, as their files use them.
struct LibrarySampler: View {
    @Environment(\.horizontalSizeClass) var horizontal: UserInterfaceSizeClass?
    @Environment(\.verticalSizeClass) var vertical: UserInterfaceSizeClass?
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack(spacing: 0) {
            Text("\(horizontal == .compact ? "compact" : "regular") \(vertical == .regular ? "regular" : "compact") \(presentationMode.wrappedValue.isPresented)")
                .accessibilityIdentifier("traits")
            AsyncImage(url: URL(string: "https://example.com/a.png")).frame(height: 50).accessibilityIdentifier("remote")
            AsyncImage(url: nil) { phase in
                if let image = phase.image { image.resizable() } else { Color.gray.frame(height: 20).accessibilityIdentifier("phase") }
            }
            AsyncImage(url: nil, content: { $0.resizable() }, placeholder: { Color.red.frame(height: 25).accessibilityIdentifier("placeholder") })
            TopCorners().frame(height: 30).accessibilityIdentifier("shape")
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8))
                .mask { Color.black.scaleEffect(100, anchor: .bottom) }
                .compositingGroup()
                .luminanceToAlpha()
                .rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))
                .clipped()
            Image("xmark", bundle: nil).renderingMode(.template)
            Spacer()
        }
        .tabViewStyle(.page)
        .toolbarBackground(.hidden)
        .statusBarHidden()
        .coordinateSpace(name: "scroll")
        .allowsHitTesting(true)
        .transaction { $0.disablesAnimations = true }
        .gesture(Bool.random() ? DragGesture() : nil)
    }
}

@MainActor
@Suite struct RealFileSurfaceTests {
    /// The sampler lays out as its plain views do: the declarations move nothing.
    @Test func theDeclarationsLayOutAsTheViewsWithoutThem() throws {
        let (world, _) = World.hosting(SurfaceSampler())
        _ = world.settle()
        let name = try #require(world.view(named: "name"))
        #expect(name.frame.height == 44)
        let gradient = try #require(world.view(named: "gradient"))
        #expect(gradient.frame.height == 30)   // fills its frame, as Color does
        #expect((world.view(named: "scheme") as? UILabel)?.text == "light")
    }

    /// The colour scheme is light unless a view prefers another; a preferred scheme reaches the
    /// views below.
    @Test func theColorSchemeIsLightUnlessPreferred() throws {
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light").accessibilityIdentifier("scheme") }
        }
        let (world, _) = World.hosting(Scheme().preferredColorScheme(.dark))
        _ = world.settle()
        #expect((world.view(named: "scheme") as? UILabel)?.text == "dark")
        #expect(ColorScheme.allCases == [.light, .dark])
        #expect(EnvironmentValues().colorScheme == .light)
    }

    /// No drag is performed in the model: the gesture state keeps its initial value and the
    /// card sits where it is laid out.
    @Test func aGestureNeverBeginsAndItsStateStaysInitial() throws {
        let card = DraggableCard()
        #expect(card.drag == .zero)
        let (world, _) = World.hosting(card)
        _ = world.settle()
        let label = try #require(world.view(named: "card"))
        #expect(label.convert(label.bounds, to: nil).maxY == world.window.bounds.height - 34)
        #expect(Transaction(animation: .default).animation != nil)
        #expect(Transaction().animation == nil)
        #expect(GestureMask.all.contains(.gesture) && GestureMask.all.contains(.subviews))
        let value = DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), location: CGPoint(x: 5, y: 30),
                                      startLocation: CGPoint(x: 1, y: 10), velocity: .zero, predictedEndLocation: CGPoint(x: 5, y: 50))
        #expect(value.translation == CGSize(width: 4, height: 20))
        #expect(value.predictedEndTranslation == CGSize(width: 4, height: 40))
    }

    /// A custom layout's subviews are laid out as a vertical stack with no spacing (its
    /// `sizeThatFits`/`placeSubviews` are not called in the model).
    @Test func aCustomLayoutIsAVerticalStack() throws {
        let (world, _) = World.hosting(VStack(spacing: 0) {
            EqualHeights {
                Text("a").frame(height: 40).accessibilityIdentifier("a")
                Text("b").frame(height: 40).accessibilityIdentifier("b")
            }
            Spacer()
        })
        _ = world.settle()
        let a = try #require(world.view(named: "a")), b = try #require(world.view(named: "b"))
        #expect(b.convert(b.bounds, to: nil).minY == a.convert(a.bounds, to: nil).maxY)
        #expect(ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 5))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    }

    /// Values the declarations keep, as their pages give them.
    @Test func declaredValues() {
        #expect(FillStyle() == FillStyle(eoFill: false, antialiased: true))
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(ButtonBorderShape.circle != .capsule)
        #expect(ButtonBorderShape.roundedRectangle(radius: 4).inset(by: 2) == .roundedRectangle(radius: 4))
        #expect(ToolbarItemPlacement.primaryAction != .automatic)
        #expect(Color(.sRGB, white: 0.5) == Color(white: 0.5))
        #expect(Color(.sRGBLinear, white: 0.5) != Color(white: 0.5))
        #expect(SymbolRenderingMode.palette != .monochrome)
    }

    /// Size classes come from the window's traits (compact × regular on an iPhone in portrait;
    /// regular × compact on a 414-pt iPhone in landscape) and re-evaluate when they change; a
    /// remote image never loads (its placeholder fills its frame); an app's own shape fills
    /// what it is offered; the effects move nothing.
    @Test func librarySurfaceLaysOutAsStated() throws {
        let (world, _) = World.hosting(LibrarySampler())
        _ = world.settle()
        #expect((world.view(named: "traits") as? UILabel)?.text == "compact regular false")
        #expect(try #require(world.view(named: "remote")).frame.height == 50)
        #expect(try #require(world.view(named: "phase")).frame.height == 20)
        #expect(try #require(world.view(named: "placeholder")).frame.height == 25)
        #expect(try #require(world.view(named: "shape")).frame.height == 30)
        #expect(TopCorners().path(in: CGRect(0, 0, 100, 40)).boundingRect == CGRect(0, 0, 100, 40))
        #expect(Path().isEmpty)
        #expect(Angle.degrees(180).radians == .pi)
    }

    @Test func sizeClassesFollowTheWindow() throws {
        struct Traits: View {
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View {
                Text("\(horizontal == .regular ? "R" : "C")\(vertical == .regular ? "R" : "C")").accessibilityIdentifier("traits")
            }
        }
        let host = UIHostingController(rootView: Traits())
        let world = World(device: DeviceCatalog.device(id: "iphone_xr_11")!, iOSVersion: 17)
        world.present(host)
        _ = world.settle()
        #expect((world.view(named: "traits") as? UILabel)?.text == "CR")
        world.keyboardSystem.rotate(to: .landscape)
        _ = world.settle()
        #expect((world.view(named: "traits") as? UILabel)?.text == "RC")
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
    }
}
