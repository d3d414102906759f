import UIKit

/// A progress bar whose look is set in Interface Builder: the seed component of designer,
/// loaded from MyProgressBar.xib.
@IBDesignable class MyProgressBar: UIView {
    @IBOutlet weak var textLabel: UILabel!
    @IBOutlet weak var bar: UIView!

    /// How far along, 0 to 100.
    @IBInspectable var percent: Int = 0 {
        didSet {
            percent = min(max(percent, 0), 100)
            textLabel.text = "\(percent)%"
            setNeedsLayout()
        }
    }

    /// The color of the percentage text.
    @IBInspectable var color: UIColor = .white {
        didSet { textLabel.textColor = color }
    }

    /// The color of the filled part.
    @IBInspectable var barColor: UIColor = UIColor.orange {
        didSet { bar.backgroundColor = barColor }
    }

    /// The color behind the bar.
    @IBInspectable var barBgColor: UIColor = UIColor.lightGray {
        didSet { layer.backgroundColor = barBgColor.cgColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var barFrame = bounds
        barFrame.size.width *= CGFloat(percent) / 100
        bar.frame = barFrame
    }
}
