// Plans: one plan snapshot (seed 000's shape: `planned_meals[{date, meal_type, recipe_id,
// source, servings, variant?}]`) with a "Modified" badge on meals that have a variant, and the
// plan's shopping list. Routes that answer 501 are reported in words.

import { enc, get, listAll, post } from './api.js';
import { field, h, notice, replace } from './dom.js';
import { errorNotice, timeWithRelative } from './format.js';
import { navigate } from './main.js';

const LAST_PLAN_KEY = 'cookbook.lastSnapshotId';
const HISTORY_WINDOW_DAYS = 180;

function failure(error, what) {
  return error.notImplemented
    ? notice('info', h('p', {}, `${what} is not available on this server yet: ${error.message}`))
    : errorNotice(error, `${what} could not be loaded`);
}

const isoDay = (offsetDays) => new Date(Date.now() + offsetDays * 86400000).toISOString().slice(0, 10);

/** The snapshot of the latest planned day in the caller's meal history, or null. */
async function latestSnapshotId() {
  const history = await get(`/api/meal-history?from=${isoDay(-HISTORY_WINDOW_DAYS)}&to=${isoDay(HISTORY_WINDOW_DAYS)}`);
  const entries = (history?.items ?? []).filter((entry) => entry.snapshotId);
  return entries.at(-1)?.snapshotId ?? null;
}

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

async function planTable(snapshot) {
  const meals = snapshot.planned_meals ?? [];
  const names = await recipeNames(meals.filter((m) => !m.variant).map((m) => m.recipe_id));
  return h('table', { class: 'plan' },
    h('caption', {}, `Plan ${snapshot.snapshot_id}`),
    h('thead', {}, h('tr', {}, ['Date', 'Meal', 'Recipe', 'Servings'].map((c) => h('th', { scope: 'col' }, c)))),
    h('tbody', {}, meals.map((meal) => h('tr', { class: meal.variant ? 'modified' : null },
      h('th', { scope: 'row' }, meal.date),
      h('td', {}, meal.meal_type),
      h('td', {},
        meal.variant?.compiled_recipe?.name ?? names.get(meal.recipe_id) ?? meal.recipe_id,
        meal.variant ? [' ', h('span', { class: 'badge badge-modified', title: 'This meal has your modifications' }, 'Modified')] : null),
      h('td', {}, meal.servings ?? '—')))));
}

function shoppingItems(items, onToggle) {
  return h('ul', { class: 'shopping' }, items.map((item) => {
    const box = h('input', { type: 'checkbox', checked: item.checked, id: `item-${item.id}`, onchange: () => onToggle(item, box) });
    return h('li', {}, box, h('label', { for: box.id }, item.amount ? `${item.amount} ${item.name}` : item.name));
  }));
}

function shoppingSection(list, onToggle, onRebuild) {
  const sections = list.sections ?? [];
  const staples = list.checkYouHave ?? [];
  const unresolved = (list.unresolvedMeals ?? []).map((meal) => `${meal.date} ${meal.mealType}`);
  return h('div', {},
    h('p', { class: 'muted' }, `Units: ${list.units ?? 'as stored'} · built `, timeWithRelative(list.createdAt), ' ',
      h('button', { type: 'button', onclick: onRebuild, title: 'Build it again from the plan as it is now; ticks and extra items stay' }, 'Rebuild')),
    sections.length === 0 ? h('p', {}, 'The list is empty.') : sections.map((section) =>
      h('section', { 'aria-label': section.label },
        h('h3', {}, section.label),
        shoppingItems(section.items, onToggle))),
    staples.length ? h('section', { 'aria-label': 'Check you have' },
      h('h3', {}, 'Check you have'),
      shoppingItems(staples, onToggle)) : null,
    unresolved.length ? notice('info', h('p', {}, `Meals left out (recipe unavailable): ${unresolved.join(', ')}`)) : null);
}

export function renderPlans(root, snapshotParam) {
  const input = h('input', { name: 'snapshotId', autocomplete: 'off', value: snapshotParam ?? sessionStorage.getItem(LAST_PLAN_KEY) ?? '' });
  const status = h('div', { 'aria-live': 'polite' });
  const plan = h('div');
  const shopping = h('div');

  async function findLatest() {
    replace(status, h('p', {}, 'Looking for your latest plan…'));
    try {
      const id = await latestSnapshotId();
      if (id) navigate(`#/plans/${enc(id)}`);
      else replace(status, notice('info', h('p', {}, 'You have no planned meals yet.')));
    } catch (error) {
      replace(status, failure(error, 'Your meal history'));
    }
  }

  async function loadShopping(snapshotId) {
    replace(shopping, h('p', {}, 'Loading the shopping list…'));
    try {
      const lists = await listAll('/api/shopping-lists');
      const list = lists.find((l) => l.snapshotId === snapshotId);
      if (list) return showList(list);
      replace(shopping, h('p', {}, 'This plan has no shopping list yet. '),
        h('button', { type: 'button', onclick: () => build(snapshotId) }, 'Build the shopping list'));
    } catch (error) {
      replace(shopping, failure(error, 'Shopping lists'));
    }
  }

  // Building again for the same plan rebuilds its list in place, ticks and extra items kept.
  async function build(snapshotId, units) {
    try {
      showList(await post('/api/shopping-lists', units ? { snapshotId, units } : { snapshotId }));
    } catch (error) {
      replace(shopping, failure(error, 'The shopping list'));
    }
  }

  function showList(list) {
    const toggle = async (item, box) => {
      const change = box.checked ? { check: [item.id] } : { uncheck: [item.id] };
      try {
        showList(await post(`/api/shopping-lists/${enc(list.id)}/items`, { version: list.version, ...change }));
        document.getElementById(box.id)?.focus();
      } catch (error) {
        box.checked = !box.checked;
        replace(status, errorNotice(error, 'The item could not be updated'));
      }
    };
    replace(shopping, shoppingSection(list, toggle, () => build(list.snapshotId, list.units)));
  }

  async function load(snapshotId) {
    replace(plan, h('p', {}, 'Loading the plan…'));
    replace(shopping);
    try {
      const snapshot = await get(`/api/plans/${enc(snapshotId)}`);
      sessionStorage.setItem(LAST_PLAN_KEY, snapshotId);
      replace(plan, await planTable(snapshot));
      loadShopping(snapshotId);
    } catch (error) {
      replace(plan, failure(error, 'The plan'));
    }
  }

  function show(event) {
    event.preventDefault();
    const id = input.value.trim();
    if (id) navigate(`#/plans/${enc(id)}`);
  }

  replace(root,
    h('h1', {}, 'Plans'),
    h('form', { class: 'card inline', onsubmit: show },
      field('Plan snapshot id', input),
      h('button', { type: 'submit', class: 'primary' }, 'Show plan'),
      h('button', { type: 'button', onclick: findLatest }, 'Find my latest plan')),
    status,
    h('section', { class: 'card', 'aria-labelledby': 'plan-title' }, h('h2', { id: 'plan-title' }, 'Meals'), plan),
    h('section', { class: 'card', 'aria-labelledby': 'shopping-title' }, h('h2', { id: 'shopping-title' }, 'Shopping list'), shopping));

  if (snapshotParam) load(snapshotParam);
  else replace(plan, h('p', {}, 'Enter a plan snapshot id, or find your latest plan.'));
}
