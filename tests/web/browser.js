// What every page's browser test does: open a tab whose script errors fail the test, sign in the
// way a person does, take screenshots, check that every control is labelled and that the page
// fits a phone, and set state up through the API (a quick plan from its job).

import assert from 'node:assert/strict';
import path from 'node:path';
import { SCREENSHOTS, api } from './stack.js';

export const WAIT = { timeout: 20_000 };

/** The two widths every page is checked at. */
export const DESKTOP = { name: 'desktop', width: 1280, height: 900 };
export const PHONE = { name: 'phone', width: 375, height: 812 };

/** A new tab whose script errors are kept, for `closeChecked`. */
export async function newPage(stack, viewport = DESKTOP) {
  const page = await stack.browser.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  page.scriptErrors = [];
  page.on('pageerror', (error) => page.scriptErrors.push(error.message));
  return page;
}

/** Closes the tab, failing the test if any of the page's scripts threw. */
export async function closeChecked(page) {
  const errors = page.scriptErrors;
  await page.close();
  assert.deepEqual(errors, [], 'the page threw');
}

export async function shot(page, name) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** A fresh tab signed in as `user` (the token is pasted the way a person would). */
export async function signedIn(stack, user, { admin = false, viewport = DESKTOP } = {}) {
  const page = await newPage(stack, viewport);
  await page.goto(`${stack.base}/`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor(WAIT);
  await page.getByLabel('Access token').fill(stack.token(user, admin));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Import a recipe' }).waitFor(WAIT);
  return page;
}

/** Every form control on the page has an accessible name (a label or aria-label). */
export async function assertControlsLabelled(page) {
  const unlabelled = await page.$$eval('input, textarea, select', (controls) => controls
    .filter((c) => c.type !== 'hidden' && c.labels.length === 0 && !c.getAttribute('aria-label'))
    .map((c) => c.outerHTML));
  assert.deepEqual(unlabelled, []);
}

/** Nothing on the page is wider than the window: no sideways scrolling. */
export async function assertNoOverflow(page, what) {
  const { width } = page.viewportSize();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${what} is ${scrollWidth} px wide at ${width} px`);
}

/** Plans `meals` (`{dinner: {servings: 2}}`) for each of `days` days from tomorrow; resolves to the snapshot id. */
export async function quickPlan(stack, bearer, meals, days = 1) {
  const dates = Array.from({ length: days }, (_, i) => new Date(Date.now() + (i + 1) * 86400000).toISOString().slice(0, 10));
  const job = await api(stack.base, bearer, 'POST', '/api/meal-plans', { mode: 'quick', days: dates.map((date) => ({ date, meals })) });
  assert.equal(job.status, 202, JSON.stringify(job.body));
  const envelope = await finishedJob(stack, bearer, job.body.id);
  assert.equal(envelope.status, 'COMPLETE', JSON.stringify(envelope));
  return { snapshotId: envelope.result.snapshot_id, dates };
}

/** The job's envelope once it is no longer pending or running. */
export async function finishedJob(stack, bearer, id) {
  for (let i = 0; i < 150; i += 1) {
    const envelope = (await api(stack.base, bearer, 'GET', `/api/jobs/${id}`)).body;
    if (envelope.status !== 'PENDING' && envelope.status !== 'RUNNING') return envelope;
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
  throw new Error(`job ${id} did not finish`);
}

/** Imports the fixture page at `route` and resolves to its task once it waits for review. */
export async function draftOf(stack, bearer, route) {
  const accepted = await api(stack.base, bearer, 'POST', '/api/tasks', { agentType: 'Ingest', payload: { mode: 'Url', url: stack.fixtures.url(route) } });
  assert.equal(accepted.status, 202, JSON.stringify(accepted.body));
  for (let i = 0; i < 300; i += 1) {
    const task = (await api(stack.base, bearer, 'GET', `/api/tasks/${accepted.body.taskId}`)).body;
    if (task.status === 'ReviewReady') return task;
    assert.ok(['Pending', 'Running'].includes(task.status), JSON.stringify(task));
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
  throw new Error(`${route} did not reach review`);
}
