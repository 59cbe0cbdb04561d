// The deterministic host every OpenUIKit test uses (filled by the views issue).
@_exported import OpenUIKit
