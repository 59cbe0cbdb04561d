import Foundation
import OpenUIKit

/// The benchmark's storyboard: 30 scenes in Xcode's format, written to a
/// temporary folder once per process — a tab bar controller with five
/// navigation controllers, their five list scenes (a label and a stack of
/// six buttons with show segues, constraints to the safe area) and 19
/// detail scenes (a title, an image view, a stack of 16 labels,
/// constraints).
enum GeneratedStoryboard {
    /// The folder holding `Bench.storyboard` (a flat bundle).
    static let bundle: Bundle = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-storyboard-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? xml().write(to: folder.appendingPathComponent("Bench.storyboard"), atomically: true, encoding: .utf8)
        return Bundle(path: folder.path)!
    }()

    /// Views in a list scene's root view (label, stack, six buttons) and a detail scene's (title, image, stack, 16 labels).
    static let listViews = 9, detailViews = 20

    private static func view(_ id: String, _ subviews: String, _ constraints: String) -> String {
        """
                            <view key="view" contentMode="scaleToFill" id="\(id)-v">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
        """
    }

    private static func label(_ id: String, _ text: String) -> String {
        """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="20" y="100" width="350" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
        """
    }

    private static func pinned(_ item: String, _ guide: String, top: String, topAttribute: String) -> String {
        """
                                    <constraint firstItem="\(item)" firstAttribute="top" secondItem="\(top)" secondAttribute="\(topAttribute)" constant="20" id="\(item)-c1"/>
                                    <constraint firstItem="\(item)" firstAttribute="leading" secondItem="\(guide)" secondAttribute="leading" constant="20" id="\(item)-c2"/>
                                    <constraint firstItem="\(guide)" firstAttribute="trailing" secondItem="\(item)" secondAttribute="trailing" constant="20" id="\(item)-c3"/>
        """
    }

    private static func list(_ index: Int) -> String {
        let id = "L\(index)"
        let buttons = (0..<6).map { button in
            """
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-b\(button)">
                                                <rect key="frame" x="0.0" y="0.0" width="350" height="34"/>
                                                <state key="normal" title="Item \(button)"/>
                                                <connections>
                                                    <segue destination="D\((index * 6 + button) % 19)" kind="show" identifier="item\(button)" id="\(id)-s\(button)"/>
                                                </connections>
                                            </button>
            """
        }.joined(separator: "\n")
        let stack = """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-st">
                                        <rect key="frame" x="20" y="140" width="350" height="250"/>
                                        <subviews>
            \(buttons)
                                        </subviews>
                                    </stackView>
            """
        return """
                        <viewController title="List \(index)" id="\(id)" customClass="BenchListViewController" customModuleProvider="target" sceneMemberID="viewController">
        \(view(id, label("\(id)-t", "List \(index)") + "\n" + stack, pinned("\(id)-t", "\(id)-sa", top: "\(id)-sa", topAttribute: "top") + "\n" + pinned("\(id)-st", "\(id)-sa", top: "\(id)-t", topAttribute: "bottom")))
                            <navigationItem key="navigationItem" title="List \(index)" id="\(id)-ni"/>
                            <connections>
                                <outlet property="titleLabel" destination="\(id)-t" id="\(id)-o1"/>
                            </connections>
                        </viewController>
        """
    }

    private static func detail(_ index: Int) -> String {
        let id = "D\(index)"
        let labels = (0..<16).map { label("\(id)-l\($0)", "Line \($0) of detail \(index)") }.joined(separator: "\n")
        let stack = """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-st">
                                        <rect key="frame" x="20" y="200" width="350" height="400"/>
                                        <subviews>
            \(labels)
                                        </subviews>
                                    </stackView>
            """
        let image = """
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-i">
                                        <rect key="frame" x="20" y="140" width="350" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="\(id)-ih"/>
                                        </constraints>
                                    </imageView>
            """
        let constraints = [
            pinned("\(id)-t", "\(id)-sa", top: "\(id)-sa", topAttribute: "top"),
            pinned("\(id)-i", "\(id)-sa", top: "\(id)-t", topAttribute: "bottom"),
            pinned("\(id)-st", "\(id)-sa", top: "\(id)-i", topAttribute: "bottom"),
        ].joined(separator: "\n")
        return """
                        <viewController storyboardIdentifier="Detail\(index)" id="\(id)" sceneMemberID="viewController">
        \(view(id, label("\(id)-t", "Detail \(index)") + "\n" + image + "\n" + stack, constraints))
                        </viewController>
        """
    }

    private static func scene(_ body: String) -> String {
        "        <scene sceneID=\"s\(UUID().uuidString.prefix(8))\">\n            <objects>\n\(body)\n            </objects>\n        </scene>"
    }

    static func xml() -> String {
        let tabs = (0..<5).map { "                        <segue destination=\"N\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"T-r\($0)\"/>" }
        var scenes = [scene("""
                <tabBarController id="T" sceneMemberID="viewController">
                    <connections>
            \(tabs.joined(separator: "\n"))
                    </connections>
                </tabBarController>
            """)]
        for index in 0..<5 {
            scenes.append(scene("""
                    <navigationController id="N\(index)" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Tab \(index)" id="N\(index)-ti"/>
                        <connections>
                            <segue destination="L\(index)" kind="relationship" relationship="rootViewController" id="N\(index)-r"/>
                        </connections>
                    </navigationController>
                """))
            scenes.append(scene(list(index)))
        }
        for index in 0..<19 { scenes.append(scene(detail(index))) }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="T">
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }
}

/// The list scenes' class (found by name: the executable's module).
final class BenchListViewController: UIViewController {
    @Outlet var titleLabel: UILabel!
}
