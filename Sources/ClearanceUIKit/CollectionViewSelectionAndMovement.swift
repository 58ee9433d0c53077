import LayoutCore

// UICollectionView's selection and interactive movement (square/Listable's ListView, real-bug
// pairs 02, 28 and 38). The model's scenarios never select or drag an item: selection made by
// code is kept and marks the cells, and `selectItem` scrolls as UIKit says; an interactive move
// never begins (NoModelledEffect.md).

nonisolated(unsafe) private var allowsSelectionKey: UInt8 = 0
nonisolated(unsafe) private var allowsMultipleSelectionKey: UInt8 = 0
nonisolated(unsafe) private var selectedItemsKey: UInt8 = 0
nonisolated(unsafe) private var prefetchingKey: UInt8 = 0

extension UICollectionView {
    /// Whether the user can select items (`var allowsSelection: Bool`, `true` by default,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection).
    public var allowsSelection: Bool {
        get { objc_getAssociatedObject(self, &allowsSelectionKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &allowsSelectionKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Whether more than one item can be selected (`var allowsMultipleSelection: Bool`, `false`
    /// by default, https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection).
    public var allowsMultipleSelection: Bool {
        get { objc_getAssociatedObject(self, &allowsMultipleSelectionKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, &allowsMultipleSelectionKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The selected items, in the order selected (`var indexPathsForSelectedItems: [IndexPath]? { get }`,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems):
    /// empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        objc_getAssociatedObject(self, &selectedItemsKey) as? [IndexPath] ?? []
    }

    private var selectedItems: [IndexPath] {
        get { objc_getAssociatedObject(self, &selectedItemsKey) as? [IndexPath] ?? [] }
        set { objc_setAssociatedObject(self, &selectedItemsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// "Selects the item at the specified index path and optionally scrolls it into view"
    /// (`func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition)`,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)):
    /// `nil` "clears the current selection"; no effect when ``allowsSelection`` is `false`; without
    /// ``allowsMultipleSelection`` the item replaces the selection. The cells shown get
    /// `isSelected`; a non-empty `scrollPosition` scrolls as ``UICollectionView/scrollToItem(at:at:animated:)``.
    /// No delegate method is called (UIKit calls none for a selection made by code).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard allowsSelection else { return }
        let previous = selectedItems
        if let indexPath {
            selectedItems = allowsMultipleSelection ? previous.filter { $0 != indexPath } + [indexPath] : [indexPath]
        } else {
            selectedItems = []
        }
        for path in previous where !selectedItems.contains(path) { cellForItem(at: path)?.isSelected = false }
        for path in selectedItems { cellForItem(at: path)?.isSelected = true }
        if let indexPath, !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// "Deselects the item at the specified index" (`func deselectItem(at indexPath: IndexPath, animated: Bool)`,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)):
    /// no effect when ``allowsSelection`` is `false`; its cell, if shown, loses `isSelected`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Whether cells are prepared ahead of display (`var isPrefetchingEnabled: Bool`, `true` by
    /// default): kept; the model makes a cell when it is shown.
    public var isPrefetchingEnabled: Bool {
        get { objc_getAssociatedObject(self, &prefetchingKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &prefetchingKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Deletes sections (`func deleteSections(_ sections: IndexSet)`): the model reloads the data,
    /// as it does for ``UICollectionView/deleteItems(at:)``.
    public func deleteSections(_ sections: IndexSet) { reloadData() }

    /// Inserts sections (`func insertSections(_ sections: IndexSet)`): the model reloads the data,
    /// as it does for ``UICollectionView/insertItems(at:)``.
    public func insertSections(_ sections: IndexSet) { reloadData() }

    /// Moves a section (`func moveSection(_ section: Int, toSection newSection: Int)`): the model
    /// reloads the data.
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

    /// Moves an item (`func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`): the
    /// model reloads the data.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    /// "Initiates the interactive movement of the item at the specified index path"
    /// (`func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool`,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)):
    /// `false` ("the item is not allowed to move"): the model has no interactive movement.
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }

    /// Moves the item being moved (`func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint)`):
    /// no movement is ever in progress, so no effect.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}

    /// Ends the interactive movement (`func endInteractiveMovement()`): none is in progress; no effect.
    public func endInteractiveMovement() {}

    /// Cancels the interactive movement (`func cancelInteractiveMovement()`): none is in progress; no effect.
    public func cancelInteractiveMovement() {}
}
