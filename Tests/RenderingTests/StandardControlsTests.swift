import DesignerCore
import Inspectable
import StandardViews
import Testing

@testable import Rendering

@Suite("StandardViews: controls drawn as UIKit draws them")
struct StandardControlsTests {
    // MARK: - UISwitch

    @Test(arguments: [true, false])
    func aSwitchsKnobIsAtTheRightWhenOnAndTheLeftWhenOff(on: Bool) throws {
        var control = Switch()
        control.on = on
        let canvas = try render(control, size: Switch.size)
        let (left, right) = (canvas.rgba(x: 10, y: 15), canvas.rgba(x: 40, y: 15))
        let white = rgba(.white)
        if on {
            #expect(right == white)
            #expect(left == rgba(.systemGreen))
        } else {
            #expect(left == white)
            #expect(near(right, rgba(Switch.offTrackColor)), "\(right)")
        }
        #expect(control.thumbCenter.x == (on ? 35.5 : 15.5))
    }

    @Test func aSwitchTakesItsTints() throws {
        var control = Switch()
        control.onTintColor = .systemOrange
        control.thumbTintColor = .systemRed
        let canvas = try render(control, size: Switch.size)
        #expect(canvas.rgba(x: 10, y: 15) == rgba(.systemOrange))
        #expect(canvas.rgba(x: 35, y: 15) == rgba(.systemRed))
    }

    // MARK: - UISlider

