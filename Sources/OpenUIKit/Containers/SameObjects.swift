import Foundation

/// Whether `shown` (nil: none) holds exactly the objects of `wanted`, in
/// order — by identity, as bars compare the items they show, so that a
/// bar is not rebuilt for the items it already has.
func sameObjects<Object: AnyObject>(_ shown: [Object]?, _ wanted: [Object]) -> Bool {
    let shown = shown ?? []
    return shown.count == wanted.count && zip(shown, wanted).allSatisfy { $0 === $1 }
}
