// The review queue (`#/review`): drafts waiting for review (`GET /api/tasks?status=ReviewReady`),
// newest first, each opening its review page; then the caller's other tasks with their status.
// Both lists page with the API's `next`.

import { enc, get } from './api.js';
import { h, replace } from './dom.js';
import { errorNotice, timeWithRelative } from './format.js';
import { describe } from './task.js';

const PAGE_SIZE = 20;

/** One task as a list entry: what it is, when it started, and its status or expiry. */
function entry(task, waiting) {
  const what = describe(task);
  const name = task.result?.draft?.recipe?.name;
  return h('li', { class: 'entry' },
    h('a', { href: `#/tasks/${enc(task.taskId)}`, 'aria-label': `${waiting ? 'Review' : 'Open'} ${name ?? what}` }, name ?? what),
    name ? h('p', { class: 'muted' }, what) : null,
    h('p', { class: 'muted' },
      h('span', { class: `badge status-${task.status}` }, task.status), ' · started ', timeWithRelative(task.createdAt),
      waiting && task.expiresAt ? [' · expires ', timeWithRelative(task.expiresAt)] : null));
}

/**
 * A listing of `path` in `container`, a page at a time: `keep` picks the tasks shown, and a
 * "Show more" button follows `next`.
 */
function taskList(container, path, { keep, waiting, empty, label }) {
  const list = h('ul', { class: 'entries', 'aria-label': label });
  const more = h('button', { type: 'button', hidden: true }, 'Show more');
  const status = h('div', { 'aria-live': 'polite' });
  let cursor = null;
  let shown = 0;

  async function load() {
    more.disabled = true;
    try {
      const page = await get(`${path}${path.includes('?') ? '&' : '?'}limit=${PAGE_SIZE}${cursor ? `&cursor=${enc(cursor)}` : ''}`);
      const tasks = (page.items ?? []).filter(keep);
      list.append(...tasks.map((task) => entry(task, waiting)));
      shown += tasks.length;
      cursor = page.next ?? null;
      // A page the filter emptied says nothing yet: read on.
      if (tasks.length === 0 && cursor) return load();
      more.hidden = !cursor;
      replace(status, shown === 0 ? h('p', {}, empty) : null);
    } catch (error) {
      replace(status, errorNotice(error, 'The tasks could not be loaded'));
    } finally {
      more.disabled = false;
    }
    return null;
  }

  more.addEventListener('click', load);
  replace(container, list, status, more);
  load();
}

export function renderQueue(root) {
  const waiting = h('div');
  const others = h('div');
  replace(root,
    h('h1', {}, 'Review queue'),
    h('p', {}, 'Imports stop at a draft until you review it: commit it as a recipe, edit it first, or reject it. Drafts expire if left unreviewed.'),
    h('section', { class: 'card', 'aria-labelledby': 'waiting-title' },
      h('h2', { id: 'waiting-title' }, 'Waiting for review'), waiting),
    h('section', { class: 'card', 'aria-labelledby': 'others-title' },
      h('h2', { id: 'others-title' }, 'Other tasks'), others));
  taskList(waiting, '/api/tasks?status=ReviewReady', {
    keep: () => true, waiting: true, label: 'Drafts waiting for review',
    empty: 'No drafts are waiting. Start one from Import, or with `cookbook import`.',
  });
  taskList(others, '/api/tasks', {
    keep: (task) => task.status !== 'ReviewReady', waiting: false, label: 'Other tasks',
    empty: 'No other tasks yet.',
  });
}
