// A plan's shopping list (`/api/shopping-lists`): built from the plan, grouped by aisle, items
// checked off, extra items added. Rebuilding it after the plan changed keeps the ticks and the
// extra items (the API carries them over).

import { enc, listAll, post } from './api.js';
import { field, h, notice, replace } from './dom.js';
import { errorNotice, timeWithRelative } from './format.js';

function failure(error, what) {
  return error.notImplemented
    ? notice('info', h('p', {}, `${what} is not available on this server yet: ${error.message}`))
    : errorNotice(error, `${what} could not be loaded`);
}

/** Which meals an item is for, as its tooltip. */
const forMeals = (item) => (item.sources ?? []).map((s) => `${s.date} ${s.mealType}${s.role && s.role !== 'main' ? ` (${s.role})` : ''}`).join(', ');

function shoppingItems(items, onToggle) {
  return h('ul', { class: 'shopping' }, items.map((item) => {
    const box = h('input', { type: 'checkbox', checked: item.checked, id: `item-${item.id}`, onchange: () => onToggle(item, box) });
    return h('li', { title: forMeals(item) || null },
      box,
      h('label', { for: box.id }, item.amount ? `${item.amount} ${item.name}` : item.name),
      item.origin === 'extra' ? h('span', { class: 'badge' }, 'Extra') : null);
  }));
}

function listSections(list, onToggle) {
  const unresolved = (list.unresolvedMeals ?? []).map((meal) => `${meal.date} ${meal.mealType}`);
  return [
    (list.sections ?? []).length === 0 ? h('p', {}, 'The list is empty.') : list.sections.map((section) =>
      h('section', { 'aria-label': section.label },
        h('h3', {}, section.label),
        shoppingItems(section.items, onToggle))),
    list.checkYouHave?.length ? h('section', { 'aria-label': 'Check you have' },
      h('h3', {}, 'Check you have'),
      shoppingItems(list.checkYouHave, onToggle)) : null,
    unresolved.length ? notice('info', h('p', {}, `Meals left out (recipe unavailable): ${unresolved.join(', ')}`)) : null,
  ];
}

/**
 * Shows the shopping list of plan `snapshotId` in `container`; problems go to `status`, and
 * `onBuilt()` runs after each (re)build, which reads the plan as it is now.
 */
export function showShopping(container, snapshotId, status, onBuilt) {
  // Building again for the same plan rebuilds its list in place, ticks and extra items kept.
  async function build(units) {
    try {
      show(await post('/api/shopping-lists', units ? { snapshotId, units } : { snapshotId }));
      onBuilt?.();
    } catch (error) {
      replace(container, failure(error, 'The shopping list'));
    }
  }

  function show(list) {
    const change = async (body, focusId) => {
      try {
        show(await post(`/api/shopping-lists/${enc(list.id)}/items`, { version: list.version, ...body }));
        if (focusId) document.getElementById(focusId)?.focus();
        return true;
      } catch (error) {
        replace(status, errorNotice(error, 'The list could not be changed'));
        return false;
      }
    };
    const toggle = async (item, box) => {
      if (!await change(box.checked ? { check: [item.id] } : { uncheck: [item.id] }, box.id)) box.checked = !box.checked;
    };
    const extra = h('input', { name: 'extra', autocomplete: 'off', required: true, placeholder: 'e.g. 1 bag of coffee' });
    const addExtra = (event) => {
      event.preventDefault();
      if (extra.value.trim()) change({ add: [extra.value.trim()] }, 'extra-item');
    };
    extra.id = 'extra-item';
    replace(container,
      h('p', { class: 'muted' }, `Units: ${list.units ?? 'as stored'} · built `, timeWithRelative(list.createdAt), ' ',
        h('button', { type: 'button', onclick: () => build(list.units), title: 'Build it again from the plan as it is now; ticks and extra items stay' }, 'Rebuild')),
      listSections(list, toggle),
      h('form', { class: 'inline', onsubmit: addExtra },
        field('Add an item', extra, 'Anything else to buy; it stays when the list is rebuilt.'),
        h('button', { type: 'submit' }, 'Add')));
  }

  replace(container, h('p', {}, 'Loading the shopping list…'));
  listAll('/api/shopping-lists')
    .then((lists) => {
      const list = lists.find((l) => l.snapshotId === snapshotId);
      if (list) show(list);
      else {
        replace(container, h('p', {}, 'This plan has no shopping list yet. '),
          h('button', { type: 'button', onclick: () => build() }, 'Build the shopping list'));
      }
    })
    .catch((error) => replace(container, failure(error, 'Shopping lists')));
}
