import Foundation
import Testing
import UIKit
@testable import GalleryExamples
import OpenUIKitTesting

/// Example 14, the app made from `Recipes.storyboard`.
@MainActor
@Suite struct StoryboardExampleTests {
    @Test func theScriptRunsEverySegueAndUnwindsBackToTheRecipes() throws {
        let recording = GalleryRecording(example: try #require(GalleryCatalog.example(id: "storyboard")))
        recording.play()
        recording.host.runUntilIdle()
        #expect(recording.problems.isEmpty)
        #expect(recording.host.diagnostics.isEmpty)
        let navigation = try #require(recording.host.window.rootViewController as? UINavigationController)
        let recipes = try #require(navigation.viewControllers.first as? RecipesViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController == nil)
        #expect(recipes.noteLabel.text == "Back from About.")
        let animators = recording.timeline.entries.filter { $0.callback == "animateTransition" }.map(\.receiver)
        #expect(animators == [
            "NavigationSlideAnimator", "NavigationSlideAnimator", "CoverVerticalAnimator", "CoverVerticalAnimator",
            "CrossDissolveAnimator", "CrossDissolveAnimator", "FlipHorizontalAnimator", "FlipHorizontalAnimator",
        ])
    }

    @Test func theFormsSaveUnwindsWithTheNameTyped() throws {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 768), scale: 1)
        host.window.rootViewController = RecipesStoryboard.makeInitialController()
        host.runUntilIdle()
        let navigation = try #require(host.window.rootViewController as? UINavigationController)
        let recipes = try #require(navigation.viewControllers.first as? RecipesViewController)
        recipes.performSegue(withIdentifier: "newRecipe", sender: nil)
        host.runUntilIdle()
        host.typeText("Waffles")
        let form = try #require(navigation.presentedViewController as? NewRecipeViewController)
        form.performSegue(withIdentifier: "save", sender: nil)
        host.runUntilIdle()
        #expect(recipes.noteLabel.text == "Saved \"Waffles\".")
        #expect(navigation.presentedViewController == nil)
    }

    @Test func theEmbeddedPickIsAChildOfTheRecipes() throws {
        let recipes = try #require(
            (RecipesStoryboard.makeInitialController() as? UINavigationController)?.viewControllers.first)
        recipes.loadViewIfNeeded()
        #expect(recipes.children.count == 1)
        #expect(recipes.children.first?.view.layer.cornerRadius == 12)
    }
}
