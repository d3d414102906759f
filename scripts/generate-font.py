#!/usr/bin/env python3
"""Writes Sources/Graphics/Text/Inter/Inter-<Weight>.glyphs for each weight shipped: the outlines
of Inter's glyphs, and their pair kerning, for ASCII, Latin-1, Latin Extended-A and -B, IPA,
spacing modifiers, combining marks, Latin Extended Additional, Greek, Cyrillic, and general
punctuation, currency symbols, letterlike symbols and arrows (only what Inter has), so that text
renders the same on every machine without a system font. The replacement character, which a
text's other characters are drawn as, is Inter's `.notdef` box.

    pip install fonttools
    python3 scripts/generate-font.py /usr/share/fonts/opentype/inter

(Debian's fonts-inter package provides the fonts; Inter is © The Inter Project Authors,
under the SIL Open Font License 1.1, see licenses/Inter-OFL.txt.)

The EmbedFiles build plugin compiles each file into the Graphics module as a string constant
(`EmbeddedFiles.interRegularGlyphs`), so the binary carries the fonts wherever it is copied. A
file is text: notes, lines that begin with `#` (the font and its licence), then paragraphs of
base64 in lines of 100 characters (line breaks are skipped), each followed by an empty line, of
little-endian binary records. The first paragraph is the font's head, decoded once at run time;
each after it but the last is a section of glyphs, decoded the first time one of its characters
is asked for; the last is the kerning between the glyphs of all sections, decoded the first time
a pair with a character outside the first section is kerned. Text in ASCII decodes only the head
and the first section:
    head:    u16 unitsPerEm, i16 ascender, i16 descender, i16 capHeight, u16 section count, then
             for each section: u32 the length of its paragraph in characters (line breaks and the
             empty line after it included), u16 range count, then u32 first, u32 last code point
             of each range of characters it holds (only those Inter has in the range); then the
             kerning between the glyphs of the first section.
    kerning: the pair adjustments of the font's GPOS `kern` feature between the glyphs, as
             classes: characters that kern alike on the left share a left class, on the right a
             right class (classes count from 1; a character in none does not kern on that side):
             u16 left count, then u32 code point, u16 class for each; the same for the right;
             u16 left classes, u16 right classes, then i16 adjustments row by row (left class).
    section: u16 glyph count, then for each glyph: u32 code point, u16 advance, u16 command count,
             then commands: u8 0 moveTo x y | 1 lineTo x y | 2 cubic x1 y1 x2 y2 x y | 3 close
             (coordinates i16)
"""
import base64, os, struct, sys, unicodedata
from fontTools.ttLib import TTFont
from fontTools.pens.recordingPen import RecordingPen

# The weights shipped, as Inter's file names spell them.
WEIGHTS = ["Regular", "Medium", "SemiBold", "Bold"]

# The punctuation and symbols text in ASCII often holds too ("…" ends a line cut short), in the
# first section with ASCII itself.
COMMON_SYMBOLS = [
    0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2020, 0x2021, 0x2022, 0x2026,
    0x2030, 0x2032, 0x2033, 0x2039, 0x203A, 0x20AC, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212,
    0x2605, 0x2606, 0x2713, 0xFFFD]

# The sections, each a list of ranges (first, last) of code points: the glyphs of one are decoded
# together, the first time one of its characters is drawn or measured.
SECTIONS = [
    # ASCII, Latin-1, Latin Extended-A, and the common symbols.
    [(0x20, 0x7E), (0xA0, 0x17F)] + [(code, code) for code in COMMON_SYMBOLS],
    # Latin Extended-B, IPA, spacing modifier letters and combining marks.
    [(0x180, 0x36F)],
    # Greek and Cyrillic.
    [(0x370, 0x4FF)],
    # Latin Extended Additional (Vietnamese, Welsh).
    [(0x1E00, 0x1EFF)],
    # General punctuation, currency symbols, letterlike symbols and arrows, but the common ones.
    [(0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2190, 0x21FF)],
]

# Characters that are never drawn by themselves (joiners, direction marks, line and paragraph
# separators) are left out of the sections after the first whether Inter has them or not: text
# layout handles them.
LEFT_OUT_CATEGORIES = {"Cc", "Cf", "Zl", "Zp"}


def point(value):
    return int(round(value))


