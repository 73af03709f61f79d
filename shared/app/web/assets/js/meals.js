// Planned meals as the pages show them (seed 000's snapshot, CONTRACTS.md §9): names of meal
// slots, a meal's components (a meal without `components` is its one main), the cook-view id of
// a whole meal, and which recipe categories let a recipe fill each role besides main.

/** "dinner" → "Dinner", "snack_2" → "Snack 2". */
export function mealName(slot) {
  const [type, nth] = String(slot).split('_');
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}${nth ? ` ${nth}` : ''}`;
}

/** "Thu 26 Nov" for an ISO date. */
export const longDate = (iso) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The meal's components, the main first. */
export function componentsOf(meal) {
  return meal.components ?? [{
    component_id: 'main', role: 'main', recipe_id: meal.recipe_id, source: meal.source, servings: meal.servings, variant: meal.variant,
  }];
}

/** The cook view's id of the whole meal. */
export const mealCookId = (snapshotId, meal) => `meal:${snapshotId}:${meal.date}:${meal.meal_type}`;

/**
 * The roles a side dish can take, with the category names (singular and plural) that let a
 * recipe fill it: the server's rule, asked of the recipe listing one name at a time.
 */
export const ACCOMPANIMENTS = [
  ['side', 'Side', ['Side dish', 'Side dishes', 'Side', 'Sides']],
  ['salad', 'Salad', ['Salad', 'Salads']],
  ['sauce', 'Sauce', ['Sauce', 'Sauces']],
  ['dessert', 'Dessert', ['Dessert', 'Desserts']],
  ['drink', 'Drink', ['Drink', 'Drinks']],
];

/** Whether a recipe of these categories is a side, salad, sauce, dessert or drink rather than a main dish. */
export function isAccompaniment(categories) {
  const names = new Set(ACCOMPANIMENTS.flatMap(([, , spellings]) => spellings.map((n) => n.toLowerCase())));
  return (categories ?? []).some((category) => names.has(category.trim().toLowerCase()));
}
