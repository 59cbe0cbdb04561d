/// A pattern to use for painting.
///
/// OpenCoreGraphics does not implement pattern colours: the type exists so
/// that ``CGColor/pattern`` has Core Graphics' type, and it cannot be
/// created. Draw repeating content with
/// ``CGContext/draw(_:in:byTiling:)`` instead.
public final class CGPattern: Sendable {
    private init() {}
}
