// The SDL2 window host (filled by the gallery issue).
@_exported import OpenUIKit
internal import CSDL2
