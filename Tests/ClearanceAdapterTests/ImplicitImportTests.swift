import ClearanceAdapter
import Foundation
import Testing

/// `--implicit-import`: the modules every file of an app's target sees without importing them
/// (its bridging header's or umbrella header's `#import <UIKit/UIKit.h>`, another file's
/// `@_exported import UIKit`).
@Suite struct ImplicitImportTests {
    static let file = "open class KeyboardConstraint: NSLayoutConstraint {\n    override init() { super.init() }\n}\n"

    @Test func aFileThatDoesNotImportTheModuleGetsItsImportBeforeItsFirstLine() {
        let adapted = SourceAdapter.adapt(fileName: "K.swift", source: Self.file, options: AdapterOptions(implicitImports: ["UIKit"]))
        #expect(adapted.diagnostics.isEmpty)
        // Before the `#sourceLocation` directive: the file's lines keep their numbers.
        #expect(adapted.text == "import ClearanceUIKit // implicit in the app's target (--implicit-import)\n#sourceLocation(file: \"K.swift\", line: 1)\n" + Self.file)
    }

    @Test func withoutTheOptionNothingIsAdded() {
        let adapted = SourceAdapter.adapt(fileName: "K.swift", source: Self.file)
        #expect(adapted.text == "#sourceLocation(file: \"K.swift\", line: 1)\n" + Self.file)
    }

    @Test func aFileThatImportsTheModuleItselfIsLeftAsItIs() {
        let source = "import UIKit\n" + Self.file
        let implicit = SourceAdapter.adapt(fileName: "K.swift", source: source, options: AdapterOptions(implicitImports: ["UIKit", "UIKit"]))
        #expect(implicit.text == SourceAdapter.adapt(fileName: "K.swift", source: source).text)
    }

    /// The Clearance modules re-export Foundation: a file that imports Foundation beside an
    /// implicit UIKit has that import commented (a second, direct import makes
    /// `NotificationCenter.default` ambiguous), as beside an explicit one.
    @Test func foundationBesideAnImplicitSDKModuleIsReexported() {
        let adapted = SourceAdapter.adapt(fileName: "F.swift", source: "import Foundation\nlet center = NotificationCenter.default\n",
                                          options: AdapterOptions(implicitImports: ["UIKit", "Foundation"]))
        #expect(adapted.text == """
            import ClearanceUIKit // implicit in the app's target (--implicit-import)
            #sourceLocation(file: "F.swift", line: 1)
            /* import Foundation: re-exported by the Clearance modules */
            let center = NotificationCenter.default

            """)
        let foundationOnly = SourceAdapter.adapt(fileName: "F.swift", source: "let now = Date()\n", options: AdapterOptions(implicitImports: ["Foundation"]))
        #expect(foundationOnly.text.hasPrefix("import Foundation // implicit in the app's target (--implicit-import)\n#sourceLocation"))
    }

    @Test func aModuleThisPackageDoesNotSimulateIsRefusedByName() {
        let adapted = SourceAdapter.adapt(fileName: "K.swift", source: Self.file, options: AdapterOptions(implicitImports: ["MapKit"]))
        #expect(adapted.isRefused)
        #expect(adapted.diagnostics.map(\.description) == ["K.swift:1:1: error: --implicit-import MapKit: not a module this package simulates (use one of UIKit, SwiftUI, Combine, Foundation)"])
    }
}
