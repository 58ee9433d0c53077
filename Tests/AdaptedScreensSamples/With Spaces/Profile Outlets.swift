import UIKit

/// A controller whose outlets are named `name` and `value`, as the parameters of the
/// `setValue(_:forOutletNamed:)` the adapter generates are (issue 49, item 20), in a folder
/// whose path has a space (item 19).
final class ProfileOutletsViewController: UIViewController {
    @IBOutlet weak var name: UITextField!
    @IBOutlet var value: UILabel!
    @IBOutlet var selector: UIButton?
}
