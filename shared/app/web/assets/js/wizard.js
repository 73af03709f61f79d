// The Import Wizard's first step (seed 004 §4.1 flows A and B): a query or a URL starts an
// ingest task; the task view then shows its progress and the review.

import { post } from './api.js';
import { field, h, replace, uid } from './dom.js';
import { runAction } from './format.js';
import { navigate } from './main.js';

/** Starts an ingest task and opens it; used by the wizard and by "import this candidate". */
export async function startImport(payload) {
  const accepted = await post('/api/tasks', { agentType: 'Ingest', payload });
  navigate(`#/tasks/${encodeURIComponent(accepted.taskId)}`);
}

const MODES = {
  Query: { label: 'By query', input: 'What to cook', type: 'text', placeholder: 'e.g. lemon lentil soup' },
  Url: { label: 'By URL', input: 'Recipe URL', type: 'url', placeholder: 'https://…' },
};

export function renderWizard(root) {
  const group = uid('mode');
  const status = h('div', { 'aria-live': 'polite' });
  const input = h('input', { name: 'source', required: true, autocomplete: 'off' });
  const inputField = field('', input);
  const label = inputField.querySelector('label');
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Start import');

  function setMode(mode) {
    label.textContent = MODES[mode].input;
    input.type = MODES[mode].type;
    input.placeholder = MODES[mode].placeholder;
    input.dataset.mode = mode;
  }

  const radios = Object.entries(MODES).map(([mode, { label: text }], i) => {
    const radio = h('input', { type: 'radio', name: group, value: mode, id: `${group}-${mode}`, checked: i === 0, onchange: () => setMode(mode) });
    return h('div', { class: 'choice' }, radio, h('label', { for: radio.id }, text));
  });
  setMode('Query');

  function start(event) {
    event.preventDefault();
    const mode = input.dataset.mode;
    const value = input.value.trim();
    runAction({ buttons: [submit], status, label: 'Starting the import' },
      () => startImport(mode === 'Url' ? { mode, url: value } : { mode, query: value }));
  }

  replace(root,
    h('h1', {}, 'Import a recipe'),
    h('p', {}, 'Find a recipe by query or paste its URL. The draft waits for your review: nothing is saved until you commit it.'),
    h('form', { class: 'card', onsubmit: start },
      h('fieldset', {}, h('legend', {}, 'Start from'), radios),
      inputField,
      submit),
    status);
}
