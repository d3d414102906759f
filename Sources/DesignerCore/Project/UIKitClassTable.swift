/// The rows of `UIKitClasses`: each class Interface Builder offers, its superclass, its
/// Objective-C property names (the keys key-value coding finds) and the methods an action may
/// name, each list one string of names separated by spaces.
enum UIKitClassTable {
    /// The keys of the text input traits, which text fields, text views and search bars have.
    private static let textInputTraits = """
        autocapitalizationType autocorrectionType spellCheckingType smartQuotesType smartDashesType \
        smartInsertDeleteType inlinePredictionType mathExpressionCompletionType keyboardType keyboardAppearance \
        returnKeyType enablesReturnKeyAutomatically secureTextEntry textContentType passwordRules \
        allowsNumberPadPopover writingToolsBehavior allowedWritingToolsResultOptions conversationContext
        """

    /// The keys of the text input protocol and of content size category adjusting.
    private static let textInput = """
        selectedTextRange markedTextRange markedTextStyle beginningOfDocument endOfDocument inputDelegate \
        tokenizer textInputView selectionAffinity adjustsFontForContentSizeCategory textDragDelegate \
        textDropDelegate textDragInteraction textDragActive textDropActive pasteDelegate pasteConfiguration \
        interactionState allowsEditingTextAttributes typingAttributes clearsOnInsertion
        """

    /// The keys a cell shares with headers and footers: their configurations.
    private static let configurations = """
        configurationState automaticallyUpdatesContentConfiguration contentConfiguration \
        automaticallyUpdatesBackgroundConfiguration backgroundConfiguration configurationUpdateHandler
        """

    /// The standard edit actions a responder may implement, which First Responder actions name.
    private static let editActions = """
        copy: cut: paste: select: selectAll: delete: makeTextWritingDirectionLeftToRight: \
        makeTextWritingDirectionRightToLeft: toggleBoldface: toggleItalics: toggleUnderline: \
        increaseSize: decreaseSize: pasteAndMatchStyle: pasteAndGo: pasteAndSearch: print: find: findNext: \
        findPrevious: findAndReplace: useSelectionForFind: rename: duplicate: move: export: share: \
        alignLeft: alignCenter: alignRight: alignJustified: captureTextFromCamera: updateTextAttributesWithConversionHandler: \
        becomeFirstResponder resignFirstResponder reloadInputViews
        """

    typealias Row = (name: String, superclass: String?, keys: String, methods: String)

    /// Every row: the layers, views and controls here, the objects that are no views after.
    static var rows: [Row] { viewRows + objectRows }

