import Foundation

extension LayerState {
    /// How a sublayer's coordinates map into this layer's: the sublayer
    /// transform applied about this layer's anchor point.
    var sublayerTransformAboutAnchor: CATransform3D {
        if sublayerTransform == CATransform3DIdentity { return sublayerTransform }
        let anchor = CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
        var t = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        t = CATransform3DConcat(t, sublayerTransform)
        return CATransform3DConcat(t, CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// ``sublayerTransformAboutAnchor``, or nil when the sublayer transform
    /// is the identity: what a renderer hands each sublayer it draws or
    /// walks (the whole state, handed down, was copied with its references
    /// retained once per sublayer).
    var sublayerMap: CATransform3D? {
        sublayerTransform == CATransform3DIdentity ? nil : sublayerTransformAboutAnchor
    }
}

extension CALayer {
    /// The map from this layer's coordinates to its superlayer's (model values).
    var mapToParent: Homography {
        var h = Homography(stored.modelState.localToParent)
        if let parent = superlayer, parent.stored.modelState.sublayerTransform != CATransform3DIdentity {
            h = h.concatenating(Homography(parent.stored.modelState.sublayerTransformAboutAnchor))
        }
        return h
    }

    /// The map from this layer's coordinates to the root of its tree.
    var mapToRoot: Homography {
        var h = Homography.identity
        var node: CALayer? = self
        while let layer = node, layer.superlayer != nil {
            h = h.concatenating(layer.mapToParent)
            node = layer.superlayer
        }
        return h
    }

    /// The map from this layer's coordinates to `other`'s (nil: the root).
    func map(to other: CALayer?) -> Homography {
        // Neighbours (the common case in hit testing) skip the walk to the root.
        if let other {
            if other === self { return .identity }
            if other === superlayer { return mapToParent }
            if other.superlayer === self { return other.mapToParent.inverse ?? .identity }
        }
        let toRoot = mapToRoot
        guard let other else { return toRoot }
        return toRoot.concatenating(other.mapToRoot.inverse ?? .identity)
    }

    /// How far this layer's coordinates are moved in its superlayer's,
    /// when that is all the map to the superlayer does (no transform here,
    /// no sublayer transform above); nil otherwise. The fast path of point
    /// conversion between neighbours, as in every hit test.
    var translationToParent: CGPoint? {
        guard let parent = superlayer else { return nil }
        return translation(inParent: parent)
    }

    /// ``translationToParent`` for a caller that holds the superlayer
    /// `parent` already (no weak load).
    private func translation(inParent parent: CALayer) -> CGPoint? {
        guard stored.modelState.hasIdentityTransform, CATransform3DIsIdentity(parent.stored.modelState.sublayerTransform)
        else { return nil }
        let state = stored.modelState
        return CGPoint(
            x: state.position.x - state.anchorPoint.x * state.bounds.width - state.bounds.origin.x,
            y: state.position.y - state.anchorPoint.y * state.bounds.height - state.bounds.origin.y)
    }

    /// Converts a point from `l`'s coordinates (nil: the tree's root) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        if let l, l === superlayer, let offset = translationToParent {
            return CGPoint(x: p.x - offset.x, y: p.y - offset.y)
        }
        return (l ?? rootLayer).map(to: self).apply(p)
    }

    /// Converts a point from the coordinates of `parent` — this layer's
    /// superlayer, which the caller holds (a hit test walking down) — to
    /// this layer's; the same as `convert(p, from: parent)`.
    package func convert(_ p: CGPoint, fromSuperlayer parent: CALayer) -> CGPoint {
        if let offset = translation(inParent: parent) { return CGPoint(x: p.x - offset.x, y: p.y - offset.y) }
        return convert(p, from: parent)
    }

    /// Converts a point from this layer's coordinates to `l`'s (nil: the root).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if let l, l === superlayer, let offset = translationToParent {
            return CGPoint(x: p.x + offset.x, y: p.y + offset.y)
        }
        return map(to: l).apply(p)
    }

    /// Converts a rectangle (its bounding box after mapping) from `l`'s coordinates.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        if let l, l === superlayer, !r.isNull, let offset = translationToParent {
            return r.offsetBy(dx: -offset.x, dy: -offset.y)
        }
        return (l ?? rootLayer).map(to: self).apply(r)
    }

    /// Converts a rectangle (its bounding box after mapping) to `l`'s coordinates.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        if let l, l === superlayer, !r.isNull, let offset = translationToParent {
            return r.offsetBy(dx: offset.x, dy: offset.y)
        }
        return map(to: l).apply(r)
    }

    /// Converts a time from `l`'s time space (nil: media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts a time from this layer's time space to `l`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l?.localTime(fromMediaTime: media) ?? media
    }

    /// The root of this layer's tree.
    var rootLayer: CALayer {
        var node = self
        while let parent = node.superlayer ?? node.stored.maskOwner { node = parent }
        return node
    }

    /// This layer's local time at a media time (through every ancestor's
    /// time space, and for a mask through its owner's).
    func localTime(fromMediaTime mediaTime: CFTimeInterval) -> CFTimeInterval {
        if Self.timeShiftingLayers.load(ordering: .relaxed) == 0 { return mediaTime }
        let parentTime = (superlayer ?? stored.maskOwner)?.localTime(fromMediaTime: mediaTime) ?? mediaTime
        return timing.localTime(fromParent: parentTime)
    }

    /// The media time of a local time.
    func mediaTime(fromLocalTime localTime: CFTimeInterval) -> CFTimeInterval {
        if Self.timeShiftingLayers.load(ordering: .relaxed) == 0 { return localTime }
        let parentTime = timing.parentTime(fromLocal: localTime)
        return (superlayer ?? stored.maskOwner)?.mediaTime(fromLocalTime: parentTime) ?? parentTime
    }
}
