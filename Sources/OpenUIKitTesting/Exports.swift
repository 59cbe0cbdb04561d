// Tests that use the host see all of OpenUIKit.
@_exported import OpenUIKit
