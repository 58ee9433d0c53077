import SwiftUI

/// A SwiftUI form choosing its field by iOS version inside a view builder, as apps adopt a
/// newer modifier: `if #available` in a `body` (which a result builder builds with
/// `buildLimitedAvailability` on iOS, and, once adapted, with `buildEither`).
struct VersionGatedForm: View {
    @State private var text = ""

    var body: some View {
        VStack {
            Spacer()
            if #available(iOS 15, *) {
                TextField("Since iOS 15", text: $text)
                    .submitLabel(.done)
            } else {
                TextField("Before iOS 15", text: $text)
            }
        }
    }
}
