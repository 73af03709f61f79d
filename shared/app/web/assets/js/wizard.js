// The Import Wizard's first step (seed 004 §4.1 flows A and B, issue 17): a query, a URL, a
// page saved in the browser or pasted recipe text starts an ingest task; the task view then
// shows its progress and the review.

import { post } from './api.js';
import { field, h, replace, uid } from './dom.js';
import { runAction } from './format.js';
import { navigate } from './main.js';

/** Starts an ingest task and opens it; used by the wizard and by "import this candidate". */
export async function startImport(payload) {
  const accepted = await post('/api/tasks', { agentType: 'Ingest', payload });
  navigate(`#/tasks/${encodeURIComponent(accepted.taskId)}`);
}

/** The largest saved page or text the API takes (CONTRACTS §9). */
const MAX_CONTENT_BYTES = 2 * 1024 * 1024;

function sourceAddress(label, hint) {
  const input = h('input', { name: 'url', type: 'url', autocomplete: 'off', placeholder: 'https://…' });
  return { input, element: field(label, input, hint) };
}

/** Each way to start: its choice label, its controls, and the payload they make. */
const MODES = {
  Query: {
    label: 'By query',
    build() {
      const input = h('input', { name: 'source', required: true, autocomplete: 'off', placeholder: 'e.g. lemon lentil soup' });
      return { controls: [field('What to cook', input)], payload: async () => ({ query: input.value.trim() }) };
    },
  },
  Url: {
    label: 'By URL',
    build() {
      const input = h('input', { name: 'source', type: 'url', required: true, autocomplete: 'off', placeholder: 'https://…' });
      return { controls: [field('Recipe URL', input)], payload: async () => ({ url: input.value.trim() }) };
    },
  },
  Html: {
    label: 'Upload a saved page',
    build() {
      const file = h('input', { name: 'page', type: 'file', required: true, accept: '.html,.htm,text/html' });
      const address = sourceAddress('Page address (optional)',
        'Kept as the recipe\'s source and never fetched; leave it empty if the saved page names its address.');
      return {
        controls: [
          field('Saved page', file,
            'Blocked by a bot check or a paywalled layout? Open the recipe in your browser, save it ("Save Page As…", HTML only) and upload it here.'),
          address.element,
        ],
        async payload() {
          const [chosen] = file.files;
          if (chosen.size > MAX_CONTENT_BYTES) throw new Error('The saved page is over 2 MB; save it as "HTML only" without its images and scripts.');
          return { html: await chosen.text(), url: address.input.value.trim() || undefined };
        },
      };
    },
  },
  Text: {
    label: 'Paste text',
    build() {
      const text = h('textarea', { name: 'text', required: true, rows: 12, placeholder: 'Title\n\nIngredients\n200 g flour\n…\n\nMethod\nMix…' });
      const address = sourceAddress('Where it comes from (optional)', 'A web address kept as the recipe\'s source; it is not fetched.');
      return {
        controls: [field('Recipe text', text, 'The title on the first line, then the ingredients and the method, each under its heading.'), address.element],
        payload: async () => ({ text: text.value, url: address.input.value.trim() || undefined }),
      };
    },
  },
};

export function renderWizard(root) {
  const group = uid('mode');
  const status = h('div', { 'aria-live': 'polite' });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Start import');
  // One fieldset per mode; only the chosen one is shown and enabled, so hidden required
  // controls never block the form.
  const panels = Object.fromEntries(Object.entries(MODES).map(([mode, { build }]) => {
    const built = build();
    return [mode, { ...built, element: h('fieldset', { class: 'mode-panel' }, built.controls) }];
  }));
  let chosen = 'Query';

  function setMode(mode) {
    chosen = mode;
    for (const [name, panel] of Object.entries(panels)) {
      panel.element.hidden = name !== mode;
      panel.element.disabled = name !== mode;
    }
  }

  const radios = Object.entries(MODES).map(([mode, { label: text }], i) => {
    const radio = h('input', { type: 'radio', name: group, value: mode, id: `${group}-${mode}`, checked: i === 0, onchange: () => setMode(mode) });
    return h('div', { class: 'choice' }, radio, h('label', { for: radio.id }, text));
  });
  setMode(chosen);

  function start(event) {
    event.preventDefault();
    const mode = chosen;
    runAction({ buttons: [submit], status, label: 'Starting the import' },
      async () => startImport({ mode, ...(await panels[mode].payload()) }));
  }

  replace(root,
    h('h1', {}, 'Import a recipe'),
    h('p', {}, 'Find a recipe by query, paste its URL, upload a page you saved or paste its text. The draft waits for your review: nothing is saved until you commit it.'),
    h('form', { class: 'card', onsubmit: start },
      h('fieldset', {}, h('legend', {}, 'Start from'), radios),
      Object.values(panels).map((panel) => panel.element),
      submit),
    status);
}
