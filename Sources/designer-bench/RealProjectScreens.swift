/// The documents of the generated real project, screen by screen (the pieces they are made of
/// are `RealProjectDocuments`'s).
extension RealProjectDocuments {
    /// A feature's storyboard: a navigation controller, a table view controller of static cells
    /// with a header view, bar button items and a segue from a cell, and a detail screen whose
    /// views are classes of the app, its framework, the local package, the subproject and the pod.
    static func featureStoryboard(_ feature: String) -> String {
        var ids = IDs(feature + ".storyboard")
        let (nav, list, detail) = (ids.next(), ids.next(), ids.next())
        let app = "Shop"
        var text = storyboardHead.replacing("INITIAL", with: nav)
        let i = "                    "
        // The navigation controller.
        text += """
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <navigationController id="\(nav)" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="\(ids.next())">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="\(list)" kind="relationship" relationship="rootViewController" id="\(ids.next())"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """
        // The list: static cells, a header view, bar button items.
        let (header, sort) = (ids.next(), ids.next())
        text += """
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <tableViewController storyboardIdentifier="\(feature)List" id="\(list)" \(custom("\(feature)ListController", app, own: true)) sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="\(ids.next())">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <view key="tableHeaderView" contentMode="scaleToFill" id="\(header)" \(custom("\(feature)HeaderView", app, own: true))>
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <subviews>
                                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(sort)">
                                                <rect key="frame" x="20" y="28" width="353" height="32"/>
                                                <segments>
                                                    <segment title="Newest"/>
                                                    <segment title="Price"/>
                                                </segments>
                                                <connections>
                                                    <action selector="sortChanged:" destination="\(list)" eventType="valueChanged" id="\(ids.next())"/>
                                                </connections>
                                            </segmentedControl>
                                        </subviews>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            \(runtime([("color", "accentColor", orange), ("boolean", "showsDivider", "YES"), ("number", "titleInset", "16")], indent: i + "                    "))                        </view>
                                    <sections>

            """
        for section in 0..<2 {
            text += """
                                            <tableViewSection headerTitle="Section \(section + 1)" id="\(ids.next())">
                                                <cells>

                """
            for row in 0..<3 {
                let (cell, content) = (ids.next(), ids.next())
                let folding = section == 1 && row == 0
                let cellClass = folding ? " " + custom("FoldingCell", "FoldKit") : ""
                let cellRuntime =
                    folding ? runtime([("color", "highlightColor", blue)], indent: i + "                    ") : ""
                let segue =
                    section == 0 && row == 0
                    ? "\(i)                    <connections>\n\(i)                        <segue destination=\"\(detail)\" kind=\"show\" identifier=\"show\" id=\"\(ids.next())\"/>\n\(i)                    </connections>\n"
                    : ""
                text += """
                    \(i)                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="\(cell)"\(cellClass)>
                    \(i)                    <rect key="frame" x="20" y="\(55 + row * 44)" width="353" height="44"/>
                    \(i)                    <autoresizingMask key="autoresizingMask"/>
                    \(i)                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(cell)" id="\(content)">
                    \(i)                        <rect key="frame" x="0.0" y="0.0" width="322.66666666666669" height="44"/>
                    \(i)                        <autoresizingMask key="autoresizingMask"/>
                    \(i)                        <subviews>
                    \(label(ids.next(), text: "\(feature) row \(row + 1)", y: 11, indent: i + "                            "))\(i)                        </subviews>
                    \(i)                    </tableViewCellContentView>
                    \(cellRuntime)\(segue)\(i)                </tableViewCell>

                    """
            }
            text += "\(i)            </cells>\n\(i)        </tableViewSection>\n"
        }
        text += """
            \(i)    </sections>
            \(i)    <connections>
            \(i)        <outlet property="dataSource" destination="\(list)" id="\(ids.next())"/>
            \(i)        <outlet property="delegate" destination="\(list)" id="\(ids.next())"/>
            \(i)    </connections>
            \(i)</tableView>
            \(i)<navigationItem key="navigationItem" title="\(feature)" id="\(ids.next())">
            \(i)    <barButtonItem key="leftBarButtonItem" title="Close" id="\(ids.next())">
            \(i)        <connections>
            \(i)            <action selector="closeTapped:" destination="\(list)" id="\(ids.next())"/>
            \(i)        </connections>
            \(i)    </barButtonItem>
            \(i)    <barButtonItem key="rightBarButtonItem" systemItem="add" id="\(ids.next())">
            \(i)        <connections>
            \(i)            <action selector="addTapped:" destination="\(list)" id="\(ids.next())"/>
            \(i)        </connections>
            \(i)    </barButtonItem>
            \(i)</navigationItem>
            \(outlets([("headerView", header), ("sortControl", sort)], ids: &ids, indent: i))
            """
        text += """
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """
        text += detailScene(feature, detail, &ids)
        return text + storyboardTail
    }