def pair_kerning(font, codes):
    """The nonzero adjustments between the glyphs of `codes`, by pair of code points, in font
    units: in the `kern` feature's pair lookups, the first subtable that applies to a pair gives
    it, as a shaper applies them."""
    cmap = font.getBestCmap()
    gpos = font["GPOS"].table
    indices = sorted({index for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == "kern"
                      for index in record.Feature.LookupListIndex})
    subtables = []
    for index in indices:
        lookup = gpos.LookupList.Lookup[index]
        for subtable in lookup.SubTable:
            subtable = subtable.ExtSubTable if lookup.LookupType == 9 else subtable
            if subtable.LookupType == 2:
                pairs = None
                if subtable.Format == 1:
                    pairs = [{record.SecondGlyph: getattr(record.Value1, "XAdvance", 0) or 0
                              for record in pair_set.PairValueRecord} for pair_set in subtable.PairSet]
                subtables.append((subtable, {name: i for i, name in enumerate(subtable.Coverage.glyphs)}, pairs))

    def adjustment(left, right):
        for subtable, covered, pairs in subtables:
            if left not in covered:
                continue
            if pairs is not None:
                if right in pairs[covered[left]]:
                    return pairs[covered[left]][right]
                continue
            first = subtable.ClassDef1.classDefs.get(left, 0)
            second = subtable.ClassDef2.classDefs.get(right, 0)
            return getattr(subtable.Class1Record[first].Class2Record[second].Value1, "XAdvance", 0) or 0
        return 0

    names = {code: cmap[code] for code in codes if code in cmap}
    return {(a, b): value for a in names for b in names if (value := adjustment(names[a], names[b]))}


def kerning_table(font, codes):
    """The encoded kerning section between `codes`: see the module's description."""
    kerning = pair_kerning(font, [code for code in codes if code != 0xFFFD])
    lefts = sorted({a for a, _ in kerning})
    rights = sorted({b for _, b in kerning})
    left_classes, right_classes = {}, {}
    for a in lefts:
        left_classes.setdefault(tuple(kerning.get((a, b), 0) for b in rights), []).append(a)
    for b in rights:
        right_classes.setdefault(tuple(kerning.get((a, b), 0) for a in lefts), []).append(b)
    blob = b""
    for classes in (left_classes, right_classes):
        members = sorted((code, number) for number, codes in enumerate(classes.values(), 1) for code in codes)
        blob += struct.pack("<H", len(members)) + b"".join(struct.pack("<IH", *member) for member in members)
    blob += struct.pack("<HH", len(left_classes), len(right_classes))
    column = [codes[0] for codes in right_classes.values()]
    for codes in left_classes.values():
        blob += b"".join(struct.pack("<h", kerning.get((codes[0], b), 0)) for b in column)
    return blob


def glyph_record(code, name, glyphs):
    """The encoded record of the glyph `name`, drawn for `code`."""
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
    return struct.pack("<IHH", code, glyphs[name].width, len(commands)) + b"".join(commands)


def runs(codes):
    """`codes`, sorted, as ranges (first, last) of consecutive code points."""
    ranges = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return ranges


def paragraph(blob):
    """`blob` as base64 lines of 100 characters, and the empty line that ends them."""
    encoded = base64.b64encode(blob).decode("ascii")
    return "".join(encoded[i:i + 100] + "\n" for i in range(0, len(encoded), 100)) + "\n"


def table(path):
    """The paragraphs of the font at `path`, how many glyphs they hold, and how many bytes."""
    font = TTFont(path)
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    sections = []
    for ranges in SECTIONS:
        codes = sorted({code for first, last in ranges for code in range(first, last + 1)
                        if (code in cmap or code == 0xFFFD)
                        and (ranges is SECTIONS[0]
                             or unicodedata.category(chr(code)) not in LEFT_OUT_CATEGORIES)})
        records = [glyph_record(code, cmap.get(code, ".notdef"), glyphs) for code in codes]
        sections.append((codes, struct.pack("<H", len(records)) + b"".join(records)))
    texts = [paragraph(blob) for _, blob in sections]
    head = font["head"]
    os2 = font["OS/2"]
    blob = struct.pack("<Hhhh", head.unitsPerEm, os2.sTypoAscender, os2.sTypoDescender, os2.sCapHeight)
    blob += struct.pack("<H", len(sections))
    for (codes, _), text in zip(sections, texts):
        ranges = runs(codes)
        blob += struct.pack("<IH", len(text), len(ranges)) + b"".join(struct.pack("<II", *r) for r in ranges)
    blob += kerning_table(font, sections[0][0])
    kerning = kerning_table(font, [code for codes, _ in sections for code in codes])
    count = sum(len(codes) for codes, _ in sections)
    size = len(blob) + sum(len(section) for _, section in sections) + len(kerning)
    return [paragraph(blob)] + texts + [paragraph(kerning)], count, size


folder = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/inter"
for weight in WEIGHTS:
    paragraphs, count, size = table(os.path.join(folder, f"Inter-{weight}.otf"))
    with open(f"Sources/Graphics/Text/Inter/Inter-{weight}.glyphs", "w") as out:
        out.write(f"# Inter {weight}'s glyphs, written by scripts/generate-font.py, which describes the"
                  " encoding; do not edit.\n")
        out.write("# Inter is (c) The Inter Project Authors, under the SIL Open Font License 1.1"
                  " (licenses/Inter-OFL.txt).\n")
        out.write("".join(paragraphs))
    print(f"Inter {weight}: {count} glyphs, {size} bytes")
