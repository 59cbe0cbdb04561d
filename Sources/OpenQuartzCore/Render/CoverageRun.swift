/// A horizontal run of pixels of one row of a ``CoverageMask`` that share
/// the same nonzero coverage.
struct CoverageRun {
    /// The row, from the mask's top.
    let row: Int32
    /// The first pixel of the run, from the mask's left.
    let start: Int32
    /// One past the last pixel of the run.
    let end: Int32
    /// The coverage, 1…255 (255: fully inside the shape).
    let coverage: UInt8
}
