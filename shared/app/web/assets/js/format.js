// Showing times and errors the way people read them.

import { h, notice, replace } from './dom.js';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 7 days", "3 minutes ago", relative to `now`. */
export function relativeTime(iso, now = Date.now()) {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative.format(Math.round(seconds / size), unit);
    }
  }
  return '';
}

/** A `<time>` element with the exact UTC time as text and the relative time beside it. */
export function timeWithRelative(iso) {
  if (!iso) return null;
  const exact = new Date(iso).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return h('span', {}, h('time', { datetime: iso }, exact), ` (${relativeTime(iso)})`);
}

/** An API error in words: its message, its code, and listed details when it has any. */
export function errorNotice(error, lead) {
  const problems = error?.details?.errors ?? error?.details?.problems ?? [];
  return notice('error',
    h('p', {}, lead ? `${lead}: ` : '', error?.message ?? String(error),
      error?.code ? h('span', { class: 'code' }, ` (${error.code})`) : null),
    problems.length ? h('ul', {}, problems.map((p) => h('li', {}, p))) : null);
}

/** Minutes as "1 h 5 min". */
export function minutes(value) {
  if (value === null || value === undefined) return null;
  const hours = Math.floor(value / 60);
  const rest = value % 60;
  return [hours ? `${hours} h` : '', rest || !hours ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/**
 * Runs `action` (a user's request to the API) with `buttons` disabled, saying "`label`…" in
 * `status`; a failure is shown there in words and the buttons come back.
 */
export async function runAction({ buttons, status, label }, action) {
  buttons.forEach((button) => { button.disabled = true; });
  replace(status, h('p', {}, `${label}…`));
  try {
    await action();
    replace(status);
  } catch (error) {
    replace(status, errorNotice(error, `${label} failed`));
  } finally {
    buttons.forEach((button) => { button.disabled = false; });
  }
}
