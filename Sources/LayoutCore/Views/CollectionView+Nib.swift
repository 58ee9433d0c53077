import Foundation

// A collection view's cells from a XIB (UIKit's `register(_:forCellWithReuseIdentifier:)` with a
// `UINib`): Wormholy's requests list registers `UINib(nibName: "RequestCell", …)`
// (Tests/RealBugs/41). The XIB is read as the storyboard loader reads it (InterfaceBuilder/).

extension UICollectionView {
    /// Registers the nib `dequeueReusableCell(withReuseIdentifier:for:)` makes cells from for
    /// `identifier` (UIKit's `func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)`,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-7bspp):
    /// "The nib file must contain only one top-level object and that object must be of the type
    /// UICollectionViewCell"; it replaces a class or nib registered before for the identifier,
    /// and `nil` unregisters the nib.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            registeredNibs[identifier] = nil
            return
        }
        register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
        registeredNibs[identifier] = nib
    }

    /// A new cell made from `nib` (its one top-level object, created with no owner: outlets
    /// connected, `awakeFromNib()` sent). A nib whose top-level objects are not exactly one
    /// collection view cell is the exception UIKit raises (recorded in the world), and an empty
    /// cell stands in.
    func cell(fromNib nib: UINib, identifier: String) -> UICollectionViewCell {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let cell = objects.first as? UICollectionViewCell else {
            InterfaceBuilder.report(InterfaceBuilderError.classCannotBeCreated(
                name: identifier, file: nib.file?.fileName ?? "nib",
                reason: "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UICollectionViewCell instance (it has \(objects.count): \(objects.map { String(describing: type(of: $0)) }.joined(separator: ", ")))"))
            let stand = UICollectionViewCell(frame: .zero)
            stand.reuseIdentifier = identifier
            return stand
        }
        cell.reuseIdentifier = identifier
        return cell
    }
}
