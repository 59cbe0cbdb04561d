/// A glyph index in a font (Core Graphics' `CGFontIndex`).
public typealias CGFontIndex = UInt16

/// A glyph: its index in a font's glyph table.
public typealias CGGlyph = CGFontIndex