    /// The detail screen of a feature.
    private static func detailScene(_ feature: String, _ detail: String, _ ids: inout IDs) -> String {
        let i = "                            "
        let root = ids.next()
        let names = [
            "title", "price", "buy", "rating", "badge", "sparkline", "legacy", "caption", "chart", "favorite", "fold",
            "divider1", "divider2",
        ]
        var id: [String: String] = [:]
        for name in names { id[name] = ids.next() }
        func the(_ name: String) -> String { id[name] ?? "" }
        var subviews = label(the("title"), text: "\(feature) detail", y: 20, indent: i)
        subviews += label(
            the("price"), text: "$0.00", y: 50, indent: i, custom: custom("PriceLabel", "ShopKit"),
            runtime: runtime(
                [("color", "strikeColor", orange), ("boolean", "showsCurrency", "YES")], indent: i + "    "))
        subviews += button(
            the("buy"), title: "Buy", y: 80, indent: i, custom: custom("RoundedButton", "ShopKit"),
            runtime: [("number", "borderWidth", "1"), ("color", "borderColor", blue), ("number", "cornerRadius", "8")],
            action: ("buyTapped:", detail, ids.next()))
        subviews += view(
            the("rating"), custom: custom("RatingView", "ShopKit"), y: 130, indent: i,
            runtime: [("number", "rating", "4.5"), ("color", "starColor", orange), ("number", "starCount", "5")])
        subviews += view(
            the("badge"), custom: custom("BadgeView", "DesignComponents"), y: 180, indent: i,
            runtime: [("number", "count", "3"), ("boolean", "isPill", "YES"), ("color", "badgeColor", orange)])
        subviews += view(
            the("sparkline"), custom: custom("SparklineView", "Charts"), y: 230, indent: i,
            runtime: [("color", "lineColor", blue), ("boolean", "fillsArea", "NO"), ("number", "smoothing", "0.5")])
        let caption =
            "\(i)    <subviews>\n"
            + label(the("caption"), text: "Caption", y: 8, indent: i + "        ")
            + "\(i)    </subviews>\n"
            + "\(i)    <connections>\n\(i)        <outlet property=\"captionLabel\" destination=\"\(the("caption"))\" id=\"\(ids.next())\"/>\n\(i)    </connections>\n"
        subviews += view(
            the("legacy"), custom: custom("\(feature)LegacyView", nil), y: 280, height: 60, indent: i,
            runtime: [
                ("color", "accentColor", orange), ("number", "borderWidth", "2"), ("boolean", "showsShadow", "YES"),
            ],
            inner: caption)
        subviews += view(
            the("chart"), custom: custom("BarChartView", nil), y: 350, height: 120, indent: i,
            runtime: [("number", "barSpacing", "4"), ("number", "lineWidth", "1.5"), ("boolean", "showsGrid", "YES")])
        subviews += """
            \(i)<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(the("favorite"))">
            \(i)    <rect key="frame" x="322" y="480" width="51" height="31"/>
            \(i)    <connections>
            \(i)        <action selector="favoriteChanged:" destination="\(detail)" eventType="valueChanged" id="\(ids.next())"/>
            \(i)    </connections>
            \(i)</switch>

            """
        subviews += view(
            the("fold"), custom: custom("FoldingContainerView", "FoldKit"), y: 520, indent: i,
            runtime: [("number", "foldDuration", "0.3"), ("color", "foldColor", blue)])
        for divider in ["divider1", "divider2"] {
            subviews += view(
                the(divider), custom: custom("DividerView", "ShopKit"), y: 570, height: 1, indent: i,
                runtime: [("color", "lineColor", blue), ("number", "thickness", "0.5")])
        }
        let outlets = outlets(
            [
                ("titleLabel", the("title")), ("priceLabel", the("price")), ("buyButton", the("buy")),
                ("ratingView", the("rating")), ("badgeView", the("badge")), ("sparkline", the("sparkline")),
                ("legacyView", the("legacy")), ("chartView", the("chart")), ("favoriteSwitch", the("favorite")),
                ("foldView", the("fold")),
            ], collections: [("dividers", the("divider1")), ("dividers", the("divider2"))], ids: &ids,
            indent: "                        ")
        return """
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <viewController storyboardIdentifier="\(feature)Detail" id="\(detail)" \(custom("\(feature)DetailController", "Shop", own: true)) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(root)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)                        </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(ids.next())"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="\(the("title"))" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="20" id="\(ids.next())"/>
                                        <constraint firstItem="\(the("title"))" firstAttribute="top" secondItem="\(root)" secondAttribute="top" constant="20" id="\(ids.next())"/>
                                        <constraint firstItem="\(the("price"))" firstAttribute="top" secondItem="\(the("title"))" secondAttribute="bottom" constant="8" id="\(ids.next())"/>
                                        <constraint firstItem="\(the("price"))" firstAttribute="leading" secondItem="\(the("title"))" secondAttribute="leading" id="\(ids.next())"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="\(feature)" id="\(ids.next())">
                                    <barButtonItem key="rightBarButtonItem" systemItem="action" id="\(ids.next())">
                                        <connections>
                                            <action selector="shareTapped:" destination="\(detail)" id="\(ids.next())"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
            \(outlets)                </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """
    }

