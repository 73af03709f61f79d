// Changing one planned meal from the plan page: a variant by instruction ("no parmesan") on any
// of its components, or undoing the last one; a swap of its main for a recipe found by search;
// a side (salad, sauce, dessert, drink) added from the recipes whose category names that role;
// and a component removed. Each calls `onChanged(message)` once the server has stored it.

import { enc, get, post, readAtLeast, remove } from './api.js';
import { field, h, notice, replace } from './dom.js';
import { errorNotice, runAction } from './format.js';
import { ACCOMPANIMENTS, componentsOf, isAccompaniment, mealName } from './meals.js';

const RESULTS = 8;

const mealPath = (snapshotId, meal) => `/api/plans/${enc(snapshotId)}/meals/${meal.date}/${meal.meal_type}`;

/** Applies MealEditOps to the meal. */
export const editMeal = (snapshotId, meal, ops) => post(`${mealPath(snapshotId, meal)}/edit`, { ops });

/** A list of recipes to choose from, each with a button `choose(recipe)` labelled by `verb`. */
function choices(recipes, verb, choose, status) {
  if (recipes.length === 0) return h('p', {}, 'No recipes found. Try other words.');
  return h('ul', { class: 'entries choices' }, recipes.slice(0, RESULTS).map((recipe) => {
    const button = h('button', { type: 'button', 'aria-label': `${verb} ${recipe.name}` }, verb);
    button.addEventListener('click', () => runAction({ buttons: [button], status, label: `${verb} ${recipe.name}` }, () => choose(recipe)));
    return h('li', { class: 'choice-row' },
      h('span', {}, h('a', { href: `#/cook/${enc(recipe.id)}` }, recipe.name),
        h('span', { class: 'muted' }, ` ${[...recipe.cuisine ?? [], ...recipe.category ?? []].join(' · ')}`)),
      button);
  }));
}

/** A search box whose results list in `results`; `find(words)` resolves to recipes. */
function searchPanel({ label, hint, find, verb, choose, status, extra = [] }) {
  const words = h('input', { name: 'words', type: 'search', autocomplete: 'off', placeholder: 'e.g. rice' });
  const results = h('div', { 'aria-live': 'polite' });
  async function run(event) {
    event?.preventDefault();
    replace(results, h('p', {}, 'Searching…'));
    try {
      replace(results, choices(await find(words.value.trim()), verb, choose, status));
    } catch (error) {
      replace(results, errorNotice(error, 'The search failed'));
    }
  }
  run();
  return [h('form', { class: 'inline', role: 'search', onsubmit: run }, extra, field(label, words, hint), h('button', { type: 'submit' }, 'Find')), results];
}

function changePanel({ snapshotId, meal, names, onChanged, status }) {
  const components = componentsOf(meal);
  const which = h('select', { name: 'component' }, components.map((c) => h('option', { value: c.component_id }, `${c.role}: ${names(c)}`)));
  const instruction = h('input', { name: 'instruction', autocomplete: 'off', required: true, placeholder: 'e.g. no parmesan, or use tofu instead of chicken' });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Change');
  const changed = components.filter((c) => c.variant);

  const apply = async (event) => {
    event.preventDefault();
    let question = null;
    await runAction({ buttons: [submit], status, label: 'Changing the recipe' }, async () => {
      const answer = await post(`${mealPath(snapshotId, meal)}/variant`, { instruction: instruction.value.trim(), component_id: which.value });
      if (answer.needs_clarification) {
        question = answer.clarification_message;
        return;
      }
      onChanged(`${mealName(meal.meal_type)} of ${meal.date} changed: ${answer.ops.length} change${answer.ops.length === 1 ? '' : 's'} to the recipe.`);
    });
    // Nothing was stored: the model asks what was meant.
    if (question) replace(status, notice('info', h('p', {}, question)));
  };
  const undo = (component) => (event) => runAction({ buttons: [event.currentTarget], status, label: 'Undoing the last change' }, async () => {
    await remove(`${mealPath(snapshotId, meal)}/variant?last=true&component_id=${enc(component.component_id)}`);
    onChanged(`The last change to ${names(component)} was undone.`);
  });

  return [
    h('form', { onsubmit: apply },
      h('div', { class: 'row' },
        components.length > 1 ? field('Recipe to change', which) : null,
        field('What to change', instruction, 'Replace, remove or add an ingredient, or scale the servings.')),
      submit),
    changed.length ? h('div', { class: 'actions' }, changed.map((c) => h('button', { type: 'button', onclick: undo(c) }, `Undo the last change to ${names(c)}`))) : null,
  ];
}

