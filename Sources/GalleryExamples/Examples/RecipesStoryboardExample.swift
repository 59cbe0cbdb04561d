import Foundation
import UIKit

/// Example 14: an app built from `Recipes.storyboard`, Xcode's XML as is.
/// A navigation controller (a relationship segue) shows the recipes: a
/// stack view of buttons laid out with constraints, an embedded "today's
/// pick" controller (an embed segue). "Pancakes" and "Omelette" show a
/// recipe (a show segue; `prepare(for:sender:)` passes the button's title),
/// whose "Done" unwinds; "New" presents a form sheet (a presentation
/// segue) whose "Save" unwinds with the name typed; "Tip" opens a popover
/// anchored at its button (a popover segue); "Flip" presents "About" with a
/// custom segue class, and "Back" unwinds.
enum RecipesStoryboard {
    /// The storyboard's initial controller.
    @MainActor
    static func makeInitialController() -> UIViewController {
        UIStoryboard(name: "Recipes", bundle: .module).instantiateInitialViewController() ?? UIViewController()
    }
}

/// The recipes scene: passes the chosen recipe on, hears the unwinds.
final class RecipesViewController: UIViewController {
    @Outlet var noteLabel: UILabel!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showRecipe", let recipe = segue.destination as? RecipeViewController {
            recipe.recipe = (sender as? UIButton)?.currentTitle
        }
    }

    /// Every unwind ends here: the note says where it came from.
    @IBAction func unwindToRecipes(_ segue: UIStoryboardSegue) {
        switch segue.source {
        case let form as NewRecipeViewController:
            let name = form.nameField.text ?? ""
            noteLabel.text = segue.identifier == "save" && !name.isEmpty ? "Saved \"\(name)\"." : "Nothing saved."
        case let recipe as RecipeViewController:
            noteLabel.text = "Back from \(recipe.recipe ?? "a recipe")."
        default:
            noteLabel.text = "Back from \(segue.source.title ?? "somewhere")."
        }
    }

    override var storyboardActions: [String: UIStoryboardActionHandler] {
        ["unwindToRecipes:": .unwind(unwindToRecipes)]
    }
}

/// A recipe: its name, set by the recipes scene before it loads.
final class RecipeViewController: UIViewController {
    @Outlet var nameLabel: UILabel!
    var recipe: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe
        nameLabel.text = recipe
    }
}

/// The new-recipe form: its name field begins editing when it appears.
final class NewRecipeViewController: UIViewController {
    @Outlet var nameField: UITextField!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.becomeFirstResponder()
    }
}

/// A custom segue: presents its destination full screen with a flip.
final class FlipSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .flipHorizontal
        source.present(destination, animated: true)
    }
}
