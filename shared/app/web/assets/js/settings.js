// Dietary settings (`GET|PUT /api/me/preferences`): a diet, allergies and dislikes that every
// meal plan, swap and search leaves out. Lists are edited one entry per line or comma.

import { call, get } from './api.js';
import { field, h, notice, replace } from './dom.js';
import { errorNotice } from './format.js';

const DIETS = [
  ['', 'No diet'],
  ['vegetarian', 'Vegetarian'],
  ['vegan', 'Vegan'],
  ['pescatarian', 'Pescatarian'],
  ['gluten-free', 'Gluten-free'],
  ['dairy-free', 'Dairy-free'],
];

/** The entries of a list typed one per line or separated by commas. */
function entries(text) {
  return text.split(/[\n,]/).map((entry) => entry.trim()).filter(Boolean);
}

export function renderSettings(root) {
  const diet = h('select', { name: 'diet' }, DIETS.map(([value, label]) => h('option', { value }, label)));
  const allergies = h('textarea', { name: 'allergies', rows: 3, spellcheck: false });
  const dislikes = h('textarea', { name: 'dislikes', rows: 3, spellcheck: false });
  const save = h('button', { type: 'submit', class: 'primary', disabled: true }, 'Save settings');
  const status = h('div', { 'aria-live': 'polite' });

  function show(settings) {
    diet.value = settings.diet ?? '';
    allergies.value = settings.allergies.join('\n');
    dislikes.value = settings.dislikes.join('\n');
  }

  async function submit(event) {
    event.preventDefault();
    save.disabled = true;
    try {
      const kept = await call('PUT', '/api/me/preferences', {
        diet: diet.value || null,
        allergies: entries(allergies.value),
        dislikes: entries(dislikes.value),
      });
      show(kept);
      replace(status, notice('success', h('p', {}, 'Saved. Your next plans, swaps and searches follow these settings.')));
    } catch (error) {
      replace(status, errorNotice(error, 'The settings were not saved'));
    } finally {
      save.disabled = false;
    }
  }

  replace(root,
    h('h1', {}, 'Dietary settings'),
    h('p', {}, 'Every meal plan, swap and search leaves out what these rule out. A plan can still ask for another diet once.'),
    h('form', { class: 'card', onsubmit: submit },
      field('Diet', diet),
      field('Allergies', allergies, 'One per line, e.g. shellfish or peanuts. Recipes that may contain them are left out too.'),
      field('Dislikes', dislikes, 'One per line, e.g. olives or cheese ("cheese" also leaves out Parmesan).'),
      save),
    status);

  get('/api/me/preferences')
    .then((settings) => { show(settings); save.disabled = false; })
    .catch((error) => replace(status, errorNotice(error, 'The settings could not be read')));
}
