import Foundation

extension FrameDamage {
    /// `layer`'s record when its tree may be kept without a walk: the last
    /// walk recorded it (once, as this layer), nothing in its tree changed
    /// since (its ``CALayer/treeChangeEpoch`` is older than that walk), it
    /// is committed, and its tree holds no backdrop layer (which shows
    /// whatever changes beneath it). Nil: walk it.
    private func unchangedRecord(of layer: CALayer) -> Record? {
        guard let record = records[ObjectIdentifier(layer)], record.identity == layer.renderIdentity,
              record.seenFrame == frameNumber - 1, !record.reachedTwice, !record.treeHasBackdrop,
              layer.treeChangeEpoch <= unchangedEpoch, layer.isCommitted
        else { return nil }
        return record
    }

    /// Records a sublayer's tree without walking it when it, its place and
    /// its ancestors are as they were last frame and nothing in it has
    /// changed since (its ``CALayer/treeChangeEpoch`` is older than the
    /// last walk; the caller checks its ancestors did not change): the
    /// static part of a screen. It adds no damage; its records are kept
    /// (marked seen, numbered in this frame's drawing order) and the
    /// pixels its layers cover opaquely still hide what changes beneath
    /// them when the layers above kept their places (`placesKept`). Nil:
    /// walk it. A tree holding a backdrop layer is always walked.
    func skipUnchangedTree(of layer: CALayer, parent: ObjectIdentifier, order: Int, placesKept: Bool) -> Walked? {
        guard let record = unchangedRecord(of: layer), record.parent == parent, record.order == order else { return nil }
        keepUnchanged(layer, record: record, placesKept: placesKept, isMask: false)
        unchangedTreesSkipped += 1
        return Walked(
            subtreeChangedFrame: record.subtreeChangedFrame, subtreeRelativeChangedFrame: record.subtreeRelativeChangedFrame,
            pixels: record.subtreePixels, reach: record.reach, hasBackdrop: false)
    }

    /// Keeps the records of an unchanged tree's `layer` (its record
    /// `record`) and its tree: seen this frame; layers drawn (masks are
    /// not counted) numbered in order after those drawn before, their
    /// covers added again. Any order of the tree's layers does: what is
    /// compared is where covers and damage outside the tree fall, before
    /// or after it.
    private func keepUnchanged(_ layer: CALayer, record: Record, placesKept: Bool, isMask: Bool) {
        record.seenFrame = frameNumber
        if !isMask {
            let oldIndex = record.drawIndex
            record.drawIndex = drawCount
            drawCount += 1
            if placesKept, !record.cover.isEmpty { found.addCover(record.cover, order: record.drawIndex, oldOrder: oldIndex) }
        }
        if let mask = layer.stored.maskStorage, let maskRecord = records[ObjectIdentifier(mask)],
           maskRecord.identity == mask.renderIdentity {
            keepUnchanged(mask, record: maskRecord, placesKept: false, isMask: true)
        }
        for sublayer in layer.stored.sublayerStorage {
            guard let sublayerRecord = records[ObjectIdentifier(sublayer)], sublayerRecord.identity == sublayer.renderIdentity
            else { continue }
            keepUnchanged(sublayer, record: sublayerRecord, placesKept: placesKept, isMask: isMask)
        }
    }

