extension UIViewController: UIStateRestoring {}
