//
//  SignUpFieldChain.swift
//
//  A sign-up form whose text fields know their next field through an associated object, as
//  apps write it (Tests/RealCode 57 and its app's UITextFieldExtension.swift; 54 keeps a scroll
//  view's insets the same way): the return key moves to the next field, the last one dismisses
//  the keyboard.
//

import Foundation
import UIKit
import func ObjectiveC.objc_getAssociatedObject
import func ObjectiveC.objc_setAssociatedObject

private var nextFieldKey: UInt8 = 0

extension UITextField {
    var nextField: UITextField? {
        get {
            return objc_getAssociatedObject(self, &nextFieldKey) as? UITextField
        }
        set {
            objc_setAssociatedObject(self, &nextFieldKey, newValue, .OBJC_ASSOCIATION_RETAIN)
        }
    }
}

class SignUpViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView(arrangedSubviews: [nameField, emailField, passwordField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        nameField.nextField = emailField
        emailField.nextField = passwordField
        for field in [nameField, emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.delegate = self
        }
        passwordField.returnKeyType = .done
    }

    @objc func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = textField.nextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
