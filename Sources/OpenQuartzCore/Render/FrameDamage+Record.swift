import Foundation

extension FrameDamage {
    /// One layer as the last frame drew it (updated in place each frame).
    final class Record {
        /// The layer's ``CALayer/renderIdentity`` (a layer that reuses a
        /// gone one's identifier has another).
        let identity: UInt64
        @exclusivity(unchecked) var state: LayerState
        @exclusivity(unchecked) var toDevice: Homography
        /// The pixels its own drawing can reach; nil: anywhere.
        @exclusivity(unchecked) var pixels: PixelRect?
        @exclusivity(unchecked) var parent: ObjectIdentifier?
        @exclusivity(unchecked) var order: Int
        /// Its mask layer, if any (removing a mask shows what it hid).
        @exclusivity(unchecked) var mask: ObjectIdentifier?
        /// The last frame (``frameNumber``) its record changed in, and the
        /// last one anything in its tree (mask included) changed in.
        @exclusivity(unchecked) var changedFrame = 0
        @exclusivity(unchecked) var subtreeChangedFrame = 0
        /// The last frame what it draws in its own coordinates changed in
        /// (its position and its ancestors not counted), the last one it
        /// changed relative to its superlayer in (its position counted),
        /// and the last one anything in its tree did.
        @exclusivity(unchecked) var contentChangedFrame = 0
        @exclusivity(unchecked) var relativeChangedFrame = 0
        @exclusivity(unchecked) var subtreeRelativeChangedFrame = 0
        /// The pixels its whole tree can reach; nil: anywhere.
        @exclusivity(unchecked) var subtreePixels: PixelRect?
        /// The last frame that walked it.
        @exclusivity(unchecked) var seenFrame = 0
        /// Whether the last frame reached it twice (its pixels are those of
        /// the second place only).
        @exclusivity(unchecked) var reachedTwice = false
        /// Where the last frame drew it among all the layers it drew.
        @exclusivity(unchecked) var drawIndex = 0
        /// The pixels the last frame painted with its opaque background
        /// (see ``coverPixels(of:state:toDevice:clip:minimumArea:)``).
        @exclusivity(unchecked) var cover: [PixelRect] = []
        /// The pixels its tree can reach with only the clips inside the
        /// tree applied (its ancestors' not); nil: anywhere.
        @exclusivity(unchecked) var reach: PixelRect?
        /// Whether any of them showed inside its ancestors' clip.
        @exclusivity(unchecked) var treeShowed = true
        /// Whether its tree holds a backdrop layer (which shows what is
        /// beneath it: it must be walked).
        @exclusivity(unchecked) var treeHasBackdrop = false
        /// The map from its sublayers' superlayer space (its own, through
        /// its sublayer transform) to device pixels.
        @exclusivity(unchecked) var childrenToDevice: Homography?

        init(
            layer: CALayer, state: LayerState, toDevice: Homography, pixels: PixelRect?, parent: ObjectIdentifier?,
            order: Int, mask: ObjectIdentifier?
        ) {
            identity = layer.renderIdentity
            self.state = state
            self.toDevice = toDevice
            self.pixels = pixels
            self.parent = parent
            self.order = order
            self.mask = mask
        }
    }
}
