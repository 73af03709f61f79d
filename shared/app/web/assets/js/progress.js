// Live progress of a running task from its events (seed 004 §13): polls
// `GET /api/tasks/{id}/events` every 500 ms, shows the phases passed and the progress bar, and
// announces each new phase once through an aria-live region.

import { enc, get, listAll } from './api.js';
import { h, replace } from './dom.js';
import { errorNotice } from './format.js';

const POLL_MS = 500;

const PHASE_NAMES = {
  'Ingest.Discover': 'Discover candidates',
  'Ingest.Fetch': 'Fetch the page',
  'Ingest.Extract': 'Extract the recipe',
  'Ingest.Validate': 'Validate the draft',
  'Ingest.RepairJson': 'Repair the extraction',
  'Ingest.RepairParaphrase': 'Rewrite copied text',
  'Ingest.ReviewReady': 'Ready for review',
  'Ingest.Normalize': 'Propose normalizations',
};

export const phaseName = (phase) => PHASE_NAMES[phase] ?? phase;

/** The phases a task of `mode` passes, with repairs the events show inserted before review. */
function phasesOf(mode, seen) {
  const path = {
    Query: ['Ingest.Discover', 'Ingest.Fetch', 'Ingest.Extract', 'Ingest.Validate', 'Ingest.ReviewReady'],
    Url: ['Ingest.Fetch', 'Ingest.Extract', 'Ingest.Validate', 'Ingest.ReviewReady'],
    Normalize: ['Ingest.Normalize'],
  }[mode] ?? [];
  const repairs = ['Ingest.RepairJson', 'Ingest.RepairParaphrase'].filter((p) => seen.has(p));
  return path.length > 1 ? [...path.slice(0, -1), ...repairs, path.at(-1)] : path;
}

const ACTIVE = new Set(['Pending', 'Running']);

/**
 * Shows `task`'s progress in `container` until it leaves Pending/Running, then calls
 * `onSettled()`. Returns a function that stops polling.
 */
export function trackProgress(container, task, onSettled) {
  const bar = h('progress', { max: 100, value: task.progress ?? 0, id: `progress-${task.taskId}` });
  const phases = h('ol', { class: 'phases' });
  const log = h('ol', { class: 'event-log' });
  const announce = h('p', { class: 'live', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const problem = h('div');
  let stopped = false;
  let timer = null;
  let lastAnnounced = '';

  replace(container,
    h('section', { class: 'card', 'aria-labelledby': `${bar.id}-title` },
      h('h2', { id: `${bar.id}-title` }, 'Progress'),
      h('label', { for: bar.id }, 'Import progress'),
      bar, announce, phases,
      h('details', {}, h('summary', {}, 'Task events'), log),
      problem));

  function show(events) {
    const latest = events.at(-1) ?? { status: task.status, currentPhase: task.currentPhase, progress: task.progress };
    bar.value = latest.progress ?? 0;
    const seen = new Set(events.map((e) => e.currentPhase));
    const order = phasesOf(task.payload?.mode, seen);
    const at = order.indexOf(latest.currentPhase);
    replace(phases, order.map((phase, i) => {
      const state = !ACTIVE.has(latest.status) || i < at ? 'done' : i === at ? 'current' : 'waiting';
      return h('li', { class: `phase phase-${state}`, 'aria-current': state === 'current' ? 'step' : false },
        phaseName(phase), h('span', { class: 'phase-state' }, ` — ${state === 'current' ? 'in progress' : state}`));
    }));
    replace(log, events.map((e) => h('li', {}, h('code', {}, e.name), ` ${e.status}, ${e.progress}% `,
      h('time', { datetime: e.at }, new Date(e.at).toLocaleTimeString()))));
    const sentence = `${phaseName(latest.currentPhase)}: ${latest.progress ?? 0}% (${latest.status})`;
    if (sentence !== lastAnnounced) {
      announce.textContent = sentence;
      lastAnnounced = sentence;
    }
    return latest.status;
  }

  async function poll() {
    if (stopped) return;
    try {
      const events = await listAll(`/api/tasks/${enc(task.taskId)}/events`);
      if (stopped) return;
      replace(problem);
      const status = show(events);
      if (!ACTIVE.has(status)) {
        onSettled();
        return;
      }
    } catch (error) {
      if (stopped) return;
      replace(problem, errorNotice(error, 'Progress could not be read; retrying'));
    }
    timer = setTimeout(poll, POLL_MS);
  }

  show([]);
  poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** The task as stored now. */
export const loadTask = (id) => get(`/api/tasks/${enc(id)}`);
