#!/usr/bin/env python3
"""Writes the gallery's dot-matrix font, OpenUIKit Dots
(Sources/GalleryExamples/Fonts/OpenUIKitDots.ttf), from the 5x7 patterns
below: each lit cell of a glyph's grid is one round dot. The patterns are
this project's own; the font is generated, not derived from another font,
so the gallery can ship it. Needs fontTools (`python3 -m pip install
fonttools`); the generated file is committed, so only changing the font
needs this script.

Grid: 5 columns, 7 rows above the baseline (the last of them sits on it)
and 2 below for descenders; a cell is 100 units of a 1,000-unit em.
"""
import math
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Sources", "GalleryExamples", "Fonts", "OpenUIKitDots.ttf")

CELL = 100
RADIUS = 45
ADVANCE = 650
LEFT = 75  # the first column's centre

# Each glyph: rows top to bottom; rows 0-6 end on the baseline, rows 7-8
# descend below it. "#" is a dot.
PATTERNS = {
    "A": ".###. #...# #...# ##### #...# #...# #...#",
    "B": "####. #...# #...# ####. #...# #...# ####.",
    "C": ".###. #...# #.... #.... #.... #...# .###.",
    "D": "###.. #..#. #...# #...# #...# #..#. ###..",
    "E": "##### #.... #.... ####. #.... #.... #####",
    "F": "##### #.... #.... ####. #.... #.... #....",
    "G": ".###. #...# #.... #.### #...# #...# .####",
    "H": "#...# #...# #...# ##### #...# #...# #...#",
    "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
    "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
    "L": "#.... #.... #.... #.... #.... #.... #####",
    "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#",
    "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
    "O": ".###. #...# #...# #...# #...# #...# .###.",
    "P": "####. #...# #...# ####. #.... #.... #....",
    "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#",
    "R": "####. #...# #...# ####. #.#.. #..#. #...#",
    "S": ".#### #.... #.... .###. ....# ....# ####.",
    "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "U": "#...# #...# #...# #...# #...# #...# .###.",
    "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
    "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
    "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
    "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
    "Z": "##### ....# ...#. ..#.. .#... #.... #####",
    "a": "..... ..... .###. ....# .#### #...# .####",
    "b": "#.... #.... #.##. ##..# #...# #...# ####.",
    "c": "..... ..... .###. #.... #.... #...# .###.",
    "d": "....# ....# .##.# #..## #...# #...# .####",
    "e": "..... ..... .###. #...# ##### #.... .###.",
    "f": "..##. .#..# .#... ###.. .#... .#... .#...",
    "g": "..... ..... .#### #...# #...# .#### ....# #...# .###.",
    "h": "#.... #.... #.##. ##..# #...# #...# #...#",
    "i": "..#.. ..... .##.. ..#.. ..#.. ..#.. .###.",
    "j": "...#. ..... ..##. ...#. ...#. ...#. ...#. #..#. .##..",
    "k": "#.... #.... #..#. #.#.. ##... #.#.. #..#.",
    "l": ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "m": "..... ..... ##.#. #.#.# #.#.# #...# #...#",
    "n": "..... ..... #.##. ##..# #...# #...# #...#",
    "o": "..... ..... .###. #...# #...# #...# .###.",
    "p": "..... ..... ####. #...# #...# ####. #.... #.... #....",
    "q": "..... ..... .#### #...# #...# .#### ....# ....# ....#",
    "r": "..... ..... #.##. ##..# #.... #.... #....",
    "s": "..... ..... .#### #.... .###. ....# ####.",
    "t": ".#... .#... ###.. .#... .#... .#..# ..##.",
    "u": "..... ..... #...# #...# #...# #..## .##.#",
    "v": "..... ..... #...# #...# #...# .#.#. ..#..",
    "w": "..... ..... #...# #...# #.#.# #.#.# .#.#.",
    "x": "..... ..... #...# .#.#. ..#.. .#.#. #...#",
    "y": "..... ..... #...# #...# #...# .#### ....# #...# .###.",
    "z": "..... ..... ##### ...#. ..#.. .#... #####",
    "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
    "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
    "2": ".###. #...# ....# ...#. ..#.. .#... #####",
    "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
    "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
    "5": "##### #.... ####. ....# ....# #...# .###.",
    "6": "..##. .#... #.... ####. #...# #...# .###.",
    "7": "##### ....# ...#. ..#.. .#... .#... .#...",
    "8": ".###. #...# #...# .###. #...# #...# .###.",
    "9": ".###. #...# #...# .#### ....# ...#. .##..",
    " ": "..... ..... ..... ..... ..... ..... .....",
    "!": "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
    ".": "..... ..... ..... ..... ..... .##.. .##..",
    ",": "..... ..... ..... ..... ..... .##.. ..#.. .#...",
    ":": "..... .##.. .##.. ..... .##.. .##.. .....",
    ";": "..... .##.. .##.. ..... .##.. ..#.. .#...",
    "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
    "'": "..#.. ..#.. .#... ..... ..... ..... .....",
    '"': ".#.#. .#.#. .#.#. ..... ..... ..... .....",
    "-": "..... ..... ..... ##### ..... ..... .....",
    "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
    "=": "..... ..... ##### ..... ##### ..... .....",
    "/": "..... ....# ...#. ..#.. .#... #.... .....",
    "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
    ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
    "[": ".###. .#... .#... .#... .#... .#... .###.",
    "]": ".###. ...#. ...#. ...#. ...#. ...#. .###.",
    "<": "...#. ..#.. .#... #.... .#... ..#.. ...#.",
    ">": ".#... ..#.. ...#. ....# ...#. ..#.. .#...",
    "%": "##... ##..# ...#. ..#.. .#... #..## ...##",
    "#": ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
    "&": ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#",
    "*": "..... ..#.. #.#.# .###. #.#.# ..#.. .....",
    "_": "..... ..... ..... ..... ..... ..... #####",
    "@": ".###. #...# ....# .##.# #.#.# #.#.# .###.",
    "$": "..#.. .#### #.#.. .###. ..#.# ####. ..#..",
}


