// The Diff Viewer for a normalization patch (seed 004 §4.1 flow C, §7.2): each operation with
// its risk badge, summary line and before/after values, a checkbox to accept it, then
// "Accept selected" or "Reject all" (`POST /api/tasks/{id}/normalize/accept|reject`).

import { enc, get, post } from './api.js';
import { definitionList, h, notice, replace, stackable } from './dom.js';
import { runAction } from './format.js';

/** The value at an RFC 6901 pointer, or undefined. */
function pointer(document, path) {
  return path.split('/').slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((value, key) => (value === undefined || value === null ? undefined : value[key]), document);
}

const show = (value) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The target as it is now, to show what each operation replaces; null when unreadable. */
async function loadTarget(target) {
  try {
    if (target.kind === 'Draft') return (await get(`/api/tasks/${enc(target.id)}`)).result?.draft?.recipe ?? null;
    return await get(`/api/recipes/${enc(target.id)}`);
  } catch {
    return null;
  }
}

function targetLink(target) {
  return target.kind === 'Draft'
    ? h('a', { href: `#/tasks/${enc(target.id)}` }, `the draft of task ${target.id}`)
    : h('span', {}, 'recipe ', h('code', {}, target.id));
}

function decisionNotice(decision, target) {
  const accepted = decision.verdict === 'Accepted';
  return notice(accepted ? 'success' : 'info',
    h('p', {}, accepted
      ? `Accepted ${decision.ops.length} change${decision.ops.length === 1 ? '' : 's'} by ${decision.decidedBy}; they were applied to `
      : `Rejected by ${decision.decidedBy}; nothing was changed in `, targetLink(target), '.'),
    target.kind === 'Draft' ? h('p', {}, h('a', { href: `#/tasks/${enc(target.id)}` }, 'Back to the draft review')) : null);
}

export function renderDiff(container, task, refresh) {
  const result = task.result ?? {};
  const patch = result.patch ?? [];
  const summaries = result.diffSummary ?? [];
  const target = result.target ?? {};
  const decided = result.decision ?? null;
  const status = h('div', { class: 'action-status', 'aria-live': 'polite' });
  const boxes = [];
  const beforeCells = [];

  const rows = patch.map((op, i) => {
    const summary = summaries[i] ?? `${op.op} ${op.path}`;
    const box = h('input', {
      type: 'checkbox',
      name: 'ops',
      value: String(i),
      checked: decided ? decided.ops.includes(i) : op.riskCategory === 'Low',
      disabled: Boolean(decided),
      'aria-label': `Accept change ${i + 1}: ${summary}`,
    });
    boxes.push(box);
    const before = h('td', { class: 'value' }, '…');
    beforeCells.push([before, op.path]);
    return h('tr', {},
      h('td', {}, box),
      h('td', {}, h('span', { class: `badge risk-${op.riskCategory}` }, `${op.riskCategory} risk`)),
      h('td', {}, summary),
      h('td', {}, h('code', {}, `${op.op} ${op.path}`)),
      before,
      h('td', { class: 'value' }, op.op === 'remove' ? '(removed)' : show(op.value)));
  });

  const selected = () => boxes.filter((b) => b.checked).map((b) => Number(b.value));
  const setAll = (predicate) => () => boxes.forEach((b, i) => { b.checked = predicate(patch[i]); });

  const decide = (label, action) => runAction(
    { buttons: [...container.querySelectorAll('.actions button')], status, label },
    async () => {
      await action();
      refresh();
    },
  );

  const accept = () => {
    const ops = selected();
    if (!ops.length) {
      replace(status, notice('error', h('p', {}, 'Select at least one change to accept, or reject them all.')));
      return;
    }
    decide('Accept', () => post(`/api/tasks/${enc(task.taskId)}/normalize/accept`, { ops }));
  };
  const rejectAll = () => decide('Reject', () => post(`/api/tasks/${enc(task.taskId)}/normalize/reject`));

  const rejectButton = h('button', { type: 'button', class: 'danger', onclick: rejectAll }, 'Reject all');
  const actions = h('div', { class: 'actions' },
    h('button', { type: 'button', onclick: setAll(() => true) }, 'Select all'),
    h('button', { type: 'button', onclick: setAll((op) => op.riskCategory === 'Low') }, 'Select low-risk only'),
    h('button', { type: 'button', onclick: setAll(() => false) }, 'Select none'),
    h('button', { type: 'button', class: 'primary', onclick: accept }, 'Accept selected'),
    rejectButton);
  // A decided patch offers no actions; an empty one can only be dismissed.
  const controls = decided ? null : patch.length === 0 ? h('div', { class: 'actions' }, rejectButton) : actions;

  const validation = result.validation ?? { errors: [], warnings: [] };
  replace(container,
    h('section', { class: 'card', 'aria-labelledby': 'diff-title' },
      h('h2', { id: 'diff-title' }, 'Proposed changes'),
      h('p', {}, 'Changes to ', targetLink(target), ` (version ${target.version}). Low-risk changes are selected for you; review the high-risk ones.`),
      decided ? decisionNotice(decided, target) : null,
      patch.length === 0 ? h('p', {}, 'No changes proposed: the recipe already follows the house style.') : stackable(h('table', { class: 'diff' },
        h('caption', { class: 'visually-hidden' }, 'Each proposed change with its risk, summary and values'),
        h('thead', {}, h('tr', {}, ['Accept', 'Risk', 'Change', 'Operation', 'Before', 'After'].map((c) => h('th', { scope: 'col' }, c)))),
        h('tbody', {}, rows))),
      (validation.errors?.length || validation.warnings?.length) ? definitionList([
        ['After all changes: errors', validation.errors?.join('; ') || null],
        ['After all changes: warnings', validation.warnings?.join('; ') || null],
      ]) : null,
      controls,
      status));

  loadTarget(target).then((document) => {
    for (const [cell, path] of beforeCells) cell.textContent = document ? show(pointer(document, path)) : '(unavailable)';
  });
}
