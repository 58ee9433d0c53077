// The names of the first release's look-alike surface. UIKit's own spelling replaced them;
// they stay one release as deprecated aliases (Xcode and `swift build` offer the fix-it),
// then go.

@available(*, deprecated, renamed: "UIResponder") public typealias Responder = UIResponder
@available(*, deprecated, renamed: "UIView") public typealias View = UIView
@available(*, deprecated, renamed: "UIScrollView") public typealias ScrollView = UIScrollView
@available(*, deprecated, renamed: "UITableView") public typealias TableView = UITableView
@available(*, deprecated, renamed: "UITableViewCell") public typealias TableViewCell = UITableViewCell
@available(*, deprecated, renamed: "UITableViewController") public typealias TableViewController = UITableViewController
@available(*, deprecated, renamed: "UIViewController") public typealias ViewController = UIViewController
@available(*, deprecated, renamed: "UIStackView") public typealias StackView = UIStackView
@available(*, deprecated, renamed: "UITextField") public typealias TextField = UITextField
@available(*, deprecated, renamed: "UITextView") public typealias TextView = UITextView
@available(*, deprecated, renamed: "UIButton") public typealias Button = UIButton
@available(*, deprecated, renamed: "UILabel") public typealias Label = UILabel
@available(*, deprecated, renamed: "UIWindow") public typealias Window = UIWindow
@available(*, deprecated, renamed: "UIEdgeInsets") public typealias EdgeInsets = UIEdgeInsets
@available(*, deprecated, renamed: "UILayoutGuide") public typealias LayoutGuide = UILayoutGuide
@available(*, deprecated, renamed: "UIKeyboardLayoutGuide") public typealias KeyboardLayoutGuide = UIKeyboardLayoutGuide
@available(*, deprecated, renamed: "UITextFieldDelegate") public typealias TextFieldDelegate = UITextFieldDelegate
@available(*, deprecated, renamed: "UITextViewDelegate") public typealias TextViewDelegate = UITextViewDelegate
@available(*, deprecated, renamed: "UILayoutPriority") public typealias LayoutPriority = UILayoutPriority
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute") public typealias LayoutAttribute = NSLayoutConstraint.Attribute
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation") public typealias LayoutRelation = NSLayoutConstraint.Relation
@available(*, deprecated, renamed: "UIScrollView.KeyboardDismissMode") public typealias KeyboardDismissMode = UIScrollView.KeyboardDismissMode
@available(*, deprecated, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias ContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
@available(*, deprecated, renamed: "UIView.AnimationOptions") public typealias AnimationOptions = UIView.AnimationOptions
@available(*, deprecated, renamed: "NotificationCenter") public typealias WorldNotificationCenter = NotificationCenter
@available(*, deprecated, renamed: "DispatchQueue") public typealias MainQueue = DispatchQueue
@available(*, deprecated, renamed: "UIScreen") public typealias Screen = UIScreen
@available(*, deprecated, renamed: "NSDirectionalRectEdge") public typealias DirectionalRectEdge = NSDirectionalRectEdge
