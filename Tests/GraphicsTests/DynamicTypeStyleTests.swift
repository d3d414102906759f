import Graphics
import Testing

/// UIKit's twelve text sizes and the text styles' sizes and leadings at each.
@Suite("Dynamic Type")
struct DynamicTypeStyleTests {
    /// Each category by Xcode's short name and by UIKit's, in any case; other names are none.
    @Test func categoriesByName() {
        #expect(
            ContentSizeCategory.allCases.map(\.name) == [
                "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5",
            ])
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(named: category.name) == category)
            #expect(ContentSizeCategory(named: category.name.uppercased()) == category)
            #expect(ContentSizeCategory(named: category.uiKitName) == category)
        }
        #expect(ContentSizeCategory(named: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        for name in ["", "XXXXL", "AX6", "AX0", "large ", "3"] { #expect(ContentSizeCategory(named: name) == nil) }
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    /// At the default size, the sizes and weights Interface Builder's canvas shows.
    @Test(arguments: [
        ("UICTFontTextStyleLargeTitle", 34.0, 41.0), ("UICTFontTextStyleTitle0", 34, 41),
        ("UICTFontTextStyleTitle1", 28, 34), ("UICTFontTextStyleTitle2", 22, 28), ("UICTFontTextStyleTitle3", 20, 25),
        ("UICTFontTextStyleHeadline", 17, 22), ("UICTFontTextStyleBody", 17, 22), ("UICTFontTextStyleCallout", 16, 21),
        ("UICTFontTextStyleSubhead", 15, 20), ("UICTFontTextStyleFootnote", 13, 18),
        ("UICTFontTextStyleCaption1", 12, 16), ("UICTFontTextStyleCaption2", 11, 13),
    ])
    func defaultSizes(name: String, size: Double, leading: Double) throws {
        let style = try #require(DynamicTypeStyle.named(name))
        #expect(style.size(at: .large) == size)
        #expect(style.leading(at: .large) == leading)
        #expect(style.weight == (name == "UICTFontTextStyleHeadline" ? .semibold : .regular))
    }

    /// Every style grows, or stays, from one size to the next, never below 11 points, and its
    /// lines are never closer than its size.
    @Test func stylesGrowWithTheTextSize() throws {
        #expect(DynamicTypeStyle.names.count == 12)
        for name in DynamicTypeStyle.names {
            let style = try #require(DynamicTypeStyle.named(name))
            for (smaller, larger) in zip(ContentSizeCategory.allCases, ContentSizeCategory.allCases.dropFirst()) {
                #expect(style.size(at: smaller) <= style.size(at: larger), "\(name) \(larger.name)")
                #expect(style.leading(at: smaller) <= style.leading(at: larger), "\(name) \(larger.name)")
            }
            for category in ContentSizeCategory.allCases {
                #expect(style.size(at: category) >= 11)
                #expect(style.leading(at: category) >= style.size(at: category))
            }
        }
        #expect(DynamicTypeStyle.named("UICTFontTextStyleBody")?.size(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicTypeStyle.named("UICTFontTextStyleCaption2")?.size(at: .extraSmall) == 11)
        #expect(DynamicTypeStyle.named("UICTFontTextStyleBody ") == nil)
    }
}