def glyph_name(character):
    return "space" if character == " " else "uni%04X" % ord(character)


def dot(pen, cx, cy):
    """One round dot: eight off-curve points on a regular octagon, whose
    implied on-curve midpoints lie on the circle; clockwise (TrueType's
    outer contours)."""
    reach = RADIUS / math.cos(math.pi / 8)
    points = []
    for step in range(8):
        angle = math.pi / 2 - step * math.pi / 4 + math.pi / 8
        points.append((round(cx + reach * math.cos(angle)), round(cy + reach * math.sin(angle))))
    pen.qCurveTo(*points, None)
    pen.closePath()


def draw(pattern):
    pen = TTGlyphPen(None)
    for row, cells in enumerate(pattern.split()):
        cy = (6 - row) * CELL + CELL // 2
        for column, cell in enumerate(cells):
            if cell == "#":
                dot(pen, LEFT + column * CELL, cy)
    return pen.glyph()


def notdef():
    pen = TTGlyphPen(None)
    for (x0, y0, x1, y1) in [(50, 0, 550, 700), (100, 50, 500, 650)]:
        # The outer box clockwise, the inner one counter-clockwise (a frame).
        corners = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
        if x0 == 100:
            corners.reverse()
        pen.moveTo(corners[0])
        for corner in corners[1:]:
            pen.lineTo(corner)
        pen.closePath()
    return pen.glyph()


def main():
    for character, pattern in PATTERNS.items():
        rows = pattern.split()
        if len(rows) not in (7, 8, 9) or any(len(row) != 5 for row in rows):
            sys.exit("bad pattern for %r" % character)
    names = [".notdef"] + [glyph_name(c) for c in PATTERNS]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({ord(c): glyph_name(c) for c in PATTERNS})
    glyphs = {".notdef": notdef()}
    glyphs.update({glyph_name(c): draw(p) for c, p in PATTERNS.items()})
    builder.setupGlyf(glyphs)
    metrics = {}
    glyph_table = builder.font["glyf"]
    for name in names:
        bounds = getattr(glyph_table[name], "xMin", 0)
        metrics[name] = (ADVANCE, bounds)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({
        "familyName": "OpenUIKit Dots",
        "styleName": "Regular",
        "uniqueFontIdentifier": "OpenUIKit Dots Regular 1.0",
        "fullName": "OpenUIKit Dots Regular",
        "psName": "OpenUIKitDots-Regular",
        "version": "Version 1.000",
        "copyright": "OpenUIKit contributors; generated by scripts/make-gallery-font.py",
    })
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=100,
                     usWinAscent=800, usWinDescent=200, sxHeight=500, sCapHeight=700,
                     achVendID="OUIK", fsType=0)
    builder.setupPost()
    builder.setupHead(unitsPerEm=1000, fontRevision=1.0)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    builder.save(OUT)
    print(OUT)


if __name__ == "__main__":
    main()
