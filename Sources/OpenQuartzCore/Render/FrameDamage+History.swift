import Foundation

extension FrameDamage {
    /// What the last walk found about `layer`: the last frame its own
    /// record and anything in its tree changed in, and the pixels its tree
    /// can reach (nil: anywhere); nil when it was not drawn.
    func history(of layer: CALayer) -> History? {
        guard let record = records[ObjectIdentifier(layer)], record.identity == layer.renderIdentity else { return nil }
        return History(
            changed: record.changedFrame, subtreeChanged: record.subtreeChangedFrame, contentChanged: record.contentChangedFrame,
            subtreeRelativeChanged: record.subtreeRelativeChangedFrame, subtreePixels: record.subtreePixels)
    }

    /// Whether the last walk recorded the layer whose identifier is
    /// `identifier` and whose ``CALayer/renderIdentity`` is `identity`
    /// (it is still drawn).
    func records(_ identifier: ObjectIdentifier, identity: UInt64) -> Bool {
        records[identifier]?.identity == identity
    }

    /// Whether nothing `layer`'s tree draws this frame can reach `clip`
    /// (device pixels): the last walk, this frame's, found the pixels its
    /// tree can reach, and they miss the clip. False when the walk did not
    /// reach it, reached it twice, or found it can draw anywhere.
    func drawsNothing(of layer: CALayer, inside clip: PixelRect) -> Bool {
        guard let record = records[ObjectIdentifier(layer)], record.identity == layer.renderIdentity,
              record.seenFrame == frameNumber,
              !record.reachedTwice, let pixels = record.subtreePixels
        else { return false }
        return pixels.intersection(clip).isEmpty
    }
}
