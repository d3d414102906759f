#!/usr/bin/env python3
"""Writes Sources/Graphics/Text/Inter/Inter-<Weight>.glyphs for each weight shipped: the outlines
of Inter's glyphs for ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic and common punctuation
and symbols, so that text renders the same on every machine without a system font. The
replacement character, which a text's other characters are drawn as, is Inter's `.notdef` box.

    pip install fonttools
    python3 scripts/generate-font.py /usr/share/fonts/opentype/inter

(Debian's fonts-inter package provides the fonts; Inter is © The Inter Project Authors,
under the SIL Open Font License 1.1, see licenses/Inter-OFL.txt.)

The EmbedFiles build plugin compiles each file into the Graphics module as a string constant
(`EmbeddedFiles.interRegularGlyphs`), so the binary carries the fonts wherever it is copied. A
file is text: notes, lines that begin with `#` (the font and its licence), then a table
as base64 in lines of 100 characters (line breaks are skipped) of little-endian binary records,
decoded once at run time:
    header:  u16 unitsPerEm, i16 ascender, i16 descender, i16 capHeight, u16 glyph count
    glyph:   u32 code point, u16 advance, u16 command count, then commands:
             u8 0 moveTo x y | 1 lineTo x y | 2 cubic x1 y1 x2 y2 x y | 3 close  (coordinates i16)
"""
import base64, os, struct, sys
from fontTools.ttLib import TTFont
from fontTools.pens.recordingPen import RecordingPen

# The weights shipped, as Inter's file names spell them.
WEIGHTS = ["Regular", "Medium", "SemiBold", "Bold"]

CHARACTERS = (list(range(0x20, 0x7F)) + list(range(0xA0, 0x180)) + list(range(0x370, 0x400))
              + list(range(0x400, 0x500)) + [
    0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2020, 0x2021, 0x2022, 0x2026,
    0x2030, 0x2032, 0x2033, 0x2039, 0x203A, 0x20AC, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212,
    0x2605, 0x2606, 0x2713, 0xFFFD])


def point(value):
    return int(round(value))


def table(path):
    """The encoded table of the font at `path`, and how many glyphs it holds."""
    font = TTFont(path)
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    records = []
    for code in CHARACTERS:
        name = cmap.get(code, ".notdef" if code == 0xFFFD else None)
        if name is None:
            continue
        pen = RecordingPen()
        glyphs[name].draw(pen)
        commands = []
        for operator, points in pen.value:
            if operator == "moveTo":
                commands.append(struct.pack("<Bhh", 0, *map(point, points[0])))
            elif operator == "lineTo":
                commands.append(struct.pack("<Bhh", 1, *map(point, points[0])))
            elif operator == "curveTo":
                flat = [point(v) for p in points for v in p]
                commands.append(struct.pack("<Bhhhhhh", 2, *flat))
            elif operator == "qCurveTo":
                raise SystemExit("quadratic outlines are not expected in an OTF font")
            elif operator in ("closePath", "endPath"):
                commands.append(struct.pack("<B", 3))
        records.append(struct.pack("<IHH", code, glyphs[name].width, len(commands)) + b"".join(commands))
    head = font["head"]
    os2 = font["OS/2"]
    blob = struct.pack("<Hhhh", head.unitsPerEm, os2.sTypoAscender, os2.sTypoDescender, os2.sCapHeight)
    blob += struct.pack("<H", len(records)) + b"".join(records)
    return base64.b64encode(blob).decode("ascii"), len(records), len(blob)


folder = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/inter"
for weight in WEIGHTS:
    encoded, count, size = table(os.path.join(folder, f"Inter-{weight}.otf"))
    lines = [encoded[i:i + 100] for i in range(0, len(encoded), 100)]
    with open(f"Sources/Graphics/Text/Inter/Inter-{weight}.glyphs", "w") as out:
        out.write(f"# Inter {weight}'s glyphs, written by scripts/generate-font.py, which describes the"
                  " encoding; do not edit.\n")
        out.write("# Inter is (c) The Inter Project Authors, under the SIL Open Font License 1.1"
                  " (licenses/Inter-OFL.txt).\n")
        for line in lines:
            out.write(line + "\n")
    print(f"Inter {weight}: {count} glyphs, {size} bytes")
