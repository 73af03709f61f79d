// The review queue (`#/review`) in a real browser: drafts waiting for review, newest first, each
// opening its review; other tasks with their status; a committed task says "Committed" and no
// longer "Ready for review"; the page fits a phone.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startStack } from './stack.js';
import { PHONE, WAIT, assertNoOverflow, closeChecked, draftOf, shot, signedIn } from './browser.js';

let stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

test('drafts wait newest first and open their review; a committed task says Committed', async () => {
  const bearer = stack.token('quinn');
  const committed = await draftOf(stack, bearer, '/pea-soup');
  // The page's own steps may be refused by the guardrail; the link form stores none of them.
  let commit = await api(stack.base, bearer, 'POST', '/api/recipes/import', { taskId: committed.taskId });
  if (commit.status === 422) commit = await api(stack.base, bearer, 'POST', '/api/recipes/import', { taskId: committed.taskId, methodAsLink: true });
  assert.ok(commit.status < 300, JSON.stringify(commit.body));
  const older = await draftOf(stack, bearer, '/lentil-soup');
  const newer = await draftOf(stack, bearer, '/lentil-soup-printed');

  const page = await signedIn(stack, 'quinn');
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  const waiting = page.getByRole('list', { name: 'Drafts waiting for review' });
  await waiting.getByRole('link').nth(1).waitFor(WAIT);
  const links = await waiting.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  assert.deepEqual(links, [`#/tasks/${newer.taskId}`, `#/tasks/${older.taskId}`]);
  assert.match(await waiting.innerText(), /ReviewReady[\s\S]*expires .*in (7|6) days/);
  const others = page.getByRole('list', { name: 'Other tasks' });
  await others.getByRole('link').first().waitFor(WAIT);
  assert.deepEqual(await others.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href'))), [`#/tasks/${committed.taskId}`]);
  assert.match(await others.innerText(), /Committed/);
  await shot(page, 'queue-desktop');

  await others.getByRole('link').first().click();
  await page.getByText('The draft was committed as a recipe.').waitFor(WAIT);
  const summary = await page.locator('dl.facts').first().innerText();
  assert.match(summary, /Status\s+Committed/);
  assert.doesNotMatch(summary, /Ready for review/);
  await shot(page, 'task-committed');
  await page.getByRole('link', { name: 'Open the recipe' }).click();
  await page.getByRole('heading', { name: 'Green Pea Soup', level: 1 }).waitFor(WAIT);
  await page.goBack();

  await page.goBack();
  assert.match(await waiting.locator('li').first().innerText(), new RegExp(`^Lemon Lentil Soup\\s+Import by URL: ${stack.fixtures.url('/lentil-soup-printed')}`));
  await waiting.getByRole('link', { name: 'Review Lemon Lentil Soup' }).first().click();
  await page.getByRole('heading', { name: 'Validation' }).waitFor(WAIT);
  assert.equal(page.url(), `${stack.base}/#/tasks/${newer.taskId}`);
  await closeChecked(page);

  // Another user sees none of it.
  const other = await signedIn(stack, 'rory');
  await other.goto(`${stack.base}/#/review`);
  await other.getByText('No drafts are waiting.').waitFor(WAIT);
  await other.getByText('No other tasks yet.').waitFor(WAIT);
  await closeChecked(other);
});

test('the review queue fits a phone', async () => {
  const page = await signedIn(stack, 'quinn', { viewport: PHONE });
  await page.goto(`${stack.base}/#/review`);
  await page.getByRole('list', { name: 'Drafts waiting for review' }).getByRole('link').first().waitFor(WAIT);
  await assertNoOverflow(page, 'the review queue');
  await shot(page, 'queue-phone');
  await closeChecked(page);
});
