import ClearanceAdapter
import Foundation

/// `clearance adapt FILE… --out DIR`: the build plugin's transformation, on files, so that a
/// user (and CI) can see exactly what is compiled.
enum AdaptCommand {
    static let usage = """
    usage: clearance adapt FILE… --out DIR [--apply-renames] [--implicit-import MODULE]…

    Rewrites the Objective-C-only constructs of iOS source files (@objc, #selector,
    @IBOutlet, @IBAction, @IBDesignable/@IBInspectable, (x as AnyObject).cgRectValue,
    PreviewProvider, #Preview) and maps import UIKit/SwiftUI/Combine/ObjectiveC to this
    package's modules (a scoped import, import func ObjectiveC.objc_getAssociatedObject,
    imports the whole module), so that the files compile on Linux against
    ClearanceUIKit/ClearanceSwiftUI; every other byte is kept. Each FILE is written to
    DIR under its own name, starting with #sourceLocation directives that point compiler
    messages at the original file and line; a FILE is never written over (a DIR that
    holds a FILE is refused before anything is written). What cannot be rewritten is printed as
    FILE:LINE:COLUMN: error: … and that file is not written (exit status 1).

    --apply-renames  also applies the fix-its today's Xcode offers for old spellings: the
                     names the SDK declares unavailable and renamed, from Swift 4.2's
                     (UIKeyboardFrameEndUserInfoKey -> UIResponder.keyboardFrameEndUserInfoKey,
                     .UIKeyboardWillShow -> UIResponder.keyboardWillShowNotification,
                     UIViewAnimationOptions -> UIView.AnimationOptions…) to Swift 2's
                     (NSNotificationCenter.defaultCenter() -> NotificationCenter.default,
                     anchor.constraintEqualToAnchor(a) -> anchor.constraint(equalTo: a)…), and
                     the compiler's own for Swift 2 syntax (override func viewWillAppear(animated:)
                     -> viewWillAppear(_ animated:), if let a = x, b = y -> if let a = x, let b = y).
                     Each rewrite is printed as FILE:LINE:COLUMN: note: …. Without it such a
                     file fails to compile, as it does in today's Xcode.
    --implicit-import MODULE
                     a module every file of the app's target sees without importing it:
                     what the target's Objective-C bridging header or a framework's
                     umbrella header imports (#import <UIKit/UIKit.h>), or what another
                     file re-exports (@_exported import UIKit). A file that does not import
                     it gets its import before its first line. UIKit, SwiftUI, Combine or
                     Foundation; may be repeated.
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: OptionSpec(valued: ["out", "implicit-import"], repeatable: ["implicit-import"],
                                                            flags: ["help", "apply-renames"]), usage: usage)
        if options.has("help") { print(usage); return 0 }
        let implicitImports = options.all("implicit-import")
        for module in implicitImports where !SourceAdapter.implicitlyImportable.contains(module) {
            throw UsageError(message: "--implicit-import '\(module)' is not a module this package simulates (use one of \(SourceAdapter.implicitlyImportable.joined(separator: ", ")))",
                             usage: usage)
        }
        // A file named twice (`*.swift Login.swift`, or through a symbolic link) is adapted once.
        var files: [String] = []
        var named: Set<String> = []
        for file in options.positionals where named.insert(URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path).inserted {
            files.append(file)
        }
        guard !files.isEmpty else { throw UsageError(message: "adapt needs at least one FILE", usage: usage) }
        guard let out = options.value("out"), !out.isEmpty else { throw UsageError(message: "--out DIR is required", usage: usage) }
        var names: [String: String] = [:]
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            if let other = names[name] {
                throw UsageError(message: "'\(file)' and '\(other)' would both be written as \(name) in \(out)", usage: usage)
            }
            names[name] = file
        }
        let directory = URL(fileURLWithPath: out)
        // The adapter never writes over its input: `clearance adapt Login.swift --out .` is
        // refused before any file is written.
        for file in files {
            let target = directory.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path
            do { try SourceAdapter.checkOutput(target, isNot: file) } catch {
                throw UsageError(message: "'\(file)' would be overwritten: --out '\(out)' holds it (or a link to it), and the adapter never writes over its input; choose another folder (for example --out Adapted)",
                                 usage: usage)
            }
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError(message: "--out '\(out)' is not a directory", usage: usage) }
        } else {
            do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                throw UsageError(message: "--out '\(out)' cannot be created: \(error.localizedDescription)", usage: usage)
            }
        }
        var status = ExitStatus.passed
        let adapterOptions = AdapterOptions(applyRenames: options.has("apply-renames"), implicitImports: implicitImports)
        for file in files {
            let target = directory.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent)
            let adapted: AdaptedSource
            do {
                adapted = try SourceAdapter.adaptFile(atPath: file, toPath: target.path, options: adapterOptions)
            } catch let error as AdapterFileError where error.kind == .unwritable {
                throw CommandError(message: error.description, status: ExitStatus.notWritten)
            } catch {
                printError("\(error)")
                status = ExitStatus.failed
                continue
            }
            if adapted.isRefused {
                for diagnostic in adapted.diagnostics { printError(diagnostic.description) }
                status = ExitStatus.failed
                continue
            }
            for rename in adapted.renames { print(rename.description) }
            print("adapted \(file) -> \(target.path)")
        }
        return status
    }
}
