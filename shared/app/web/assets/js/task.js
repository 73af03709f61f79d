// One task: live progress while it runs, then what its state calls for — the draft review
// (ReviewReady), the diff viewer (a Completed normalize task) or the outcome.

import { h, notice, replace, definitionList } from './dom.js';
import { errorNotice, runAction } from './format.js';
import { loadTask, phaseName, trackProgress } from './progress.js';
import { renderReview } from './review.js';
import { renderDiff } from './diff.js';
import { startImport } from './wizard.js';

const OUTCOMES = {
  Committed: ['success', 'The draft was committed as a recipe.'],
  Rejected: ['info', 'The draft was rejected; nothing was saved.'],
  Expired: ['error', 'The draft expired before it was committed. Import it again.'],
  Failed: ['error', 'The task failed.'],
};

/** Statuses a task moves on from by itself; only then is its phase news. */
const ACTIVE = new Set(['Pending', 'Running']);

const IMPORTS = { Url: 'Import by URL', Query: 'Import by query', Html: 'Import a saved page', Text: 'Import pasted text' };

/** What the task imports or normalizes, in words. */
export function describe(task) {
  const { mode, url, query, recipeId } = task.payload ?? {};
  const subject = url ?? query ?? recipeId;
  if (mode === 'Normalize') return `Normalize ${subject}`;
  const kind = IMPORTS[mode] ?? `${task.agentType} ${mode ?? 'task'}`;
  return subject ? `${kind}: ${subject}` : kind;
}

export function renderTask(root, id) {
  const summary = h('div');
  const body = h('div');
  let stop = null;
  let left = false;

  const heading = h('h1', {}, 'Task');
  replace(root, heading, summary, body);

  function showSummary(task) {
    replace(summary, definitionList([
      ['Task', h('code', {}, task.taskId)],
      ['What', describe(task)],
      ['Status', h('span', { class: `status status-${task.status}` }, task.status)],
      // A settled task keeps the phase it last passed ("Ready for review" after a commit): its status says where it stands.
      ['Phase', ACTIVE.has(task.status) ? phaseName(task.currentPhase) : null],
    ]));
  }

  function showOutcome(task) {
    const status = h('div', { 'aria-live': 'polite' });
    const [kind, text] = OUTCOMES[task.status] ?? ['info', `The task is ${task.status}.`];
    replace(body, notice(kind, h('p', {}, text),
      task.error ? h('p', {}, `${task.error.message} (${task.error.code})`) : null,
      task.status === 'Committed' ? h('p', {}, 'Recipe id: ', h('code', {}, task.taskId)) : null),
    status,
    h('p', { class: 'actions' },
      task.status === 'Committed' ? h('a', { href: `#/cook/${encodeURIComponent(task.taskId)}` }, 'Open the recipe') : null,
      task.status === 'Committed' ? h('button', { type: 'button', onclick: normalizeRecipe }, 'Normalize the saved recipe') : null,
      h('a', { href: '#/import' }, 'Import another recipe')));

    function normalizeRecipe(event) {
      runAction({ buttons: [event.currentTarget], status, label: 'Starting normalization' },
        () => startImport({ mode: 'Normalize', recipeId: task.taskId }));
    }
  }

  async function refresh() {
    if (left) return;
    let task;
    try {
      task = await loadTask(id);
    } catch (error) {
      replace(body, errorNotice(error, 'The task could not be loaded'));
      return;
    }
    if (left) return;
    heading.textContent = task.payload?.mode === 'Normalize' ? 'Normalization' : 'Import review';
    showSummary(task);
    if (task.status === 'Pending' || task.status === 'Running') {
      stop = trackProgress(body, task, refresh);
    } else if (task.status === 'ReviewReady') {
      renderReview(body, task, refresh);
    } else if (task.payload?.mode === 'Normalize' && task.status === 'Completed') {
      renderDiff(body, task, refresh);
    } else {
      showOutcome(task);
    }
  }

  refresh();
  return () => {
    left = true;
    stop?.();
  };
}
