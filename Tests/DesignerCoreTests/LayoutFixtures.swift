import Testing

@testable import DesignerCore

/// Interface Builder documents written for the layout tests, in the shapes Xcode writes, saved
/// on an iPhone 14 (`retina6_0`, 390 × 844, safe area 47 above and 34 below, a 47-point status
/// bar): each view's saved frame is where UIKit places it on that screen.
///
/// - `storyboard`: a profile scene (the safe area, margins, a `2:1` ratio, priorities, an
///   inequality, the legacy top layout guide, an image's, a switch's and an image button's
///   natural sizes, a placeholder constraint, a view left to its autoresizing mask); a scene of
///   stack views; a scene of size-class variations of constants, constraints, subviews and fonts.
/// - `xib`: a freeform card with a custom view's placeholder size; a screen-sized view with a
///   scroll view's content and frame guides; a table view cell at its row height.
/// - `bars` (in `LayoutFixtures+Bars.swift`): the bars Xcode infers around view controllers.
/// - `broken`: constraints that conflict, a view they leave loose, and a constraint naming an
///   item that is not there.
enum LayoutFixtures {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Prf-VC-001">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Profile-->
                <scene sceneID="Prf-Sc-001">
                    <objects>
                        <viewController title="Profile" id="Prf-VC-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Prf-TG-001"/>
                                <viewControllerLayoutGuide type="bottom" id="Prf-BG-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Prf-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-Hd-001" userLabel="Header">
                                        <rect key="frame" x="0.0" y="47" width="390" height="100"/>
                                    </view>
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-Av-001" userLabel="Avatar">
                                        <rect key="frame" x="155" y="163" width="80" height="80"/>
                                    </imageView>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-Bn-001" userLabel="Banner">
                                        <rect key="frame" x="20" y="263" width="350" height="175"/>
                                    </view>
                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-Sw-001" userLabel="Toggle">
                                        <rect key="frame" x="321" y="759" width="51" height="31"/>
                                    </switch>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-Bt-001" userLabel="Action">
                                        <rect key="frame" x="20" y="755.5" width="44" height="38"/>
                                        <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                                        <state key="normal" image="icon"/>
                                    </button>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Ada Lovelace" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-Lb-001" userLabel="Title">
                                        <rect key="frame" x="20" y="55" width="350" height="21"/>
                                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" id="Prf-Ft-001" userLabel="Footer">
                                        <rect key="frame" x="0.0" y="794" width="390" height="50"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Prf-SA-001"/>
                                <constraints>
                                    <constraint firstItem="Prf-Hd-001" firstAttribute="leading" secondItem="Prf-SA-001" secondAttribute="leading" id="Prf-C-01"/>
                                    <constraint firstItem="Prf-SA-001" firstAttribute="trailing" secondItem="Prf-Hd-001" secondAttribute="trailing" id="Prf-C-02"/>
                                    <constraint firstItem="Prf-Hd-001" firstAttribute="top" secondItem="Prf-SA-001" secondAttribute="top" id="Prf-C-03"/>
                                    <constraint firstItem="Prf-Av-001" firstAttribute="centerX" secondItem="Prf-Hd-001" secondAttribute="centerX" id="Prf-C-04"/>
                                    <constraint firstItem="Prf-Av-001" firstAttribute="top" secondItem="Prf-Hd-001" secondAttribute="bottom" constant="16" id="Prf-C-05"/>
                                    <constraint firstItem="Prf-Bn-001" firstAttribute="leading" secondItem="Prf-Rt-001" secondAttribute="leadingMargin" id="Prf-C-06"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="Prf-Bn-001" secondAttribute="trailing" id="Prf-C-07"/>
                                    <constraint firstItem="Prf-Bn-001" firstAttribute="top" secondItem="Prf-Av-001" secondAttribute="bottom" constant="20" id="Prf-C-08"/>
                                    <constraint firstItem="Prf-SA-001" firstAttribute="trailing" secondItem="Prf-Sw-001" secondAttribute="trailing" constant="20" id="Prf-C-09"/>
                                    <constraint firstItem="Prf-SA-001" firstAttribute="bottom" secondItem="Prf-Sw-001" secondAttribute="bottom" constant="20" id="Prf-C-10"/>
                                    <constraint firstItem="Prf-Bt-001" firstAttribute="leading" secondItem="Prf-SA-001" secondAttribute="leading" constant="20" id="Prf-C-11"/>
                                    <constraint firstItem="Prf-Bt-001" firstAttribute="centerY" secondItem="Prf-Sw-001" secondAttribute="centerY" id="Prf-C-12"/>
                                    <constraint firstItem="Prf-Lb-001" firstAttribute="top" secondItem="Prf-TG-001" secondAttribute="bottom" constant="8" id="Prf-C-13"/>
                                    <constraint firstItem="Prf-Lb-001" firstAttribute="leading" secondItem="Prf-Rt-001" secondAttribute="leading" constant="20" id="Prf-C-14"/>
                                    <constraint firstAttribute="trailing" secondItem="Prf-Lb-001" secondAttribute="trailing" constant="20" id="Prf-C-15"/>
                                    <constraint firstItem="Prf-Lb-001" firstAttribute="width" constant="350" placeholder="YES" id="Prf-C-16"/>
                                    <constraint firstItem="Prf-Bn-001" firstAttribute="width" secondItem="Prf-Bn-001" secondAttribute="height" multiplier="2:1" id="Prf-C-17"/>
                                    <constraint firstItem="Prf-Hd-001" firstAttribute="height" constant="150" priority="750" id="Prf-C-18"/>
                                    <constraint firstItem="Prf-Hd-001" firstAttribute="height" relation="lessThanOrEqual" constant="100" id="Prf-C-19"/>
                                    <constraint firstItem="Prf-Lb-001" firstAttribute="height" constant="21" id="Prf-C-20"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <!--Stacks-->
                <scene sceneID="Stk-Sc-001">
                    <objects>
                        <viewController title="Stacks" id="Stk-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Stk-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Cl-001" userLabel="Column">
                                        <rect key="frame" x="20" y="67" width="350" height="210"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="Stk-Cl-00A" userLabel="First">
                                                <rect key="frame" x="0.0" y="0.0" width="350" height="100"/>
                                            </view>
                                            <view hidden="YES" contentMode="scaleToFill" id="Stk-Cl-00B" userLabel="Hidden">
                                                <rect key="frame" x="0.0" y="0.0" width="350" height="0.0"/>
                                            </view>
                                            <view contentMode="scaleToFill" id="Stk-Cl-00C" userLabel="Last">
                                                <rect key="frame" x="0.0" y="110" width="350" height="100"/>
                                            </view>
                                        </subviews>
                                    </stackView>
                                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Rw-001" userLabel="Row">
                                        <rect key="frame" x="156.66666666666666" y="759" width="77" height="31"/>
                                        <subviews>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="Stk-Rw-00A" userLabel="Switch">
                                                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                                            </switch>
                                            <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="medium" id="Stk-Rw-00B" userLabel="Spinner">
                                                <rect key="frame" x="57" y="5.6666666666666679" width="20" height="20"/>
                                            </activityIndicatorView>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Stk-SA-001"/>
                                <constraints>
                                    <constraint firstItem="Stk-Cl-001" firstAttribute="leading" secondItem="Stk-SA-001" secondAttribute="leading" constant="20" id="Stk-C-01"/>
                                    <constraint firstItem="Stk-SA-001" firstAttribute="trailing" secondItem="Stk-Cl-001" secondAttribute="trailing" constant="20" id="Stk-C-02"/>
                                    <constraint firstItem="Stk-Cl-001" firstAttribute="top" secondItem="Stk-SA-001" secondAttribute="top" constant="20" id="Stk-C-03"/>
                                    <constraint firstItem="Stk-Cl-001" firstAttribute="height" constant="210" id="Stk-C-04"/>
                                    <constraint firstItem="Stk-Rw-001" firstAttribute="centerX" secondItem="Stk-SA-001" secondAttribute="centerX" id="Stk-C-05"/>
                                    <constraint firstItem="Stk-SA-001" firstAttribute="bottom" secondItem="Stk-Rw-001" secondAttribute="bottom" constant="20" id="Stk-C-06"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <!--Variations-->
                <scene sceneID="Var-Sc-001">
                    <objects>
                        <viewController title="Variations" id="Var-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Var-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Var-Bx-001" userLabel="Box">
                                        <rect key="frame" x="20" y="57" width="100" height="40"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Var-Wd-001" userLabel="Wide">
                                        <rect key="frame" x="20" y="107" width="200" height="30"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Var-Co-001" userLabel="Compact Only">
                                        <rect key="frame" x="20" y="147" width="100" height="30"/>
                                    </view>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Var-Lb-001" userLabel="Greeting">
                                        <rect key="frame" x="20" y="187" width="350" height="40"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                        <variation key="widthClass=regular">
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                                        </variation>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Var-SA-001"/>
                                <constraints>
                                    <constraint firstItem="Var-Bx-001" firstAttribute="leading" secondItem="Var-SA-001" secondAttribute="leading" constant="20" id="Var-C-01">
                                        <variation key="widthClass=regular" constant="100"/>
                                    </constraint>
                                    <constraint firstItem="Var-Bx-001" firstAttribute="top" secondItem="Var-SA-001" secondAttribute="top" constant="10" id="Var-C-02"/>
                                    <constraint firstItem="Var-Bx-001" firstAttribute="width" constant="100" id="Var-C-03"/>
                                    <constraint firstItem="Var-Bx-001" firstAttribute="height" constant="40" id="Var-C-04">
                                        <variation key="heightClass=regular-widthClass=regular" constant="80"/>
                                    </constraint>
                                    <constraint firstItem="Var-Wd-001" firstAttribute="leading" secondItem="Var-SA-001" secondAttribute="leading" constant="20" id="Var-C-05"/>
                                    <constraint firstItem="Var-Wd-001" firstAttribute="top" secondItem="Var-Bx-001" secondAttribute="bottom" constant="10" id="Var-C-06"/>
                                    <constraint firstItem="Var-Wd-001" firstAttribute="height" constant="30" id="Var-C-07"/>
                                    <constraint firstItem="Var-Wd-001" firstAttribute="width" constant="300" id="Var-C-08"/>
                                    <constraint firstItem="Var-Wd-001" firstAttribute="width" constant="200" id="Var-C-09"/>
                                    <constraint firstItem="Var-Co-001" firstAttribute="leading" secondItem="Var-SA-001" secondAttribute="leading" constant="20" id="Var-C-10"/>
                                    <constraint firstItem="Var-Co-001" firstAttribute="top" secondItem="Var-Wd-001" secondAttribute="bottom" constant="10" id="Var-C-11"/>
                                    <constraint firstItem="Var-Co-001" firstAttribute="width" constant="100" id="Var-C-12"/>
                                    <constraint firstItem="Var-Co-001" firstAttribute="height" constant="30" id="Var-C-13"/>
                                    <constraint firstItem="Var-Lb-001" firstAttribute="leading" secondItem="Var-SA-001" secondAttribute="leading" constant="20" id="Var-C-14"/>
                                    <constraint firstItem="Var-SA-001" firstAttribute="trailing" secondItem="Var-Lb-001" secondAttribute="trailing" constant="20" id="Var-C-15"/>
                                    <constraint firstItem="Var-Lb-001" firstAttribute="top" secondItem="Var-Wd-001" secondAttribute="bottom" constant="50" id="Var-C-16"/>
                                    <constraint firstItem="Var-Lb-001" firstAttribute="height" constant="40" id="Var-C-17"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="Var-C-08"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=regular">
                                    <mask key="subviews">
                                        <exclude reference="Var-Co-001"/>
                                    </mask>
                                    <mask key="constraints">
                                        <include reference="Var-C-08"/>
                                        <exclude reference="Var-C-09"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="avatar" width="80" height="80"/>
                <image name="icon" width="24" height="24"/>
            </resources>
        </document>
        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Xib-Cd-001" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="Xib-Mt-001" customClass="Meter" customModule="App" customModuleProvider="target" userLabel="Meter">
                            <rect key="frame" x="90" y="50" width="120" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Xib-Mt-001" firstAttribute="centerX" secondItem="Xib-Cd-001" secondAttribute="centerX" id="Xib-C-01"/>
                        <constraint firstItem="Xib-Mt-001" firstAttribute="centerY" secondItem="Xib-Cd-001" secondAttribute="centerY" id="Xib-C-02"/>
                        <constraint firstItem="Xib-Mt-001" firstAttribute="height" constant="20" id="Xib-C-03"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                <view contentMode="scaleToFill" id="Xib-Sc-001" userLabel="Screen">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xib-Sv-001" userLabel="Scroller">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xib-Ct-001" userLabel="Content">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="1000"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Xib-Ct-001" firstAttribute="leading" secondItem="Xib-CG-001" secondAttribute="leading" id="Xib-C-11"/>
                                <constraint firstItem="Xib-Ct-001" firstAttribute="trailing" secondItem="Xib-CG-001" secondAttribute="trailing" id="Xib-C-12"/>
                                <constraint firstItem="Xib-Ct-001" firstAttribute="top" secondItem="Xib-CG-001" secondAttribute="top" id="Xib-C-13"/>
                                <constraint firstItem="Xib-Ct-001" firstAttribute="bottom" secondItem="Xib-CG-001" secondAttribute="bottom" id="Xib-C-14"/>
                                <constraint firstItem="Xib-Ct-001" firstAttribute="width" secondItem="Xib-FG-001" secondAttribute="width" id="Xib-C-15"/>
                                <constraint firstItem="Xib-Ct-001" firstAttribute="height" constant="1000" id="Xib-C-16"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="Xib-CG-001"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="Xib-FG-001"/>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Xib-Sv-001" firstAttribute="leading" secondItem="Xib-Sc-001" secondAttribute="leading" id="Xib-C-21"/>
                        <constraint firstAttribute="trailing" secondItem="Xib-Sv-001" secondAttribute="trailing" id="Xib-C-22"/>
                        <constraint firstItem="Xib-Sv-001" firstAttribute="top" secondItem="Xib-Sc-001" secondAttribute="top" id="Xib-C-23"/>
                        <constraint firstAttribute="bottom" secondItem="Xib-Sv-001" secondAttribute="bottom" id="Xib-C-24"/>
                    </constraints>
                </view>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="Xib-Rw-001" userLabel="Row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Xib-Rw-001" id="Xib-RC-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xib-Dt-001" userLabel="Dot">
                                <rect key="frame" x="15" y="25" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Xib-Dt-001" firstAttribute="leading" secondItem="Xib-RC-001" secondAttribute="leading" constant="15" id="Xib-C-31"/>
                            <constraint firstItem="Xib-Dt-001" firstAttribute="centerY" secondItem="Xib-RC-001" secondAttribute="centerY" id="Xib-C-32"/>
                            <constraint firstItem="Xib-Dt-001" firstAttribute="width" constant="10" id="Xib-C-33"/>
                            <constraint firstItem="Xib-Dt-001" firstAttribute="width" secondItem="Xib-Dt-001" secondAttribute="height" multiplier="1:1" id="Xib-C-34"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Brk-Vw-001" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Brk-Cf-001" userLabel="Conflicted">
                            <rect key="frame" x="10" y="10" width="50" height="20"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Brk-Ls-001">
                            <rect key="frame" x="10" y="40" width="50" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Brk-Cf-001" firstAttribute="leading" secondItem="Brk-Vw-001" secondAttribute="leading" constant="10" id="Brk-C-01"/>
                        <constraint firstItem="Brk-Cf-001" firstAttribute="top" secondItem="Brk-Vw-001" secondAttribute="top" constant="10" id="Brk-C-02"/>
                        <constraint firstItem="Brk-Cf-001" firstAttribute="height" constant="20" id="Brk-C-03"/>
                        <constraint firstItem="Brk-Cf-001" firstAttribute="width" constant="50" id="Brk-C-04"/>
                        <constraint firstItem="Brk-Cf-001" firstAttribute="width" constant="80" id="Brk-C-05"/>
                        <constraint firstItem="Brk-Ls-001" firstAttribute="leading" secondItem="Brk-Vw-001" secondAttribute="leading" constant="10" id="Brk-C-06"/>
                        <constraint firstItem="Brk-Ls-001" firstAttribute="top" secondItem="Nop-e0-000" secondAttribute="bottom" constant="10" id="Brk-C-07"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
}
