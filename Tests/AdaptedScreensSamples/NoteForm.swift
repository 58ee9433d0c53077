import SwiftUI

/// A SwiftUI form with both kinds of preview.
struct NoteForm: View {
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
        }
    }
}

#if DEBUG
struct NoteForm_Previews: PreviewProvider {
    static var previews: some View {
        NoteForm()
    }
}
#endif

#Preview("Empty") {
    NoteForm()
}
