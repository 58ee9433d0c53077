// Seed 002's `SignUpForm`, as the article prints it; only the import line differs.

#if canImport(SwiftUI)
import SwiftUI
#else
import ClearanceSwiftUI
#endif

struct SignUpForm: View {
    enum Field: Hashable { case name, email, password }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?          // iOS 15+

    var body: some View {
        NavigationStack {                                  // iOS 16+
            ScrollView {
                VStack(spacing: 16) {
                    TextField("Full name", text: $name)
                        .focused($focusedField, equals: .name)
                        .submitLabel(.next)                // iOS 15+

                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)

                    SecureField("Password", text: $password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.join)
                }
                .textFieldStyle(.roundedBorder)
                .padding()
            }
            .scrollDismissesKeyboard(.interactively)       // iOS 16+
            .onSubmit {                                    // iOS 15+
                switch focusedField {
                case .name: focusedField = .email
                case .email: focusedField = .password
                default:
                    focusedField = nil                     // dismisses the keyboard
                    register()
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {   // iOS 15+
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            .navigationTitle("Sign up")
        }
    }

    private func register() { /* ... */ }
}
