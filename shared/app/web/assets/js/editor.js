// Inline editing of a draft recipe (seed 004 §4.3 "Edit then Commit"): name, description,
// ingredient lines, steps, times and servings. `edited()` is the recipe to send as
// `draftRecipe`, or null when nothing changed.

import { field, h } from './dom.js';

const lines = (text) => text.split('\n').map((line) => line.trim()).filter(Boolean);

function numberInput(name, value, min) {
  return h('input', { type: 'number', name, min, step: 1, inputmode: 'numeric', value: value ?? '' });
}

function numberOrNull(input) {
  const text = input.value.trim();
  return text === '' ? null : Number(text);
}

/** The ingredient objects for `texts`, keeping the parsed original of every unchanged line. */
function ingredientsFor(texts, originals) {
  const byText = new Map(originals.map((ingredient) => [ingredient.text, ingredient]));
  // A changed line is sent as its text alone; the server parses it.
  return texts.map((text) => byText.get(text) ?? { text });
}

export function recipeEditor(recipe) {
  const name = h('input', { name: 'name', required: true, value: recipe.name ?? '' });
  const description = h('textarea', { name: 'description', rows: 2 }, recipe.description ?? '');
  const ingredients = h('textarea', { name: 'ingredients', rows: Math.max(4, recipe.ingredients.length + 1) },
    recipe.ingredients.map((i) => i.text).join('\n'));
  const steps = h('textarea', { name: 'steps', rows: Math.max(4, recipe.instructions.length + 2) },
    recipe.instructions.join('\n'));
  const prep = numberInput('prepTimeMinutes', recipe.prepTimeMinutes, 0);
  const cook = numberInput('cookTimeMinutes', recipe.cookTimeMinutes, 0);
  const total = numberInput('totalTimeMinutes', recipe.totalTimeMinutes, 0);
  const servings = numberInput('servings', recipe.servings, 1);

  const element = h('fieldset', { class: 'editor' },
    h('legend', {}, 'Recipe'),
    field('Name', name),
    field('Description', description),
    field('Ingredients', ingredients, 'One ingredient per line, as you would write it: "2 cups water".'),
    field('Steps', steps, 'One step per line.'),
    h('div', { class: 'row' },
      field('Prep time (minutes)', prep),
      field('Cook time (minutes)', cook),
      field('Total time (minutes)', total),
      field('Servings', servings)));

  function current() {
    const instructions = lines(steps.value);
    const stepsChanged = instructions.join('\n') !== recipe.instructions.join('\n');
    return {
      ...recipe,
      name: name.value.trim(),
      description: description.value.trim() || null,
      ingredients: ingredientsFor(lines(ingredients.value), recipe.ingredients),
      instructions,
      // Step groups index into the steps; they cannot survive an edit of the list.
      instructionGroups: stepsChanged ? [] : recipe.instructionGroups,
      prepTimeMinutes: numberOrNull(prep),
      cookTimeMinutes: numberOrNull(cook),
      totalTimeMinutes: numberOrNull(total),
      servings: numberOrNull(servings),
    };
  }

  // What the unedited form produces: the comparison point for "changed".
  const baseline = current();

  return {
    element,
    edited: () => (JSON.stringify(current()) === JSON.stringify(baseline) ? null : current()),
  };
}
