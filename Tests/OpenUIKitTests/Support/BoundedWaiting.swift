import OpenUIKitTesting

/// Advances `host` one frame at a time until `condition` holds, for at
/// most `limit` frames. Returns the number of frames it took, or nil when
/// the limit came first — so a regression fails the test instead of
/// hanging it.
@MainActor
func frames(_ host: TestHost, until condition: () -> Bool, limit: Int = 600) -> Int? {
    for frame in 0...limit {
        if condition() { return frame }
        if frame < limit { host.advance(frames: 1) }
    }
    return nil
}
