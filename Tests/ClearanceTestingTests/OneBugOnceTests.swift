import Clearance
import ClearanceSwiftUI
import ClearanceTesting
import Foundation
import Testing

/// A SwiftUI chat whose input field sits over the bottom of its list in a `ZStack`: on iOS 13,
/// where SwiftUI has no keyboard safe area (it came with iOS 14), nothing moves for the
/// keyboard, and the keyboard covers the field. Checked with the default profile (iOS 13–26).
private struct ChatOverItsList: View {
    @State private var text = ""
    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(0..<30, id: \.self) { Text("Message \($0)").frame(height: 44) }
                }
            }
            .padding(.bottom, 68)
            TextField("Message", text: $text).frame(height: 36).padding()
        }
    }
}

/// The texts of the issues a test recorded, in order.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    func append(_ text: String) { lock.lock(); collected.append(text); lock.unlock() }
    var texts: [String] { lock.lock(); defer { lock.unlock() }; return collected }
}

@Suite("expectView: one bug, reported once")
struct OneBugOnceTests {
    /// The field is covered (field-visible, `not-avoided`) and no scroll view can bring it up
    /// (reachable, whose numbers name no cause), in the same shrunk situation, after the same
    /// event, about the same field: one state of the screen seen by two invariants, one thing
    /// to fix. The test fails once, the reachable failure an "also" line of the covered field.
    /// (It failed twice, the second report "no known cause".)
    @MainActor @Test func aFieldNothingMovesForIsOneBugNotTwo() {
        let reports = Reports()
        withKnownIssue {
            expectView(named: "one-bug-once", profile: AppProfile(), config: HarnessConfig(cases: 100)) { ChatOverItsList() }
        } matching: { issue in
            reports.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Clearance__/one-bug-once")
        try? FileManager.default.removeItem(at: folder)
        let texts = reports.texts
        #expect(texts.count == 1, "\(texts)")
        #expect(texts.first?.contains("breaks field-visible — not-avoided") == true)
        #expect(texts.first?.contains("reachable: Message cannot be reached") == true, "the reachable failure is an also line")
    }
}
