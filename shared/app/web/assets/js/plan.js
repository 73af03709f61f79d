// One plan (`#/plans/ID`, seed 000's snapshot): its meals by day, each with its components and
// their role badges (main, side, salad…) and a "Modified" badge where a variant changed the
// recipe; from each meal its cook view, a change by instruction, a swap, an added side or a
// removed one. Below, the plan's shopping list. On a narrow screen the table becomes a card per meal.

import { enc, get } from './api.js';
import { focusHeading, h, notice, replace, stackable } from './dom.js';
import { errorNotice, runAction } from './format.js';
import { componentsOf, longDate, mealCookId, mealName } from './meals.js';
import { editMeal, mealEditor } from './mealedit.js';
import { showShopping } from './shopping.js';

/** Recipe names by id, read once each; an unreadable recipe shows its id. */
async function recipeNames(ids) {
  const names = new Map();
  await Promise.all([...new Set(ids)].map(async (id) => {
    try {
      names.set(id, (await get(`/api/recipes/${enc(id)}`)).name);
    } catch {
      names.set(id, id);
    }
  }));
  return names;
}

export function renderPlan(root, snapshotId) {
  const heading = h('h1', {}, 'Plan');
  const status = h('div', { 'aria-live': 'polite' });
  const meals = h('div');
  const shopping = h('div');
  let snapshot = null;
  let nameOf = () => '';
  // The open meal editor: a row right under its meal, so that it opens where the user is.
  let editorRow = null;
  const closeEditor = () => {
    editorRow?.remove();
    editorRow = null;
  };

  function componentItem(meal, component) {
    const name = nameOf(component);
    const removeButton = component.role === 'main' ? null : h('button', {
      type: 'button',
      class: 'link-button',
      'aria-label': `Remove ${name} from ${mealName(meal.meal_type).toLowerCase()} of ${meal.date}`,
      onclick: async (event) => {
        let removed = false;
        await runAction({ buttons: [event.currentTarget], status, label: `Removing ${name}` }, async () => {
          await editMeal(snapshotId, meal, [{ op: 'remove_component', component_id: component.component_id }]);
          removed = true;
        });
        if (removed) changed(`${name} was removed.`);
      },
    }, 'Remove');
    return h('li', { class: 'component' },
      h('span', { class: `badge role role-${component.role}` }, component.role), ' ',
      h('span', { class: 'component-name' }, name),
      component.variant ? [' ', h('span', { class: 'badge badge-modified', title: 'This recipe has your modifications' }, 'Modified')] : null,
      removeButton ? [' ', removeButton] : null);
  }

  function mealRow(meal) {
    const what = `${mealName(meal.meal_type).toLowerCase()} of ${meal.date}`;
    const open = (kind) => (event) => {
      closeEditor();
      editorRow = h('tr', { class: 'editor-row' }, h('td', { colSpan: 5, 'data-label': '' },
        mealEditor({ kind, snapshotId, meal, names: nameOf, onChanged: changed, onClose: closeEditor })));
      event.currentTarget.closest('tr').after(editorRow);
      focusHeading(editorRow);
    };
    return h('tr', { 'data-meal': `${meal.date} ${meal.meal_type}` },
      h('th', { scope: 'row', 'data-label': 'Day' }, longDate(meal.date)),
      h('td', { 'data-label': 'Meal' }, mealName(meal.meal_type)),
      h('td', { 'data-label': 'Dishes' }, h('ul', { class: 'components' }, componentsOf(meal).map((c) => componentItem(meal, c)))),
      h('td', { 'data-label': 'Servings' }, String(meal.servings ?? '—')),
      h('td', { class: 'meal-actions', 'data-label': '' },
        h('a', { href: `#/cook/${enc(mealCookId(snapshotId, meal))}`, 'aria-label': `Cook ${what}` }, 'Cook'),
        h('button', { type: 'button', onclick: open('change'), 'aria-label': `Change ${what}` }, 'Change'),
        h('button', { type: 'button', onclick: open('swap'), 'aria-label': `Swap ${what}` }, 'Swap'),
        h('button', { type: 'button', onclick: open('add'), 'aria-label': `Add a side to ${what}` }, 'Add side')));
  }

  function table() {
    return stackable(h('table', { class: 'plan' },
      h('caption', {}, 'Meals'),
      h('thead', {}, h('tr', {}, ['Day', 'Meal', 'Dishes', 'Servings', 'Actions'].map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, (snapshot.planned_meals ?? []).map(mealRow))));
  }

  async function load() {
    try {
      snapshot = await get(`/api/plans/${enc(snapshotId)}`);
      const all = (snapshot.planned_meals ?? []).flatMap(componentsOf);
      const names = await recipeNames(all.filter((c) => !c.variant).map((c) => c.recipe_id));
      nameOf = (c) => c.variant?.compiled_recipe?.name ?? names.get(c.recipe_id) ?? c.recipe_id;
      const dates = (snapshot.planned_meals ?? []).map((m) => m.date).sort();
      const span = dates.length && dates[0] !== dates.at(-1) ? `${longDate(dates[0])} – ${longDate(dates.at(-1))}` : dates.map(longDate)[0];
      heading.textContent = span ? `Plan: ${span}` : 'Plan';
      replace(meals, table());
    } catch (error) {
      replace(meals, errorNotice(error, 'The plan could not be loaded'));
    }
  }

  /** After a stored change: say what changed, show the plan as it is now. */
  function changed(message) {
    closeEditor();
    replace(status, notice('success', h('p', {}, message, ' Rebuild the shopping list to follow the change.')));
    load();
  }

  replace(root,
    heading,
    h('p', {}, h('a', { href: '#/plans' }, 'All plans'), ' · ', h('code', { class: 'muted' }, snapshotId)),
    status,
    h('section', { class: 'card', 'aria-label': 'Meals' }, meals),
    h('section', { class: 'card', 'aria-labelledby': 'shopping-title' }, h('h2', { id: 'shopping-title' }, 'Shopping list'), shopping));
  load();
  // The list is built from the plan as stored: show the meals it was built from.
  showShopping(shopping, snapshotId, status, load);
}
