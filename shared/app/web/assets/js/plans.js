// The plans page (`#/plans`): the caller's plans, newest first (`GET /api/plans`, paged with
// `next`), each opening its page or deleted; and the forms that ask for a quick or a nutrition
// plan, followed by the job's progress until the plan opens.

import { enc, get, remove } from './api.js';
import { h, notice, replace } from './dom.js';
import { errorNotice, runAction, timeWithRelative } from './format.js';
import { navigate } from './main.js';
import { nutritionPlanForm, quickPlanForm } from './planforms.js';

const PAGE_SIZE = 20;
const POLL_MS = 500;

/** "26 Nov – 28 Nov 2026" for the dates a plan covers. */
function dateRange(meals) {
  const dates = meals.map((meal) => meal.date).sort();
  if (dates.length === 0) return 'No meals';
  const format = (iso, year) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: year ? 'numeric' : undefined, timeZone: 'UTC' });
  return dates[0] === dates.at(-1) ? format(dates[0], true) : `${format(dates[0], false)} – ${format(dates.at(-1), true)}`;
}

function planEntry(plan, status) {
  const meals = plan.planned_meals ?? [];
  const title = dateRange(meals);
  const item = h('li', { class: 'entry' },
    h('a', { href: `#/plans/${enc(plan.snapshot_id)}` }, title),
    h('p', { class: 'muted' }, `${meals.length} meal${meals.length === 1 ? '' : 's'}`,
      plan.created_at ? [' · made ', timeWithRelative(plan.created_at)] : null));
  const button = h('button', { type: 'button', class: 'danger', 'aria-label': `Delete the plan of ${title}` }, 'Delete');
  button.addEventListener('click', () => {
    if (!window.confirm(`Delete the plan of ${title}? Its shopping list stays until you delete it.`)) return;
    runAction({ buttons: [button], status, label: 'Deleting the plan' }, async () => {
      await remove(`/api/plans/${enc(plan.snapshot_id)}`);
      item.remove();
    });
  });
  item.append(h('div', { class: 'actions' }, button));
  return item;
}

export function renderPlans(root) {
  const list = h('ul', { class: 'entries', 'aria-label': 'Your plans' });
  const status = h('div', { 'aria-live': 'polite' });
  const jobStatus = h('div', { 'aria-live': 'polite' });
  const more = h('button', { type: 'button', hidden: true, onclick: () => load() }, 'Show more');
  let cursor = null;
  let timer = null;
  let left = false;

  async function load() {
    more.disabled = true;
    try {
      const page = await get(`/api/plans?limit=${PAGE_SIZE}${cursor ? `&cursor=${enc(cursor)}` : ''}`);
      list.append(...(page.items ?? []).map((plan) => planEntry(plan, status)));
      cursor = page.next ?? null;
      more.hidden = !cursor;
      if (list.childElementCount === 0) replace(status, h('p', {}, 'No plans yet: ask for one below, or through the assistant.'));
    } catch (error) {
      replace(status, errorNotice(error, 'Your plans could not be loaded'));
    } finally {
      more.disabled = false;
    }
  }

  /** Follows the job until its plan exists, then opens it. */
  async function follow(jobId) {
    if (left) return;
    try {
      const job = await get(`/api/jobs/${enc(jobId)}`);
      if (job.status === 'COMPLETE' && job.result?.snapshot_id) {
        navigate(`#/plans/${enc(job.result.snapshot_id)}`);
        return;
      }
      if (job.status === 'FAILED') {
        replace(jobStatus, notice('error', h('p', {}, `No plan could be made: ${job.error_message ?? 'the planner gave up'} `,
          h('span', { class: 'code' }, `(${job.error_code ?? 'FAILED'})`)), h('p', {}, 'Loosen the targets or the exclusions and try again.')));
        return;
      }
      replace(jobStatus, notice('info', h('p', {}, `Planning… (${job.status.toLowerCase()})`)));
    } catch (error) {
      replace(jobStatus, errorNotice(error, 'The plan\'s progress could not be read; retrying'));
    }
    timer = setTimeout(() => follow(jobId), POLL_MS);
  }

  replace(root,
    h('h1', {}, 'Plans'),
    h('section', { class: 'card', 'aria-labelledby': 'plans-title' },
      h('h2', { id: 'plans-title' }, 'Your plans'), status, list, more),
    jobStatus,
    h('div', { class: 'forms' }, quickPlanForm(follow), nutritionPlanForm(follow)));
  load();
  return () => {
    left = true;
    clearTimeout(timer);
  };
}