    /// A cell's xib: the cell, of `className` in `module` (the document's own), with labels and
    /// views of other modules it has outlets to.
    static func cellXib(
        _ className: String, module: String,
        views: [(outlet: String, custom: String, runtime: [(String, String, String)])]
    )
        -> String
    {
        var ids = IDs(className + ".xib")
        let (cell, content) = (ids.next(), ids.next())
        let i = "                    "
        var subviews = ""
        var outlets: [(String, String)] = []
        for (index, entry) in views.enumerated() {
            let id = ids.next()
            outlets.append((entry.outlet, id))
            if entry.custom.isEmpty || entry.custom.contains("Label\"") {
                subviews += label(
                    id, text: entry.outlet, y: 4 + index * 24, indent: i, custom: entry.custom,
                    runtime: runtime(entry.runtime, indent: i + "    "))
            } else {
                subviews += view(
                    id, custom: entry.custom, y: 4 + index * 24, height: 20, indent: i, runtime: entry.runtime)
            }
        }
        return xibHead(
            owner:
                "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>\n")
                + """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(className)" rowHeight="120" id="\(cell)" \(custom(className, module, own: true))>
                        <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(cell)" id="\(content)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                \(subviews)                </subviews>
                        </tableViewCellContentView>
                \(runtime([("color", "highlightColor", blue)], indent: "            "))\(Self.outlets(outlets, ids: &ids, indent: "            "))            <point key="canvasLocation" x="137" y="20"/>
                    </tableViewCell>

                """ + xibTail
    }

    /// A view's xib whose File's Owner is a controller (`owner` in `module`) with outlets to its
    /// views and actions from its buttons; or, without an owner, a view of a class of its own.
    static func ownedXib(
        _ name: String, owner: (name: String, module: String)?,
        root: (custom: String, runtime: [(String, String, String)]),
        labels: [String], button: (outlet: String, custom: String, runtime: [(String, String, String)])?,
        actions: [String]
    ) -> String {
        var ids = IDs(name + ".xib")
        let top = ids.next()
        let target = owner == nil ? top : "-1"
        let i = "                "
        var outlets: [(String, String)] = owner == nil ? [] : [("view", top)]
        var subviews = ""
        for (index, name) in labels.enumerated() {
            let id = ids.next()
            outlets.append((name, id))
            subviews += label(id, text: name, y: 20 + index * 30, indent: i)
        }
        if let button {
            let id = ids.next()
            if !button.outlet.isEmpty { outlets.append((button.outlet, id)) }
            var text = self.button(
                id, title: "OK", y: 120, indent: i, custom: button.custom, runtime: button.runtime,
                action: actions.first.map { ($0, target, ids.next()) })
            for action in actions.dropFirst() {
                text = text.replacing(
                    "\(i)    </connections>",
                    with:
                        "\(i)        <action selector=\"\(action)\" destination=\"\(target)\" eventType=\"touchUpInside\" id=\"\(ids.next())\"/>\n\(i)    </connections>"
                )
            }
            subviews += text
        }
        let ownerText =
            owner.map {
                "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" \(custom($0.name, $0.module, own: true))>\n"
                    + Self.outlets(outlets, ids: &ids, indent: "            ") + "        </placeholder>\n"
            } ?? "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>\n"
        let inner =
            "            <subviews>\n\(subviews)            </subviews>\n"
            + (owner == nil && !outlets.isEmpty ? Self.outlets(outlets, ids: &ids, indent: "            ") : "")
        return xibHead(owner: ownerText)
            + view(top, custom: root.custom, y: 0, height: 200, indent: "        ", runtime: root.runtime, inner: inner)
            + xibTail
    }

    /// The app's main storyboard: a tab bar controller whose tabs are other storyboards.
    static func mainStoryboard(tabs: [String]) -> String {
        var ids = IDs("Main.storyboard")
        let tabBar = ids.next()
        let references = tabs.map { _ in ids.next() }
        var text = storyboardHead.replacing("INITIAL", with: tabBar)
        let segues = references.map {
            "                        <segue destination=\"\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(ids.next())\"/>\n"
        }
        text += """
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <tabBarController id="\(tabBar)" \(custom("RootTabBarController", "Shop", own: true)) sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="\(ids.next())">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
            \(segues.joined())                    </connections>
                            </tabBarController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """
        for (tab, reference) in zip(tabs, references) {
            text += """
                        <scene sceneID="\(ids.next())">
                            <objects>
                                <viewControllerPlaceholder storyboardName="\(tab)" id="\(reference)" sceneMemberID="viewController">
                                    <tabBarItem key="tabBarItem" title="\(tab)" id="\(ids.next())"/>
                                </viewControllerPlaceholder>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>

                """
        }
        return text + storyboardTail
    }

    static func launchScreen() -> String {
        var ids = IDs("LaunchScreen.storyboard")
        let controller = ids.next()
        let root = ids.next()
        return storyboardHead.replacing("INITIAL", with: controller) + """
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <viewController id="\(controller)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(root)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(label(ids.next(), text: "Shop", y: 400, indent: "                            "))                        </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """ + storyboardTail
    }
}
