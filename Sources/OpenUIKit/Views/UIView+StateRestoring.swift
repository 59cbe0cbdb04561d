extension UIView: UIStateRestoring {}
