// The cook view (`#/cook/ID`, `GET /api/cook/{id}`): a recipe, a plan's modified recipe (a
// variant id) or a whole planned meal (`meal:{snapshotId}:{date}:{mealType}`), which shows one
// section per component, mains first, each with its role, its "Modified" badge and warnings.

import { enc, get } from './api.js';
import { focusHeading, h, notice, replace } from './dom.js';
import { errorNotice, minutes } from './format.js';
import { longDate, mealName } from './meals.js';

const modifiedBadge = () => h('span', { class: 'badge badge-modified', title: 'Changed for this plan' }, 'Modified');

function ingredientList(recipe) {
  const groups = [];
  for (const ingredient of recipe.ingredients ?? []) {
    const group = ingredient.group ?? '';
    if (groups.at(-1)?.name !== group) groups.push({ name: group, lines: [] });
    groups.at(-1).lines.push(ingredient.text);
  }
  return groups.map(({ name, lines }) => [name ? h('h4', {}, name) : null, h('ul', { class: 'ingredients' }, lines.map((line) => h('li', {}, line)))]);
}

/** One recipe to cook: facts, ingredients, steps and the warnings of its changes. */
function recipeBody(recipe, warnings, headingLevel) {
  const sub = `h${headingLevel}`;
  return [
    recipe.description ? h('p', {}, recipe.description) : null,
    h('p', { class: 'muted' }, [
      recipe.servings ? `Serves ${recipe.servings}` : recipe.yield,
      recipe.prepTimeMinutes ? `prep ${minutes(recipe.prepTimeMinutes)}` : null,
      recipe.cookTimeMinutes ? `cook ${minutes(recipe.cookTimeMinutes)}` : null,
      recipe.totalTimeMinutes ? `total ${minutes(recipe.totalTimeMinutes)}` : null,
    ].filter(Boolean).join(' · ')),
    recipe.source?.url ? h('p', { class: 'muted' }, 'From ', h('a', { href: recipe.source.url, rel: 'noopener noreferrer', target: '_blank' }, recipe.source.siteName ?? recipe.source.url)) : null,
    warnings?.length ? notice('info', h('p', {}, 'Check before cooking:'), h('ul', {}, warnings.map((w) => h('li', {}, w)))) : null,
    h(sub, {}, 'Ingredients'),
    ingredientList(recipe),
    h(sub, {}, 'Method'),
    h('ol', { class: 'steps' }, (recipe.instructions ?? []).map((step) => h('li', {}, step))),
  ];
}

/** How many the plan cooks for, and how far that is from what the recipe as written makes. */
function plannedFor({ servings, recipe }) {
  const planned = `Planned for ${servings} serving${servings === 1 ? '' : 's'}`;
  if (!recipe.servings || recipe.servings === servings) return `${planned}.`;
  const factor = Math.round((servings / recipe.servings) * 100) / 100;
  return `${planned}: the recipe as written serves ${recipe.servings}, so scale its amounts by ${factor}.`;
}

function mealView(root, view, id) {
  const title = `${mealName(view.mealType)}, ${longDate(view.date)}`;
  const unresolved = view.unresolvedComponents ?? [];
  replace(root,
    h('h1', {}, title),
    h('p', {}, h('a', { href: `#/plans/${enc(view.snapshotId)}` }, 'Back to the plan')),
    unresolved.length ? notice('info', h('p', {}, `Not shown (the recipe is gone): ${unresolved.join(', ')}.`)) : null,
    view.sections.map((section) => {
      const headingId = `section-${section.componentId}`;
      return h('section', { class: 'card cook-section', 'aria-labelledby': headingId, 'data-component': section.componentId },
        h('h2', { id: headingId },
          h('span', { class: `badge role role-${section.role}` }, section.role), ' ', section.recipe.name,
          section.modified ? [' ', modifiedBadge()] : null),
        h('p', {}, plannedFor(section)),
        recipeBody(section.recipe, section.warnings, 3));
    }),
    h('p', { class: 'muted' }, h('code', {}, id)));
}

function recipeView(root, view) {
  replace(root,
    h('h1', {}, view.recipe.name, view.modified ? [' ', modifiedBadge()] : null),
    h('article', { class: 'card' }, recipeBody(view.recipe, view.warnings, 2)),
    h('p', {}, h('a', { href: '#/recipes' }, 'Back to the recipes')));
}

export function renderCook(root, id) {
  replace(root, h('h1', {}, 'Cook'), h('p', {}, 'Loading…'));
  get(`/api/cook/${enc(id)}`)
    .then((view) => {
      if (view.sections) mealView(root, view, id);
      else recipeView(root, view);
      focusHeading(root);
    })
    .catch((error) => replace(root, h('h1', {}, 'Cook'), errorNotice(error, 'The recipe could not be loaded')));
}
