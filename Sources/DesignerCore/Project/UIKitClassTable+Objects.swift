extension UIKitClassTable {
    /// The objects of a scene that are no views: bar items, navigation items, gesture
    /// recognizers and view controllers.
    static let objectRows: [Row] = [
        (
            "UIBarItem", "NSObject",
            """
            enabled title image landscapeImagePhone largeContentSizeImage imageInsets landscapeImagePhoneInsets \
            largeContentSizeImageInsets tag
            """, ""
        ),
        (
            "UIBarButtonItem", "UIBarItem",
            """
            style width possibleTitles customView action target primaryAction menu preferredMenuElementOrder \
            changesSelectionAsPrimaryAction selected hidden tintColor buttonGroup springLoaded menuRepresentation \
            symbolAnimationEnabled hidesSharedBackground sharesBackground badge identifier
            """, ""
        ),
        (
            "UITabBarItem", "UIBarItem",
            "selectedImage badgeValue badgeColor titlePositionAdjustment standardAppearance scrollEdgeAppearance",
            ""
        ),
        (
            "UINavigationItem", "NSObject",
            """
            title titleView prompt backBarButtonItem backButtonTitle hidesBackButton backButtonDisplayMode \
            backAction leftBarButtonItems rightBarButtonItems leftItemsSupplementBackButton leftBarButtonItem \
            rightBarButtonItem largeTitleDisplayMode searchController hidesSearchBarWhenScrolling \
            standardAppearance compactAppearance scrollEdgeAppearance compactScrollEdgeAppearance \
            preferredSearchBarPlacement searchBarPlacement renameDelegate titleMenuProvider documentProperties \
            customizationIdentifier centerItemGroups leadingItemGroups trailingItemGroups style \
            pinnedTrailingGroup additionalOverflowItems subtitle largeTitle largeSubtitle subtitleView \
            largeSubtitleView attributedTitle attributedSubtitle
            """, ""
        ),
        (
            "UIGestureRecognizer", "NSObject",
            """
            state delegate enabled view cancelsTouchesInView delaysTouchesBegan delaysTouchesEnded \
            allowedTouchTypes allowedPressTypes requiresExclusiveTouchType numberOfTouches modifierFlags buttonMask \
            name
            """, ""
        ),
        (
            "UITapGestureRecognizer", "UIGestureRecognizer",
            "numberOfTapsRequired numberOfTouchesRequired buttonMaskRequired", ""
        ),
        ("UIPinchGestureRecognizer", "UIGestureRecognizer", "scale velocity", ""),
        ("UIRotationGestureRecognizer", "UIGestureRecognizer", "rotation velocity", ""),
        ("UISwipeGestureRecognizer", "UIGestureRecognizer", "numberOfTouchesRequired direction", ""),
        (
            "UIPanGestureRecognizer", "UIGestureRecognizer",
            "minimumNumberOfTouches maximumNumberOfTouches allowedScrollTypesMask", ""
        ),
        ("UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer", "edges", ""),
        (
            "UILongPressGestureRecognizer", "UIGestureRecognizer",
            "numberOfTapsRequired numberOfTouchesRequired minimumPressDuration allowableMovement", ""
        ),
        ("UIHoverGestureRecognizer", "UIGestureRecognizer", "zOffset altitudeAngle rollAngle", ""),
        (
            "UIViewController", "UIResponder",
            """
            view viewIfLoaded viewLoaded nibName nibBundle storyboard title parentViewController \
            modalViewController presentedViewController presentingViewController definesPresentationContext \
            providesPresentationContextTransitionStyle restoresFocusAfterTransition beingPresented beingDismissed \
            movingToParentViewController movingFromParentViewController modalTransitionStyle \
            modalPresentationStyle modalPresentationCapturesStatusBarAppearance \
            disablesAutomaticKeyboardDismissal wantsFullScreenLayout edgesForExtendedLayout \
            extendedLayoutIncludesOpaqueBars automaticallyAdjustsScrollViewInsets preferredContentSize \
            preferredStatusBarStyle prefersStatusBarHidden preferredStatusBarUpdateAnimation editing \
            navigationItem hidesBottomBarWhenPushed navigationController tabBarItem tabBarController \
            toolbarItems splitViewController searchDisplayController childViewControllers children \
            additionalSafeAreaInsets systemMinimumLayoutMargins viewRespectsSystemMinimumLayoutMargins \
            transitioningDelegate popoverPresentationController presentationController \
            sheetPresentationController activePresentationController modalInPopover modalInPresentation \
            restorationClass overrideUserInterfaceStyle preferredScreenEdgesDeferringSystemGestures \
            prefersHomeIndicatorAutoHidden prefersPointerLocked contentSizeForViewInPopover \
            preferredFocusEnvironments preferredFocusedView interactionActivityTrackingBaseName \
            traitOverrides preferredTransition tab editButtonItem
            """, "dismissViewControllerAnimated:completion: setEditing:animated:"
        ),
        (
            "UINavigationController", "UIViewController",
            """
            topViewController visibleViewController viewControllers navigationBarHidden navigationBar \
            toolbarHidden toolbar delegate interactivePopGestureRecognizer hidesBarsWhenKeyboardAppears \
            hidesBarsOnSwipe barHideOnSwipeGestureRecognizer hidesBarsWhenVerticallyCompact hidesBarsOnTap \
            barHideOnTapGestureRecognizer interactiveContentPopGestureRecognizer
            """, "popViewControllerAnimated: popToRootViewControllerAnimated:"
        ),
        (
            "UITabBarController", "UIViewController",
            """
            viewControllers selectedViewController selectedIndex moreNavigationController \
            customizableViewControllers tabBar delegate tabs selectedTab mode sidebar compactTabIdentifiers \
            customizationIdentifier tabBarHidden
            """, ""
        ),
        (
            "UITableViewController", "UIViewController",
            "tableView clearsSelectionOnViewWillAppear refreshControl", ""
        ),
        (
            "UICollectionViewController", "UIViewController",
            """
            collectionView collectionViewLayout clearsSelectionOnViewWillAppear \
            useLayoutToLayoutNavigationTransitions installsStandardGestureForInteractiveMovement
            """, ""
        ),
        (
            "UIPageViewController", "UIViewController",
            """
            delegate dataSource transitionStyle navigationOrientation spineLocation doubleSided gestureRecognizers \
            viewControllers
            """, ""
        ),
        (
            "UISplitViewController", "UIViewController",
            """
            viewControllers delegate presentsWithGesture collapsed preferredDisplayMode displayMode \
            displayModeButtonItem preferredPrimaryColumnWidthFraction minimumPrimaryColumnWidth \
            maximumPrimaryColumnWidth primaryColumnWidth primaryEdge preferredSplitBehavior splitBehavior \
            showsSecondaryOnlyButton style preferredSupplementaryColumnWidthFraction \
            preferredSupplementaryColumnWidth minimumSupplementaryColumnWidth maximumSupplementaryColumnWidth \
            supplementaryColumnWidth primaryBackgroundStyle displayModeButtonVisibility
            """, ""
        ),
    ]
}