    /// Records a sublayer's tree without walking it when a clip hid all of
    /// it last frame, nothing in it has changed since (its
    /// ``CALayer/treeChangeEpoch`` is older than the last walk), and moved
    /// by `shift` (device pixels: how far its superlayer's sublayer space
    /// moved) it is still hidden by `clip`: the cells of a long list the
    /// list's bounds hide. A hidden tree adds no damage; its records are
    /// kept (moved, marked seen) and the compositor, told it draws nothing
    /// inside the clip, does not visit it either. Nil: walk it.
    func skipHiddenTree(
        of layer: CALayer, shift: (x: Double, y: Double), clip: PixelRect, parent: ObjectIdentifier, order: Int,
        ancestorChanged: Bool
    ) -> Walked? {
        guard let record = unchangedRecord(of: layer), !record.treeShowed, let reach = record.reach else { return nil }
        let moved = Self.shifted(reach, by: shift)
        guard moved.intersection(clip).isEmpty else { return nil }
        let changed = ancestorChanged || shift != (0, 0) || record.parent != parent || record.order != order
        move(record, by: shift, changed: changed)
        record.reach = moved
        record.pixels = moved.intersection(clip)
        record.subtreePixels = record.pixels
        record.parent = parent
        record.order = order
        record.drawIndex = drawCount
        drawCount += 1
        hiddenTreesSkipped += 1
        for sublayer in layer.stored.sublayerStorage { keep(sublayer, shift: shift, changed: changed) }
        if let mask = layer.stored.maskStorage { keep(mask, shift: shift, changed: changed) }
        return Walked(
            subtreeChangedFrame: record.subtreeChangedFrame, subtreeRelativeChangedFrame: record.subtreeRelativeChangedFrame,
            pixels: record.pixels, reach: moved, hasBackdrop: false)
    }

    /// Keeps the records of a skipped hidden tree's `layer` and its tree
    /// as a walk would leave them: seen this frame, moved by `shift`,
    /// changed this frame when the tree moved.
    private func keep(_ layer: CALayer, shift: (x: Double, y: Double), changed: Bool) {
        guard let record = records[ObjectIdentifier(layer)], record.identity == layer.renderIdentity else { return }
        move(record, by: shift, changed: changed)
        // (No closures: each call of one checks the main actor at run time.)
        if let reach = record.reach { record.reach = Self.shifted(reach, by: shift) }
        if let pixels = record.pixels { record.pixels = Self.shifted(pixels, by: shift) }
        if let pixels = record.subtreePixels { record.subtreePixels = Self.shifted(pixels, by: shift) }
        for sublayer in layer.stored.sublayerStorage { keep(sublayer, shift: shift, changed: changed) }
        if let mask = layer.stored.maskStorage { keep(mask, shift: shift, changed: changed) }
    }

    private func move(_ record: Record, by shift: (x: Double, y: Double), changed: Bool) {
        record.seenFrame = frameNumber
        record.toDevice.m.6 += shift.x
        record.toDevice.m.7 += shift.y
        record.childrenToDevice?.m.6 += shift.x
        record.childrenToDevice?.m.7 += shift.y
        if changed {
            record.changedFrame = frameNumber
            record.subtreeChangedFrame = frameNumber
        }
    }

    /// How far `new` moves what `old` mapped (device pixels), when both
    /// are affine and differ only by that translation; nil otherwise.
    nonisolated static func shift(from old: Homography?, to new: Homography) -> (x: Double, y: Double)? {
        guard let old, old.isAffine, new.isAffine, old.m.0 == new.m.0, old.m.1 == new.m.1, old.m.3 == new.m.3,
              old.m.4 == new.m.4
        else { return nil }
        return (new.m.6 - old.m.6, new.m.7 - old.m.7)
    }

    /// The pixels drawing inside `rect` moved by `shift` can touch.
    nonisolated static func shifted(_ rect: PixelRect, by shift: (x: Double, y: Double)) -> PixelRect {
        PixelRect(
            minX: rect.minX + Int(shift.x.rounded(.down)), minY: rect.minY + Int(shift.y.rounded(.down)),
            maxX: rect.maxX + Int(shift.x.rounded(.up)), maxY: rect.maxY + Int(shift.y.rounded(.up)))
    }

    /// Whether `reach` is known to miss `clip` (neither nil).
    nonisolated static func misses(_ reach: PixelRect?, _ clip: PixelRect?) -> Bool {
        guard let reach, let clip else { return false }
        return reach.intersection(clip).isEmpty
    }
}
