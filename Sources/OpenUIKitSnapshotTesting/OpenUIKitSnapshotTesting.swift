// Image snapshot strategies for swift-snapshot-testing; tests see the host and OpenUIKit too.
@_exported import OpenUIKitTesting
@_exported import SnapshotTesting
