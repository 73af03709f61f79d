// The draft review (seed 004 §4.1, §4.3): validation findings, the guardrail report,
// provenance, discovery candidates, inline edit, and Commit / Reject / Normalize.

import { enc, post } from './api.js';
import { definitionList, h, notice, replace } from './dom.js';
import { runAction, timeWithRelative } from './format.js';
import { recipeEditor } from './editor.js';
import { startImport } from './wizard.js';

function section(title, ...children) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return h('section', { class: 'card', 'aria-labelledby': id }, h('h2', { id }, title), ...children);
}

function validationSection(validation) {
  const errors = validation?.errors ?? [];
  const warnings = validation?.warnings ?? [];
  return section('Validation',
    errors.length === 0 && warnings.length === 0 ? h('p', {}, 'No errors or warnings.') : null,
    errors.length ? h('div', { class: 'findings findings-error' },
      h('h3', {}, `Errors (${errors.length}) — fix these before committing`),
      h('ul', {}, errors.map((e) => h('li', {}, e)))) : null,
    warnings.length ? h('div', { class: 'findings findings-warning' },
      h('h3', {}, `Warnings (${warnings.length})`),
      h('ul', {}, warnings.map((w) => h('li', {}, w)))) : null);
}

function guardrailSection(similarity) {
  if (!similarity) return section('Guardrail', h('p', {}, 'No similarity report for this draft.'));
  const verdict = similarity.violatesPolicy
    ? notice('error', h('p', {}, 'The steps copy the source too closely. Rewrite them in your own words before committing.'))
    : notice('success', h('p', {}, 'The text is sufficiently paraphrased.'));
  return section('Guardrail', verdict, definitionList([
    ['Longest copied run', `${similarity.maxContiguousTokenOverlap} word${similarity.maxContiguousTokenOverlap === 1 ? '' : 's'}`],
    ['Shared 5-word phrases', `${Math.round((similarity.maxNgramSimilarity ?? 0) * 100)} %`],
    ['Violates policy', similarity.violatesPolicy ? 'yes' : 'no'],
    ['Details', typeof similarity.details === 'string' ? similarity.details : similarity.details && JSON.stringify(similarity.details)],
  ]));
}

function provenanceSection(source) {
  if (!source) return section('Provenance', h('p', {}, 'No source recorded.'));
  return section('Provenance', definitionList([
    ['Source', source.url
      ? h('a', { href: source.url, rel: 'noopener noreferrer', target: '_blank' }, source.url)
      : 'Pasted text, no web address'],
    ['Site', source.siteName],
    ['Author', source.author],
    ['Extraction method', source.extractionMethod],
    ['Retrieved', timeWithRelative(source.retrievedAt)],
    ['License', source.licenseHint],
  ]));
}

function candidatesSection(result, status) {
  const candidates = result.candidates ?? [];
  if (!candidates.length) return null;
  return section('Candidates',
    h('p', {}, 'Discovery found these pages. Restart the import with another one if this draft is not the recipe you wanted.'),
    h('ol', { class: 'candidates' }, candidates.map((candidate, i) => {
      const selected = i === (result.selectedCandidateIndex ?? 0);
      const title = candidate.title || candidate.url;
      return h('li', { class: selected ? 'selected' : null },
        h('a', { href: candidate.url, rel: 'noopener noreferrer', target: '_blank' }, title),
        h('span', { class: 'muted' }, ` ${candidate.url} · score ${Number(candidate.score ?? 0).toFixed(2)}`),
        selected ? h('span', { class: 'badge' }, 'This draft')
          : h('button', {
            type: 'button',
            'aria-label': `Import ${title} instead`,
            onclick: (event) => runAction({ buttons: [event.currentTarget], status, label: 'Restarting the import' },
              () => startImport({ mode: 'Url', url: candidate.url })),
          }, 'Import this one instead'));
    })));
}

export function renderReview(container, task, refresh) {
  const result = task.result ?? {};
  const draft = result.draft ?? {};
  const editor = recipeEditor(draft.recipe ?? { name: '', ingredients: [], instructions: [] });
  const status = h('div', { class: 'action-status', 'aria-live': 'polite' });
  const buttons = [];

  const act = (label, action) => runAction({ buttons, status, label }, action);

  const commitWith = (label, options) => act(label, async () => {
    const edited = editor.edited();
    const body = edited ? { taskId: task.taskId, draftRecipe: edited, ...options } : { taskId: task.taskId, ...options };
    await post('/api/recipes/import', body);
    refresh();
  });
  const commit = () => commitWith('Commit', {});

  const reject = () => act('Reject', async () => {
    await post(`/api/tasks/${enc(task.taskId)}/reject`);
    refresh();
  });

  const commitButton = h('button', { type: 'button', class: 'primary', onclick: commit }, 'Commit');
  const rejectButton = h('button', { type: 'button', class: 'danger', onclick: reject }, 'Reject');
  const normalizeButton = h('button', {
    type: 'button',
    onclick: () => act('Normalize', () => startImport({ mode: 'Normalize', recipeId: task.taskId })),
    'aria-describedby': `normalize-hint-${task.taskId}`,
  }, 'Normalize');
  buttons.push(commitButton, rejectButton, normalizeButton);
  // Offline no model rewrites copied steps; linking to the original stores none of them.
  const canLink = Boolean(draft.similarity?.violatesPolicy && draft.source?.url);
  const linkButton = canLink ? h('button', {
    type: 'button',
    onclick: () => commitWith('Commit with a link', { methodAsLink: true }),
    'aria-describedby': `link-hint-${task.taskId}`,
  }, 'Commit with a link to the method') : null;
  if (linkButton) buttons.push(linkButton);

  replace(container,
    notice('info', h('p', {}, 'This draft waits for your review. ',
      'It expires ', timeWithRelative(task.expiresAt), '; expired drafts cannot be committed.')),
    validationSection(draft.validation),
    guardrailSection(draft.similarity),
    provenanceSection(draft.source),
    candidatesSection(result, status),
    section('Review and edit',
      h('form', { onsubmit: (event) => { event.preventDefault(); commit(); } },
        editor.element,
        h('div', { class: 'actions' }, commitButton, linkButton, rejectButton, normalizeButton),
        linkButton ? h('p', { class: 'hint', id: `link-hint-${task.taskId}` },
          'No time to rewrite the steps? "Commit with a link to the method" keeps the ingredients, times, yield and facts and replaces the method with one step linking to the original, so none of its words are copied.') : null,
        h('p', { class: 'hint', id: `normalize-hint-${task.taskId}` },
          'Commit saves the recipe with your edits. Normalize proposes house-style fixes to the draft as stored (unsaved edits are not included).'))),
    status);
}