    @Test(arguments: [(0.25, 0.0, 1.0), (0.5, 0, 1), (30, 0, 100), (80, 50, 100)])
    func aSlidersTintedTrackEndsWhereTheValueSays(value: Double, minimum: Double, maximum: Double) throws {
        var slider = Slider()
        (slider.minimumValue, slider.maximumValue, slider.value) = (minimum, maximum, value)
        // A clear knob shows where the tinted track ends beneath it.
        slider.thumbTintColor = .clear
        let size = Size(width: 228, height: 30)
        let fraction = (value - minimum) / (maximum - minimum)
        let end = 14 + fraction * 200
        #expect(abs(slider.thumbCenter(in: size).x - end) < 1e-9)
        let canvas = try render(slider, size: size)
        #expect(canvas.rgba(x: Int(end) - 2, y: 15) == rgba(.systemBlue))
        #expect(
            near(canvas.rgba(x: Int(end) + 1, y: 15), rgba(Color.systemFill)), "\(canvas.rgba(x: Int(end) + 1, y: 15))")
        // Above and below the 4-point track, nothing.
        #expect(canvas.rgba(x: Int(end) - 2, y: 10) == [0, 0, 0, 0])
    }

    @Test(arguments: [(-5.0, 14.0), (150, 214)])
    func aValueOutsideTheRangeIsDrawnAtTheNearerEnd(value: Double, center: Double) {
        var slider = Slider()
        (slider.minimumValue, slider.maximumValue, slider.value) = (0, 100, value)
        #expect(slider.thumbCenter(in: Size(width: 228, height: 30)).x == center)
    }

    @Test(arguments: [(1.0, 1.0), (5, 2), (-1e308, 1e308)])
    func aMinimumNotBelowTheMaximumDrawsTheKnobAtTheLeft(minimum: Double, maximum: Double) throws {
        var slider = Slider()
        (slider.minimumValue, slider.maximumValue, slider.value) = (minimum, maximum, 1e308)
        if minimum >= maximum {
            #expect(slider.fraction == 0)
        }
        #expect(slider.fraction.isFinite)
        let canvas = try render(slider, size: Slider.defaultSize)
        // The white knob is drawn whole, at the left or the right.
        let x = minimum >= maximum ? 14 : 104
        #expect(canvas.rgba(x: x, y: 15) == rgba(.white))
    }

    // MARK: - UIProgressView

    @Test func aProgressViewFillsItsTrackAsFarAsTheProgress() throws {
        var progress = ProgressView()
        progress.progress = 0.3
        let canvas = try render(progress, size: Size(width: 200, height: 10))
        #expect(canvas.rgba(x: 50, y: 4) == rgba(.systemBlue))
        #expect(near(canvas.rgba(x: 70, y: 4), rgba(.systemFill)))
        // A 4-point track centred down the bounds: rows 3 to 6.
        #expect(canvas.rgba(x: 50, y: 2) == [0, 0, 0, 0])
        #expect(canvas.rgba(x: 50, y: 7) == [0, 0, 0, 0])
        progress.progress = 0
        let fills = paintColors(commands(of: progress, size: Size(width: 200, height: 10)))
        #expect(fills == [Color.systemFill.resolved(for: .light)])
    }

    @Test func theDarkAppearanceDrawsTheTracksInTheirDarkGray() throws {
        var progress = ProgressView()
        progress.progress = 0
        let size = Size(width: 100, height: 4)
        let (light, dark) = try (render(progress, size: size), render(progress, size: size, appearance: .dark))
        #expect(near(light.rgba(x: 50, y: 2), rgba(Color.systemFill.resolved(for: .light))))
        #expect(near(dark.rgba(x: 50, y: 2), rgba(Color.systemFill.resolved(for: .dark))))
        #expect(light.rgba(x: 50, y: 2) != dark.rgba(x: 50, y: 2))
        var off = Switch()
        off.on = false
        let switches = try (render(off, size: Switch.size), render(off, size: Switch.size, appearance: .dark))
        #expect(switches.0.rgba(x: 40, y: 15) != switches.1.rgba(x: 40, y: 15))
    }

    // MARK: - UISegmentedControl

    @Test(arguments: [0, 1, 2])
    func aSegmentedControlRaisesItsSelectedSegmentInWhite(selected: Int) throws {
        var control = SegmentedControl()
        control.segments = "One,Two,Three"
        control.selectedSegmentIndex = selected
        let size = Size(width: 150, height: 32)
        let canvas = try render(control, size: size)
        for segment in 0..<3 {
            // A point in the segment's face, clear of its title.
            let pixel = canvas.rgba(x: segment * 50 + 6, y: 5)
            if segment == selected {
                #expect(pixel == rgba(.white), "segment \(segment)")
            } else {
                // The straight channels of so faint a pixel are within a few levels of the color's.
                #expect(near(pixel, rgba(.tertiarySystemFill), tolerance: 5), "segment \(segment): \(pixel)")
            }
        }
        let titles = commands(of: control, size: size).texts
        #expect(titles.map(\.text) == ["One", "Two", "Three"])
        #expect(titles.map(\.font.weight) == (0..<3).map { $0 == selected ? .semibold : .regular })
        #expect(titles.allSatisfy { $0.font.size == 13 })
    }

    @Test func separatorsStandOnlyBetweenSegmentsNotBesideTheSelectedOne() throws {
        var control = SegmentedControl()
        control.segments = "One,Two,Three"
        let size = Size(width: 150, height: 32)
        func count(of color: Color) -> Int {
            paintColors(commands(of: control, size: size)).filter { $0 == color.resolved(for: .light) }.count
        }
        control.selectedSegmentIndex = 0
        #expect(count(of: .separator) == 1)
        #expect(count(of: .white) == 1)
        control.selectedSegmentIndex = -1
        #expect(count(of: .separator) == 2)
        #expect(count(of: .white) == 0)
        control.selectedSegmentIndex = 7
        #expect(count(of: .separator) == 2)
        #expect(count(of: .white) == 0)
        control.segments = ""
        #expect(commands(of: control, size: size).texts.isEmpty)
    }

    // MARK: - UIActivityIndicatorView

    @Test func anActivityIndicatorIsHiddenWhileStoppedUnlessToldNotToHide() throws {
        var indicator = ActivityIndicatorView()
        let size = ActivityIndicatorView.defaultSize
        #expect(commands(of: indicator, size: size).commands.isEmpty)
        indicator.hidesWhenStopped = false
        #expect(commands(of: indicator, size: size).commands.count == 8)
        indicator.hidesWhenStopped = true
        indicator.isAnimating = true
        #expect(commands(of: indicator, size: size).commands.count == 8)
        // The top spoke the darkest, the one a turn's eighth clockwise of it the faintest.
        let canvas = try render(indicator, size: size)
        let (top, next) = (canvas.pixel(x: 10, y: 3).alpha, canvas.pixel(x: 15, y: 4).alpha)
        #expect(top > 200)
        #expect(next < top / 2)
    }

    // MARK: - UITableViewCell

    /// Each accessory at the trailing edge, 16 points in, centred down the cell: the checkmark
    /// and the info button in the tint, the chevron in tertiary gray; none draws nothing.
    @Test func aTableCellDrawsItsAccessoryAtItsTrailingEdge() throws {
        var cell = TableViewCell()
        let size = TableViewCell.defaultSize
        #expect(commands(of: cell, size: size).commands.isEmpty)
        /// Whether any pixel in the columns `xs` of the row at the middle height is of `color`.
        func ink(_ canvas: Canvas, _ xs: ClosedRange<Int>, _ color: Color, rows: ClosedRange<Int> = 16...28) -> Bool {
            xs.contains { x in rows.contains { y in near(canvas.rgba(x: x, y: y), rgba(color), tolerance: 60) } }
        }
        cell.accessoryType = .checkmark
        let checked = try render(cell, size: size)
        #expect(ink(checked, 290...304, .systemBlue))
        #expect(!ink(checked, 0...285, .systemBlue) && !ink(checked, 305...319, .systemBlue))
        cell.tintColor = .systemRed
        #expect(ink(try render(cell, size: size), 290...304, .systemRed))
        cell.tintColor = nil
        cell.accessoryType = .disclosureIndicator
        let chevron = commands(of: cell, size: size)
        #expect(paintColors(chevron) == [.tertiaryLabel.resolved(for: .light)])
        #expect(try render(cell, size: size).rgba(x: 303, y: 22)[3] > 0)
        cell.accessoryType = .detailButton
        let info = try render(cell, size: size)
        // The ring's left and right edges, 22 across, ending 16 points in.
        #expect(ink(info, 282...283, .systemBlue, rows: 22...22) && ink(info, 302...303, .systemBlue, rows: 22...22))
        #expect(!ink(info, 284...286, .systemBlue, rows: 22...22))
        cell.accessoryType = .detailDisclosureButton
        let both = try render(cell, size: size)
        #expect(ink(both, 263...264, .systemBlue, rows: 22...22) && !ink(both, 282...283, .systemBlue, rows: 22...22))
        #expect(paintColors(commands(of: cell, size: size)).contains(.tertiaryLabel.resolved(for: .light)))
        #expect(
            TableViewCell.Accessory.allCases.map(\.rawValue) == [
                "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton",
            ])
    }

    // MARK: - UIStepper

    @Test(arguments: [(0.0, true, false), (50, false, false), (100, false, true), (150, false, true)])
    func aStepperDimsTheSignAtItsEndOfTheRange(value: Double, minusDimmed: Bool, plusDimmed: Bool) throws {
        var stepper = Stepper()
        stepper.value = value
        let canvas = try render(stepper, size: Stepper.defaultSize)
        // The middle of − and of + (its bar crosses its upright there).
        let (minus, plus) = (canvas.rgba(x: 23, y: 15), canvas.rgba(x: 70, y: 15))
        let (dimmed, full) = (rgba(Color.tertiaryLabel), [0, 0, 0, 255] as [UInt8])
        #expect(minusDimmed ? near(minus, dimmed, tolerance: 40) && minus[3] < 200 : minus == full, "\(minus)")
        #expect(plusDimmed ? near(plus, dimmed, tolerance: 40) && plus[3] < 200 : plus == full, "\(plus)")
    }

    @Test func aStepperWhoseMinimumIsNotBelowItsMaximumDimsBoth() {
        var stepper = Stepper()
        (stepper.minimumValue, stepper.maximumValue, stepper.value) = (10, 5, 7)
        #expect(!stepper.canDecrement && !stepper.canIncrement)
        #expect(
            paintColors(commands(of: stepper, size: Stepper.defaultSize)).contains(.tertiaryLabel.resolved(for: .light))
        )
    }

    // MARK: - UIPageControl

    @Test func aPageControlDrawsADotAPageTheCurrentOneDarker() throws {
        var pages = PageControl()
        pages.currentPage = 2
        let canvas = try render(pages, size: PageControl.defaultSize)
        // Three 7-point dots 16 points apart, centred: centres at 45.5, 61.5 and 77.5.
        #expect(canvas.rgba(x: 77, y: 13) == rgba(.black))
        #expect(near(canvas.rgba(x: 45, y: 13), rgba(.tertiaryLabel)))
        #expect(near(canvas.rgba(x: 61, y: 13), rgba(.tertiaryLabel)))
        #expect(canvas.rgba(x: 53, y: 13) == [0, 0, 0, 0])
        // A current page past the last is the last.
        pages.currentPage = 9
        #expect(pages.shownCurrentPage == 2)
    }

    @Test(arguments: [0, 1, 40, Int.max])
    func aPageControlDrawsAsManyDotsAsFit(numberOfPages: Int) {
        var pages = PageControl()
        pages.numberOfPages = numberOfPages
        pages.currentPage = numberOfPages / 2
        let shown = pages.shownPages(in: 123)
        // 8 dots take 8 × 16 − 9 = 119 of the 123 points; 9 would take 135.
        #expect(shown.count == min(numberOfPages, 8))
        #expect(numberOfPages == 0 || shown.contains(pages.shownCurrentPage))
        #expect(commands(of: pages, size: PageControl.defaultSize).commands.count == shown.count)
    }
}
