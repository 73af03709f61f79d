// The recipe library (`#/recipes?q=…&scope=…`): the caller's recipes and the catalog through
// `GET /api/recipes`, searched and filtered (scope, cuisine, category, meal type, tag) and
// sorted. The filters live in the address, so a search can be bookmarked and Back returns to
// it; "Show more" follows the listing's `next`. Each recipe opens its cook view.

import { enc, readAtLeast } from './api.js';
import { field, h, replace } from './dom.js';
import { errorNotice, minutes } from './format.js';
import { navigate } from './main.js';

const PAGE_SIZE = 24;

const SCOPES = [['all', 'Mine and the catalog'], ['own', 'Mine'], ['core', 'The catalog']];
const MEAL_TYPES = [['', 'Any meal'], ['breakfast', 'Breakfast'], ['lunch', 'Lunch'], ['dinner', 'Dinner'], ['snack', 'Snack']];
const SORTS = [['name', 'Name'], ['createdAt', 'Date added'], ['updatedAt', 'Last changed']];
const ORDERS = [['asc', 'Ascending'], ['desc', 'Descending']];

/** The text filters, each a labelled input named as the API's query parameter. */
const TEXT_FILTERS = [['cuisine', 'Cuisine', 'e.g. French'], ['category', 'Category', 'e.g. Side dish'], ['tag', 'Tag', 'e.g. quick']];

/** The listing the address asks for, with the defaults filled in. */
function wanted(query) {
  const given = new URLSearchParams(query ?? '');
  const params = new URLSearchParams({ scope: 'all', sort: 'name', order: 'asc' });
  for (const [name, value] of given) if (value.trim()) params.set(name, value.trim());
  return params;
}

const select = (name, options, value) => h('select', { name },
  options.map(([optionValue, label]) => h('option', { value: optionValue, selected: optionValue === value }, label)));

function summary(recipe) {
  const time = recipe.totalTimeMinutes ?? ((recipe.prepTimeMinutes ?? 0) + (recipe.cookTimeMinutes ?? 0) || null);
  return [
    recipe.owner === 'core' ? 'Catalog' : 'Yours',
    ...recipe.cuisine ?? [],
    ...recipe.category ?? [],
    (recipe.mealTypes ?? []).join(', '),
    time ? minutes(time) : null,
  ].filter(Boolean).join(' · ');
}

function card(recipe) {
  return h('li', { class: 'entry' },
    h('a', { href: `#/cook/${enc(recipe.id)}` }, recipe.name),
    h('p', { class: 'muted' }, summary(recipe)),
    recipe.tags?.length ? h('p', { class: 'tags' }, recipe.tags.map((tag) => h('span', { class: 'tag' }, tag))) : null);
}

/** The filters that fold away on a phone. */
const FOLDED = ['cuisine', 'category', 'tag', 'mealType', 'sort', 'order'];

export function renderLibrary(root, query) {
  const given = new URLSearchParams(query ?? '');
  const params = wanted(query);
  const form = h('form', { class: 'card filters', role: 'search', onsubmit: search },
    h('div', { class: 'row' },
      field('Search', h('input', { name: 'q', type: 'search', value: params.get('q') ?? '', autocomplete: 'off', placeholder: 'e.g. lentil soup' }),
        'Every word must start a word of the name, description, tags or ingredients.'),
      field('Whose recipes', select('scope', SCOPES, params.get('scope')))),
    // On a phone the filters would push the recipes off the first screen: they fold away unless used.
    h('details', { class: 'more-filters', open: window.matchMedia('(min-width: 40rem)').matches || FOLDED.some((name) => given.has(name)) },
      h('summary', {}, 'Filters and sort'),
      h('div', { class: 'row' },
        TEXT_FILTERS.map(([name, label, placeholder]) => field(label, h('input', { name, value: params.get(name) ?? '', autocomplete: 'off', placeholder }))),
        field('Meal type', select('mealType', MEAL_TYPES, params.get('mealType') ?? ''))),
      h('div', { class: 'row' },
        field('Sort by', select('sort', SORTS, params.get('sort'))),
        field('Order', select('order', ORDERS, params.get('order'))))),
    h('div', { class: 'actions' },
      h('button', { type: 'submit', class: 'primary' }, 'Search'),
      h('a', { href: '#/recipes' }, 'Clear filters')));
  const list = h('ul', { class: 'entries', 'aria-label': 'Recipe results' });
  const status = h('div', { 'aria-live': 'polite' });
  const more = h('button', { type: 'button', hidden: true, onclick: () => load() }, 'Show more');
  let cursor = null;
  let shown = 0;

  function search(event) {
    event.preventDefault();
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (String(value).trim()) chosen.set(name, String(value).trim());
    navigate(`#/recipes?${chosen}`);
  }

  async function load() {
    more.disabled = true;
    try {
      const page = await readAtLeast(`/api/recipes?${params}`, PAGE_SIZE, cursor);
      list.append(...page.items.map(card));
      shown += page.items.length;
      cursor = page.next;
      more.hidden = !cursor;
      replace(status, h('p', { class: 'muted' }, shown === 0
        ? 'No recipes match. Try fewer words or filters.'
        : `${shown} recipe${shown === 1 ? '' : 's'} shown${cursor ? '; there are more' : ''}.`));
    } catch (error) {
      replace(status, errorNotice(error, 'The recipes could not be loaded'));
    } finally {
      more.disabled = false;
    }
  }

  replace(root, h('h1', {}, 'Recipes'), form, status, list, more);
  load();
}