function swapPanel({ snapshotId, meal, names, onChanged, status }) {
  const main = componentsOf(meal)[0];
  const mealType = meal.meal_type.split('_')[0];
  return searchPanel({
    label: 'Find another recipe',
    hint: `Recipes for ${mealType}, within your dietary settings.`,
    verb: 'Swap in',
    status,
    // A main is swapped for another main: desserts and sides typed for dinner are left out.
    find: async (words) => (await get(`/api/recipes/search?mealType=${mealType}${words ? `&q=${enc(words)}` : ''}`)).items
      .filter((recipe) => recipe.id !== main.recipe_id && !isAccompaniment(recipe.category)),
    choose: async (recipe) => {
      await editMeal(snapshotId, meal, [{ op: 'swap_component', component_id: main.component_id, recipe_id: recipe.id }]);
      onChanged(`${names(main)} was swapped for ${recipe.name}.`);
    },
  });
}

function addPanel({ snapshotId, meal, onChanged, status }) {
  const role = h('select', { name: 'role' }, ACCOMPANIMENTS.map(([value, label]) => h('option', { value }, label)));
  const panel = searchPanel({
    label: 'Find a recipe',
    hint: 'Recipes whose category names the role.',
    verb: 'Add',
    status,
    extra: [field('Role', role)],
    find: async (words) => {
      const [, , categories] = ACCOMPANIMENTS.find(([value]) => value === role.value);
      const pages = await Promise.all(categories.map((category) =>
        readAtLeast(`/api/recipes?scope=all&sort=name&category=${enc(category)}${words ? `&q=${enc(words)}` : ''}`, RESULTS)));
      const planned = new Set(componentsOf(meal).map((c) => c.recipe_id));
      const found = new Map(pages.flatMap((page) => page.items).filter((recipe) => !planned.has(recipe.id)).map((recipe) => [recipe.id, recipe]));
      return [...found.values()].sort((x, y) => x.name.localeCompare(y.name));
    },
    choose: async (recipe) => {
      await editMeal(snapshotId, meal, [{ op: 'add_component', role: role.value, recipe_id: recipe.id }]);
      onChanged(`${recipe.name} was added as a ${role.value}.`);
    },
  });
  // A new role lists its recipes at once.
  role.addEventListener('change', () => panel[0].requestSubmit());
  return panel;
}

const PANELS = {
  change: ['Change', changePanel],
  swap: ['Swap', swapPanel],
  add: ['Add a side to', addPanel],
};

/** The editor for `kind` (change, swap, add) of `meal`, as a section with a close button. */
export function mealEditor({ kind, snapshotId, meal, names, onChanged, onClose }) {
  const [verb, build] = PANELS[kind];
  const status = h('div', { 'aria-live': 'polite' });
  const title = `${verb} ${mealName(meal.meal_type).toLowerCase()} of ${meal.date}`;
  return h('section', { class: 'card editor', 'aria-label': title },
    h('div', { class: 'editor-head' },
      h('h2', { tabindex: '-1' }, title),
      h('button', { type: 'button', onclick: onClose }, 'Close')),
    build({ snapshotId, meal, names, onChanged, status }),
    status);
}
