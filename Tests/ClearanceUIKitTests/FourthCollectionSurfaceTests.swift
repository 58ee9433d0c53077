import ClearanceUIKit
import Testing

// The UIKit and Core Graphics declarations the real-code corpus's fourth collection
// (Tests/RealCode 59-68) reached and the model lacked, with the SDK's types, and what the model
// does with them (NoModelledEffect.md).

@MainActor
@Suite("The fourth collection's UIKit surface (issue 51)")
struct FourthCollectionUIKitSurfaceTests {
    /// Each declaration as Apple's page gives it.
    @Test func everyDeclarationHasTheSDKsType() {
        var checked = 0
        func check<T>(_ value: T) { checked += 1 }
        check(\UIImage.cgImage as KeyPath<UIImage, CGImage?>)
        check(\CGImage.width as KeyPath<CGImage, Int>)
        check(\CGImage.height as KeyPath<CGImage, Int>)
        check(UIStoryboardSegue.init(identifier:source:destination:) as (String?, UIViewController, UIViewController) -> UIStoryboardSegue)
        check(UIStoryboardSegue.init(identifier:source:destination:performHandler:) as (String?, UIViewController, UIViewController, @escaping () -> Void) -> UIStoryboardSegue)
        check(\UIStoryboardSegue.identifier as KeyPath<UIStoryboardSegue, String?>)
        check(\UIStoryboardSegue.source as KeyPath<UIStoryboardSegue, UIViewController>)
        check(\UIStoryboardSegue.destination as KeyPath<UIStoryboardSegue, UIViewController>)
        check(UIStoryboardSegue.perform as (UIStoryboardSegue) -> () -> Void)
        #expect(checked == 9)
    }

    /// The model holds no bitmaps: an image of any size has no Core Graphics image.
    @Test func anImageHasNoBitmap() {
        #expect(UIImage(size: CGSize(width: 20, height: 20)).cgImage == nil)
    }

    /// A segue made in code keeps what it was given, and performing it calls only its handler:
    /// nothing is shown.
    @Test func aSegueKeepsItsValuesAndPerformsOnlyItsHandler() {
        let source = UIViewController(), destination = UIViewController()
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "scan", source: source, destination: destination) { performed += 1 }
        #expect(segue.identifier == "scan" && segue.source === source && segue.destination === destination)
        segue.perform()
        #expect(performed == 1)
        #expect(source.presentedViewController == nil)
        UIStoryboardSegue(identifier: nil, source: source, destination: destination).perform()
        #expect(source.presentedViewController == nil)
    }
}
