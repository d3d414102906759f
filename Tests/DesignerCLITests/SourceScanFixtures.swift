@testable import DesignerCore

/// Source files the source scanner tests read.
enum SourceScanFixtures {
    /// The Swift class of seed 000, from `import UIKit` to the end of the class, as its author wrote it.
    static let myProgressBar = #"""
        import UIKit

        @IBDesignable class MyProgressBar: UIView {
            
            //显示进度的文本标签
            @IBOutlet weak var textLabel: UILabel!

            //显示当前进度区域
            @IBOutlet weak var bar: UIView!
            
            //进度
            @IBInspectable var percent: Int = 0 {
                didSet {
                    if percent > 100 {
                        percent = 100
                    }else if percent < 0 {
                        percent = 0
                    }
                    textLabel.text =  "\(percent)%"
                    setNeedsLayout()
                }
            }
            
            //文本颜色
            @IBInspectable var color: UIColor = .white {
                didSet {
                    textLabel.textColor = color
                }
            }
            
            //进度条颜色
            @IBInspectable var barColor: UIColor = UIColor.orange {
                didSet {
                    bar.backgroundColor = barColor
                }
            }
            
            //进度条背景颜色
            @IBInspectable var barBgColor: UIColor = UIColor.lightGray {
                didSet {
                    layer.backgroundColor = barBgColor.cgColor
                }
            }
            
            //初始化默认属性配置
            func initialSetup(){
                textLabel.text =  "\(self.percent)%"
                textLabel.textColor = self.color
                bar.backgroundColor = self.barColor
                layer.backgroundColor = self.barBgColor.cgColor
            }
            
            //布局相关设置
            override func layoutSubviews() {
                super.layoutSubviews()

                var barFrame = bounds
                barFrame.size.width *= (CGFloat(self.percent) / 100)
                bar.frame = barFrame
            }
            
            /*** 下面的几个方法都是为了让这个自定义类能将xib里的view加载进来。这个是通用的，我们不需修改。 ****/
            var contentView:UIView!
            
            //初始化时将xib中的view添加进来
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView = loadViewFromNib()
                addSubview(contentView)
                addConstraints()
                //初始化属性配置
                initialSetup()
            }
            
