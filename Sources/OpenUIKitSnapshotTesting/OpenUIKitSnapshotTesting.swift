// Image snapshot strategies for swift-snapshot-testing (filled by the pictures issue).
@_exported import OpenUIKitTesting
import SnapshotTesting
