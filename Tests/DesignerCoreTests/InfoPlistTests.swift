import Graphics
import TestTools
import Testing

@testable import DesignerCore

/// An app's `Info.plist` is read only when it may hold the key asked for, and a key written
/// in any of XML's spellings is still found.
struct InfoPlistTests {
    private func plist(_ entries: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Demo</string>
            \(entries)
            </dict>
            </plist>
            """.utf8)
    }

    @Test func keysWrittenPlainlyAreFound() {
        let bytes = plist("<key>UIUserInterfaceStyle</key><string>Dark</string>")
        #expect(AppAppearance.forced(inInfoPlist: bytes) == .dark)
        #expect(AppFonts.listed(inInfoPlist: bytes).isEmpty)
        #expect(!InfoPlist.mayHold("UIAppFonts", bytes))
    }

    @Test func keysWrittenWithReferencesCommentsOrCDATAAreFound() {
        let spellings = [
            "<key>UIUser&#73;nterfaceStyle</key><string>Light</string>",
            "<key>UIUser<!-- a comment -->InterfaceStyle</key><string>Light</string>",
            "<key>UIUser<![CDATA[Interface]]>Style</key><string>Light</string>",
        ]
        for spelling in spellings {
            let bytes = plist(spelling)
            #expect(InfoPlist.mayHold("UIUserInterfaceStyle", bytes), "\(spelling)")
            #expect(AppAppearance.forced(inInfoPlist: bytes) == .light, "\(spelling)")
        }
    }

    @Test func aUTF16ListIsRead() {
        let text = String(decoding: plist("<key>UIAppFonts</key><array><string>A.ttf</string></array>"), as: UTF8.self)
            .replacingOccurrences("UTF-8", with: "UTF-16")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(InfoPlist.mayHold("UIAppFonts", bytes))
        #expect(AppFonts.listed(inInfoPlist: bytes) == ["A.ttf"])
    }

    @Test func aListWithoutTheKeyIsNotRead() {
        let bytes = plist("<key>UIAppFontsList</key><string>UIAppFont</string>")
        #expect(InfoPlist.mayHold("UIAppFonts", bytes))
        #expect(AppFonts.listed(inInfoPlist: bytes).isEmpty)
        #expect(!InfoPlist.mayHold("UIUserInterfaceStyle", bytes))
        #expect(!InfoPlist.mayHold("UIAppFonts", plist("")))
    }
}