    /// `NSObject`, the layers, `UIResponder`, the views and the controls.
    private static let viewRows: [Row] = [
        (
            "NSObject", nil,
            """
            accessibilityIdentifier accessibilityLabel accessibilityHint accessibilityValue accessibilityTraits \
            isAccessibilityElement accessibilityElementsHidden accessibilityViewIsModal shouldGroupAccessibilityChildren \
            accessibilityLanguage accessibilityFrame accessibilityPath accessibilityActivationPoint \
            accessibilityNavigationStyle accessibilityContainerType accessibilityRespondsToUserInteraction \
            accessibilityUserInputLabels accessibilityAttributedLabel accessibilityAttributedHint \
            accessibilityAttributedValue accessibilityAttributedUserInputLabels accessibilityTextualContext \
            accessibilityCustomActions accessibilityCustomRotors accessibilityElements accessibilityHeaderElements \
            accessibilityDragSourceDescriptors accessibilityDropPointDescriptors accessibilityShowsLargeContentViewer \
            accessibilityDirectTouchOptions accessibilityExpandedStatus accessibilityLanguage
            """, ""
        ),
        (
            "CALayer", "NSObject",
            """
            bounds position zPosition anchorPoint anchorPointZ transform frame hidden doubleSided geometryFlipped \
            superlayer sublayers sublayerTransform mask masksToBounds contents contentsRect contentsGravity \
            contentsScale contentsCenter contentsFormat minificationFilter magnificationFilter \
            minificationFilterBias opaque needsDisplayOnBoundsChange drawsAsynchronously edgeAntialiasingMask \
            allowsEdgeAntialiasing backgroundColor cornerRadius maskedCorners cornerCurve borderWidth borderColor \
            opacity allowsGroupOpacity compositingFilter filters backgroundFilters shouldRasterize \
            rasterizationScale shadowColor shadowOpacity shadowOffset shadowRadius shadowPath actions name delegate \
            style speed timeOffset beginTime duration repeatCount repeatDuration autoreverses fillMode visibleRect \
            wantsExtendedDynamicRangeContent preferredDynamicRange contentsHeadroom toneMapMode
            """, ""
        ),
        (
            "CAGradientLayer", "CALayer", "colors locations startPoint endPoint type", ""
        ),
        (
            "CAShapeLayer", "CALayer",
            """
            path fillColor fillRule strokeColor strokeStart strokeEnd lineWidth miterLimit lineCap lineJoin \
            lineDashPhase lineDashPattern
            """, ""
        ),
        (
            "CATextLayer", "CALayer",
            "string font fontSize foregroundColor wrapped truncationMode alignmentMode allowsFontSubpixelQuantization",
            ""
        ),
        (
            "CAReplicatorLayer", "CALayer",
            """
            instanceCount preservesDepth instanceDelay instanceTransform instanceColor instanceRedOffset \
            instanceGreenOffset instanceBlueOffset instanceAlphaOffset
            """, ""
        ),
        (
            "NSLayoutConstraint", "NSObject",
            """
            constant multiplier priority active identifier firstItem secondItem firstAttribute secondAttribute \
            relation firstAnchor secondAnchor shouldBeArchived
            """, ""
        ),
        ("UILayoutGuide", "NSObject", "identifier owningView layoutFrame", ""),
        (
            "UIResponder", "NSObject",
            """
            nextResponder canBecomeFirstResponder canResignFirstResponder firstResponder inputView \
            inputAccessoryView inputViewController inputAccessoryViewController textInputMode \
            textInputContextIdentifier undoManager keyCommands userActivity inputAssistantItem \
            editingInteractionConfiguration activityItemsConfiguration restorationIdentifier
            """, editActions
        ),
        (
            "UIApplication", "UIResponder",
            """
            delegate applicationIconBadgeNumber idleTimerDisabled networkActivityIndicatorVisible statusBarStyle \
            statusBarHidden applicationSupportsShakeToEdit keyWindow windows connectedScenes openSessions
            """, ""
        ),
        (
            "UIView", "UIResponder",
            """
            layer tag tintColor tintAdjustmentMode contentMode userInteractionEnabled multipleTouchEnabled \
            exclusiveTouch backgroundColor alpha opaque hidden clipsToBounds clearsContextBeforeDrawing maskView mask \
            frame bounds center transform transform3D anchorPoint contentScaleFactor autoresizesSubviews \
            autoresizingMask translatesAutoresizingMaskIntoConstraints superview subviews window layoutMargins \
            directionalLayoutMargins preservesSuperviewLayoutMargins insetsLayoutMarginsFromSafeArea safeAreaInsets \
            safeAreaLayoutGuide layoutMarginsGuide readableContentGuide keyboardLayoutGuide semanticContentAttribute \
            effectiveUserInterfaceLayoutDirection gestureRecognizers motionEffects constraints interactions \
            overrideUserInterfaceStyle traitCollection traitOverrides focusGroupIdentifier focusGroupPriority \
            focusEffect canBecomeFocused focused accessibilityIgnoresInvertColors largeContentTitle \
            largeContentImage showsLargeContentViewer scalesLargeContentImage largeContentImageInsets \
            minimumContentSizeCategory maximumContentSizeCategory appliedContentSizeCategoryLimitsDescription \
            hoverStyle intrinsicContentSize alignmentRectInsets leadingAnchor trailingAnchor leftAnchor rightAnchor \
            topAnchor bottomAnchor widthAnchor heightAnchor centerXAnchor centerYAnchor firstBaselineAnchor \
            lastBaselineAnchor layoutGuides hasAmbiguousLayout viewForFirstBaselineLayout viewForLastBaselineLayout \
            cornerConfiguration
            """,
            """
            setNeedsLayout layoutIfNeeded setNeedsDisplay sizeToFit removeFromSuperview layoutSubviews \
            invalidateIntrinsicContentSize endEditing:
            """
        ),
        (
            "UIControl", "UIView",
            """
            enabled selected highlighted contentHorizontalAlignment contentVerticalAlignment \
            effectiveContentHorizontalAlignment state tracking touchInside allTargets allControlEvents \
            contextMenuInteraction contextMenuInteractionEnabled showsMenuAsPrimaryAction toolTip \
            toolTipInteraction symbolAnimationEnabled
            """, "sendActionsForControlEvents:"
        ),
        (
            "UILabel", "UIView",
            """
            text font textColor shadowColor shadowOffset textAlignment lineBreakMode attributedText \
            highlightedTextColor highlighted enabled numberOfLines adjustsFontSizeToFitWidth baselineAdjustment \
            minimumScaleFactor allowsDefaultTighteningForTruncation lineBreakStrategy preferredMaxLayoutWidth \
            showsExpansionTextWhenTruncated minimumFontSize adjustsLetterSpacingToFitWidth \
            adjustsFontForContentSizeCategory enablesMarqueeWhenAncestorFocused preferredVibrancy
            """, ""
        ),
        (
            "UIImageView", "UIView",
            """
            image highlightedImage animationImages highlightedAnimationImages animationDuration \
            animationRepeatCount highlighted animating adjustsImageWhenAncestorFocused focusedFrameGuide \
            preferredSymbolConfiguration preferredImageDynamicRange imageDynamicRange overlayContentView \
            masksFocusEffectToContents
            """, "startAnimating stopAnimating"
        ),
        (
            "UIButton", "UIControl",
            """
            titleLabel imageView subtitleLabel contentEdgeInsets titleEdgeInsets imageEdgeInsets \
            reversesTitleShadowWhenHighlighted adjustsImageWhenHighlighted adjustsImageWhenDisabled \
            showsTouchWhenHighlighted buttonType currentTitle currentTitleColor currentTitleShadowColor currentImage \
            currentBackgroundImage currentPreferredSymbolConfiguration currentAttributedTitle configuration \
            automaticallyUpdatesConfiguration configurationUpdateHandler changesSelectionAsPrimaryAction role menu \
            pointerInteractionEnabled pointerStyleProvider behavioralStyle preferredBehavioralStyle font \
            lineBreakMode titleShadowOffset springLoaded preferredMenuElementOrder
            """, ""
        ),
        (
            "UISwitch", "UIControl",
            "on onTintColor thumbTintColor onImage offImage title style preferredStyle", "setOn:animated:"
        ),
        (
            "UISlider", "UIControl",
            """
            value minimumValue maximumValue minimumValueImage maximumValueImage continuous minimumTrackTintColor \
            maximumTrackTintColor thumbTintColor currentThumbImage currentMinimumTrackImage currentMaximumTrackImage \
            behavioralStyle preferredBehavioralStyle sliderConfiguration trackConfiguration
            """, ""
        ),
        (
            "UITextField", "UIControl",
            """
            text attributedText textColor font textAlignment borderStyle defaultTextAttributes placeholder \
            attributedPlaceholder clearsOnBeginEditing adjustsFontSizeToFitWidth minimumFontSize delegate background \
            disabledBackground editing clearButtonMode leftView leftViewMode rightView rightViewMode inputView \
            inputAccessoryView searchTextField
            """ + " " + textInputTraits + " " + textInput, ""
        ),
        (
            "UISegmentedControl", "UIControl",
            """
            momentary numberOfSegments apportionsSegmentWidthsByContent selectedSegmentIndex \
            selectedSegmentTintColor springLoaded
            """, ""
        ),
        (
            "UIStepper", "UIControl",
            "continuous autorepeat wraps value minimumValue maximumValue stepValue", ""
        ),
        (
            "UIPageControl", "UIControl",
            """
            numberOfPages currentPage hidesForSinglePage defersCurrentPageDisplay pageIndicatorTintColor \
            currentPageIndicatorTintColor backgroundStyle interactionState allowsContinuousInteraction \
            preferredIndicatorImage preferredCurrentPageIndicatorImage direction progress
            """, "updateCurrentPageDisplay"
        ),
        (
            "UIDatePicker", "UIControl",
            """
            datePickerMode locale calendar timeZone date minimumDate maximumDate countDownDuration minuteInterval \
            preferredDatePickerStyle datePickerStyle roundsToMinuteInterval
            """, ""
        ),
        ("UIRefreshControl", "UIControl", "attributedTitle refreshing", "beginRefreshing endRefreshing"),
        ("UIColorWell", "UIControl", "title supportsAlpha selectedColor", ""),
        (
            "UIScrollView", "UIView",
            """
            contentOffset contentSize contentInset adjustedContentInset contentInsetAdjustmentBehavior \
            automaticallyAdjustsScrollIndicatorInsets delegate directionalLockEnabled bounces bouncesHorizontally \
            bouncesVertically alwaysBounceVertical alwaysBounceHorizontal pagingEnabled scrollEnabled \
            showsVerticalScrollIndicator showsHorizontalScrollIndicator indicatorStyle verticalScrollIndicatorInsets \
            horizontalScrollIndicatorInsets scrollIndicatorInsets decelerationRate indexDisplayMode tracking dragging \
            decelerating delaysContentTouches canCancelContentTouches minimumZoomScale maximumZoomScale zoomScale \
            bouncesZoom zooming zoomBouncing scrollsToTop panGestureRecognizer pinchGestureRecognizer \
            directionalPressGestureRecognizer keyboardDismissMode refreshControl contentLayoutGuide \
            frameLayoutGuide allowsKeyboardScrolling scrollAnimating topEdgeEffect bottomEdgeEffect leftEdgeEffect \
            rightEdgeEffect
            """, "flashScrollIndicators"
        ),
        (
            "UITableView", "UIScrollView",
            """
            style dataSource prefetchDataSource dragDelegate dropDelegate rowHeight sectionHeaderHeight \
            sectionFooterHeight estimatedRowHeight estimatedSectionHeaderHeight estimatedSectionFooterHeight \
            fillerRowHeight sectionHeaderTopPadding separatorInset separatorInsetReference separatorStyle \
            separatorColor separatorEffect backgroundView editing allowsSelection allowsSelectionDuringEditing \
            allowsMultipleSelection allowsMultipleSelectionDuringEditing indexPathForSelectedRow \
            indexPathsForSelectedRows sectionIndexMinimumDisplayRowCount sectionIndexColor \
            sectionIndexBackgroundColor sectionIndexTrackingBackgroundColor tableHeaderView tableFooterView \
            cellLayoutMarginsFollowReadableWidth insetsContentViewsToSafeArea remembersLastFocusedIndexPath \
            selectionFollowsFocus allowsFocus allowsFocusDuringEditing dragInteractionEnabled hasActiveDrag \
            hasActiveDrop hasUncommittedUpdates numberOfSections visibleCells indexPathsForVisibleRows \
            selfSizingInvalidation contextMenuInteraction
            """, "reloadData reloadSectionIndexTitles beginUpdates endUpdates"
        ),
        (
            "UICollectionView", "UIScrollView",
            """
            collectionViewLayout dataSource prefetchDataSource prefetchingEnabled dragDelegate dropDelegate \
            dragInteractionEnabled reorderingCadence backgroundView allowsSelection allowsMultipleSelection \
            indexPathsForSelectedItems remembersLastFocusedIndexPath selectionFollowsFocus allowsFocus \
            allowsFocusDuringEditing editing allowsSelectionDuringEditing allowsMultipleSelectionDuringEditing \
            hasActiveDrag hasActiveDrop hasUncommittedUpdates numberOfSections visibleCells \
            indexPathsForVisibleItems selfSizingInvalidation contextMenuInteraction
            """, "reloadData"
        ),
        (
            "UITextView", "UIScrollView",
            """
            text font textColor textAlignment selectedRange editable selectable dataDetectorTypes attributedText \
            inputView inputAccessoryView textContainer textContainerInset layoutManager textStorage \
            linkTextAttributes usesStandardTextScaling textLayoutManager findInteraction findInteractionEnabled \
            borderStyle textHighlightAttributes
            """ + " " + textInputTraits + " " + textInput, ""
        ),
        ("UICollectionReusableView", "UIView", "reuseIdentifier", ""),
        (
            "UICollectionViewCell", "UICollectionReusableView",
            """
            contentView selected highlighted backgroundView selectedBackgroundView dragStateDidChange
            """ + " " + configurations, ""
        ),
        (
            "UICollectionViewListCell", "UICollectionViewCell",
            "accessories indentationLevel indentationWidth indentsAccessories separatorLayoutGuide", ""
        ),
        (
            "UITableViewCell", "UIView",
            """
            contentView imageView textLabel detailTextLabel backgroundView selectedBackgroundView \
            multipleSelectionBackgroundView reuseIdentifier selectionStyle selected highlighted editingStyle \
            showsReorderControl shouldIndentWhileEditing accessoryType accessoryView editingAccessoryType \
            editingAccessoryView indentationLevel indentationWidth separatorInset editing showingDeleteConfirmation \
            focusStyle userInteractionEnabledWhileDragging text font textAlignment lineBreakMode textColor \
            selectedTextColor image selectedImage hidesAccessoryWhenEditing
            """ + " " + configurations, ""
        ),
        (
            "UITableViewHeaderFooterView", "UIView",
            "textLabel detailTextLabel contentView backgroundView reuseIdentifier " + configurations, ""
        ),
        (
            "UIStackView", "UIView",
            """
            arrangedSubviews axis distribution alignment spacing baselineRelativeArrangement \
            layoutMarginsRelativeArrangement
            """, ""
        ),
        (
            "UIActivityIndicatorView", "UIView",
            "activityIndicatorViewStyle style hidesWhenStopped color animating", "startAnimating stopAnimating"
        ),
        (
            "UIProgressView", "UIView",
            "progressViewStyle progress progressTintColor trackTintColor progressImage trackImage observedProgress",
            ""
        ),
        ("UIVisualEffectView", "UIView", "contentView effect", ""),
        ("UIInputView", "UIView", "inputViewStyle allowsSelfSizing", ""),
        ("UIWindow", "UIView", "rootViewController windowLevel keyWindow screen windowScene canResizeToFitContent", ""),
        (
            "UINavigationBar", "UIView",
            """
            barStyle delegate translucent topItem backItem items prefersLargeTitles barTintColor \
            standardAppearance compactAppearance scrollEdgeAppearance compactScrollEdgeAppearance \
            titleTextAttributes largeTitleTextAttributes backIndicatorImage backIndicatorTransitionMaskImage \
            shadowImage behavioralStyle preferredBehavioralStyle
            """, ""
        ),
        (
            "UIToolbar", "UIView",
            """
            barStyle items translucent barTintColor delegate standardAppearance compactAppearance \
            scrollEdgeAppearance compactScrollEdgeAppearance
            """, ""
        ),
        (
            "UITabBar", "UIView",
            """
            delegate items selectedItem barTintColor unselectedItemTintColor selectedImageTintColor backgroundImage \
            selectionIndicatorImage shadowImage itemPositioning itemWidth itemSpacing barStyle translucent \
            standardAppearance scrollEdgeAppearance leadingAccessoryView trailingAccessoryView
            """, ""
        ),
        (
            "UISearchBar", "UIView",
            """
            barStyle delegate text prompt placeholder showsBookmarkButton showsCancelButton \
            showsSearchResultsButton searchResultsButtonSelected barTintColor searchBarStyle translucent \
            scopeButtonTitles selectedScopeButtonIndex showsScopeBar inputAccessoryView backgroundImage \
            scopeBarBackgroundImage searchFieldBackgroundPositionAdjustment searchTextPositionAdjustment \
            searchTextField enabled lookToDictateEnabled
            """ + " " + textInputTraits, ""
        ),
        (
            "UIPickerView", "UIView", "dataSource delegate showsSelectionIndicator numberOfComponents",
            "reloadAllComponents"
        ),
        (
            "WKWebView", "UIView",
            """
            navigationDelegate UIDelegate configuration backForwardList title URL loading estimatedProgress \
            hasOnlySecureContent serverTrust canGoBack canGoForward allowsBackForwardNavigationGestures \
            customUserAgent allowsLinkPreview scrollView pageZoom mediaType interactionState \
            underPageBackgroundColor themeColor inspectable findInteractionEnabled findInteraction fullscreenState \
            cameraCaptureState microphoneCaptureState writingToolsActive
            """, "goBack goForward reload reloadFromOrigin stopLoading goBack: goForward: reload: stopLoading:"
        ),
        (
            "UIWebView", "UIView",
            """
            delegate scrollView request canGoBack canGoForward loading scalesPageToFit dataDetectorTypes \
            allowsInlineMediaPlayback mediaPlaybackRequiresUserAction mediaPlaybackAllowsAirPlay \
            suppressesIncrementalRendering keyboardDisplayRequiresUserAction paginationMode paginationBreakingMode \
            pageLength gapBetweenPages pageCount allowsPictureInPictureMediaPlayback allowsLinkPreview
            """, "goBack goForward reload stopLoading"
        ),
        (
            "MKMapView", "UIView",
            """
            delegate mapType preferredConfiguration selectableMapFeatures region centerCoordinate visibleMapRect \
            cameraBoundary cameraZoomRange camera pitchButtonVisibility showsUserTrackingButton zoomEnabled \
            scrollEnabled rotateEnabled pitchEnabled showsPointsOfInterest pointOfInterestFilter showsCompass \
            showsScale showsZoomControls showsBuildings showsTraffic showsUserLocation userLocation \
            userTrackingMode userLocationVisible annotations selectedAnnotations annotationVisibleRect overlays \
            showsPitchControl
            """, ""
        ),
    ]
}