             //初始化时将xib中的view添加进来
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                contentView = loadViewFromNib()
                addSubview(contentView)
                addConstraints()
                //初始化属性配置
                initialSetup()
            }
            //加载xib
            func loadViewFromNib() -> UIView {
                let className = type(of: self)
                let bundle = Bundle(for: className)
                let name = NSStringFromClass(className).components(separatedBy: ".").last
                let nib = UINib(nibName: name!, bundle: bundle)
                let view = nib.instantiate(withOwner: self, options: nil).first as! UIView
                return view
            }
            //设置好xib视图约束
            func addConstraints() {
                contentView.translatesAutoresizingMaskIntoConstraints = false
                var constraint = NSLayoutConstraint(item: contentView, attribute: .leading,
                                            relatedBy: .equal, toItem: self, attribute: .leading,
                                            multiplier: 1, constant: 0)
                addConstraint(constraint)
                constraint = NSLayoutConstraint(item: contentView, attribute: .trailing,
                                                relatedBy: .equal, toItem: self, attribute: .trailing,
                                                multiplier: 1, constant: 0)
                addConstraint(constraint)
                constraint = NSLayoutConstraint(item: contentView, attribute: .top, relatedBy: .equal,
                                                toItem: self, attribute: .top, multiplier: 1, constant: 0)
                addConstraint(constraint)
                constraint = NSLayoutConstraint(item: contentView, attribute: .bottom,
                                            relatedBy: .equal, toItem: self, attribute: .bottom,
                                            multiplier: 1, constant: 0)
                addConstraint(constraint)
            }
        }
        """#

    /// Every Swift form of a designable class and an inspectable property the scanner reads.
    static let swiftForms = #"""
        import UIKit

        @IBDesignable
        public final class RoundedView: UIView, SomeProtocol {
            @IBInspectable public var cornerRadius: CGFloat {
                get { layer.cornerRadius }
                set { layer.cornerRadius = newValue }
            }
            @IBInspectable open var borderWidth: CGFloat = 0 { didSet { setNeedsDisplay() } }
            @objc @IBInspectable dynamic var borderColor: UIColor!
            @IBInspectable
            var fillColor: Optional<UIKit.UIColor>
            @IBInspectable var radius = 4.0
            @IBInspectable var count = 3
            @IBInspectable var title = "Hi"
            @IBInspectable var isOn = true
            @IBInspectable private(set) var offset: CGPoint = .zero
            @IBInspectable var `default`: Int = 1
            @IBInspectable var padding: CGSize = CGSize(width: 1, height: 2), frameInset: CGRect = .zero
            @IBInspectable var icon: UIImage? = UIImage(named: "star")
            @IBInspectable var tint: UIColor = UIColor.black
                .withAlphaComponent(0.5)
            @IBInspectable var alpha1: CGFloat = 1; @IBInspectable var alpha2: CGFloat = 2
            @IBInspectable var shadow: CGColor = UIColor.black.cgColor
            @IBInspectable var tags: [String] = []
            struct Style {
                @IBInspectable var notAClassProperty: Int = 0
            }
            func layout() {
                @IBInspectable var local = 1
                let closure = { @IBInspectable var alsoLocal = 2 }
                class LocalView: UIView { @IBInspectable var local: Int = 3 }
            }
            class Inner: UIView {
                @IBInspectable var innerValue: Int = 2
            }
            class func make() -> RoundedView { RoundedView() }
            @IBInspectable var afterNested: Bool = false
        }

        @MainActor @IBDesignable @objc(OtherView) open class OtherView<T: Equatable>: UIKit.BaseView<T>
        where T: Hashable {
            @IBInspectable var value: Double = 0
        }

        class Plain {}

        extension UIView {
            @IBInspectable var shadowOpacity: Float {
                get { layer.shadowOpacity }
                set { layer.shadowOpacity = newValue }
            }
        }

        extension UIButton: Themable {
            @IBInspectable var highlightColor: UIColor? {
                get { nil }
                set {}
            }
        }

        extension String {
            var notInspectable: Int { 0 }
        }
        """#

    /// An Objective-C header of every form the scanner reads.
    static let objectiveCHeader = """
        #import <UIKit/UIKit.h>

        IB_DESIGNABLE
        @interface CircleView : UIView <NSCoding>
        @property (nonatomic, strong, nullable) IBInspectable UIColor *fillColor;
        @property (nonatomic) IBInspectable CGFloat cornerRadius;
        @property IBInspectable NSInteger count;
        @property (nonatomic, assign) IBInspectable NSUInteger steps;
        @property (nonatomic)IBInspectable int legacy;
        @property (nonatomic) IBInspectable unsigned long long wide;
        @property (nonatomic) IBInspectable BOOL rounded;
        @property (nonatomic, copy) IBInspectable NSString *title;
        @property (nonatomic, strong) IBInspectable UIImage * _Nullable icon;
        @property (nonatomic) IBInspectable CGSize inset;
        @property (nonatomic) CGFloat IBInspectable trailing API_AVAILABLE(ios(13.0));
        @property (nonatomic) IBInspectable CGColorRef layerColor;
        @property (nonatomic) CGFloat notInspectable;
        - (void)setProgress:(float)progress withAnimation:(BOOL)animated;
        @end

        NS_ASSUME_NONNULL_BEGIN
        IB_DESIGNABLE @interface Gauge : UIControl
        @property (nonatomic) IBInspectable CGFloat value;
        @property (nonatomic, copy) IBInspectable NSString *label;
        @end
        NS_ASSUME_NONNULL_END

        @protocol Drawing <NSObject>
        @property (nonatomic) IBInspectable CGFloat notAClassProperty;
        @end

        @interface UIView (Border)
        @property (nonatomic) IBInspectable CGFloat borderWidth;
        @property (nonatomic, strong) IBInspectable UIColor *borderColor UI_APPEARANCE_SELECTOR;
        @end
        """

    /// The implementation file of `objectiveCHeader`: a class extension, a designable
    /// implementation, and a class behind `#if 0`.
    static let objectiveCImplementation = """
        #import "CircleView.h"
        #define MAKE_RECT(x) { CGRectMake(x, x, x, x) }

        @interface CircleView ()
        @property (nonatomic) IBInspectable CGFloat privateWidth;
        @property (nonatomic) IBInspectable CGFloat cornerRadius;
        @end

        IB_DESIGNABLE
        @implementation Plain : NSObject
        - (NSString *)text { return @"@property IBInspectable int fake;"; }
        @end

        #if 0
        @interface Hidden : UIView
        #else
        @interface Hidden : UIView
        #endif
        // @property (nonatomic) IBInspectable CGFloat commentedOut;
        /* @property (nonatomic) IBInspectable CGFloat alsoCommentedOut; */
        @end
        """

    /// Declarations that only comments and string literals hold, around real ones.
    static let fakeDeclarations = ##"""
        // @IBDesignable class Ghost: UIView {
        class Fake: UIView {
            // @IBInspectable var fake: Int = 1
            /* @IBInspectable var nested: Int = 1 /* inner } */ @IBInspectable var stillComment: Int = 1 */
            /// @IBInspectable var doc: Int = 1
            let s = "@IBInspectable var s = 1"
            let t = """
                @IBInspectable var multi = 1
                }
                """
            let r = #"@IBInspectable var raw = 1 \(x) " }"#
            let i = "\(flag ? "}" : "{") @IBInspectable var interpolated = 1 \("\(")")")"
            let regex = #/@IBInspectable var regex = 1 }/#
            let quote = #"""
                """ @IBInspectable var rawMulti = 1 }
                """#
            let escaped = "\" @IBInspectable var afterEscape = 1 }"
            @IBInspectable var real: Int = 7
        }
        class Next: UIView { @IBInspectable var next: Int = 8 }
        """##

    /// A class whose header and properties differ between the branches of `#if`s.
    static let conditionalDeclarations = """
        #if os(iOS)
        import UIKit
        @IBDesignable class Panel: UIView {
        #elseif os(tvOS)
        @IBDesignable class Panel: UIView, TVThing {
        #else
        import AppKit
        @IBDesignable class Panel: NSView {
        #endif
            #if DEBUG
            @IBInspectable var debugColor: UIColor = .red
            #else
            @IBInspectable var debugColor: UIColor = .blue
            @IBInspectable var releaseOnly: Int = 0
            #endif
            @IBInspectable var shared: Int = 1
        }
        @IBDesignable class After: UIView { @IBInspectable var x: Int = 2 }
        """

    /// Classes, superclasses and extensions whose properties reach subclasses.
    static let inheritance = """
        protocol Themed {}
        class A: UIView { @IBInspectable var a: Int = 1 }
        class B: A { @IBInspectable var b: Int = 2 }
        class C: B { @IBInspectable override var a: Int = 3 }
        class MyButton: UIButton { @IBInspectable var m: Bool = true }
        class MyLabel: UILabel {}
        class Looped: Looped { @IBInspectable var loop: Int = 0 }
        class Model: Themed {}
        class Coded: NSObject, Themed {}
        extension UIView {
            @IBInspectable var cornerRadius: CGFloat {
                get { layer.cornerRadius }
                set { layer.cornerRadius = newValue }
            }
        }
        extension UIButton { @IBInspectable var highlight: UIColor? { get { nil } set {} } }
        extension A { @IBInspectable var fromExtension: Int { 0 } }
        """

    /// Inspectable declarations the scanner cannot read, around one it can.
    static let unreadable = """
        class Broken: UIView {
            @IBInspectable var noType = someConstant
            @IBInspectable func notAProperty() {}
            @IBInspectable var (a, b): (Int, Int) = (1, 2)
            @IBInspectable var fine: Int = 1
            @IBInspectable var unknown
        }
        """

    /// The declarations of Swift `text` as the file `path`.
    static func scan(_ text: String, path: String = "View.swift") -> SourceDeclarations {
        SourceDeclarations.scan([SourceFile(path: path, text: text)])
    }
}
