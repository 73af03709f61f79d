// Every page of the app at phone width (375 px) in a real browser: nothing is wider than the
// screen (no sideways scrolling), with a screenshot of each to look at.

import { after, before, test } from 'node:test';
import { api, startStack } from './stack.js';
import { PHONE, WAIT, assertNoOverflow, closeChecked, draftOf, quickPlan, shot, signedIn } from './browser.js';

let stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

test('every page fits a 375 px screen', async () => {
  const bearer = stack.token('wren', true);
  const { snapshotId, dates: [date] } = await quickPlan(stack, bearer, { lunch: { servings: 2 }, dinner: { servings: 4 } });
  const side = (await api(stack.base, bearer, 'GET', '/api/recipes?scope=core&category=Salad&limit=1')).body.items[0];
  await api(stack.base, bearer, 'POST', `/api/plans/${snapshotId}/meals/${date}/dinner/edit`, { ops: [{ op: 'add_component', role: 'salad', recipe_id: side.id }] });
  await api(stack.base, bearer, 'POST', '/api/shopping-lists', { snapshotId });
  // The queue page shows drafts that wait for review: wait until this one does.
  const task = await draftOf(stack, bearer, '/lentil-soup-printed');

  // Each page, and something on it that shows it has loaded.
  const pages = [
    ['recipes', '#/recipes', '[aria-label="Recipe results"] li'],
    ['review-queue', '#/review', '[aria-label="Drafts waiting for review"] li'],
    ['draft-review', `#/tasks/${task.taskId}`, '#section-validation'],
    ['import', '#/import', 'form'],
    ['plans', '#/plans', '[aria-label="Your plans"] li'],
    ['plan', `#/plans/${snapshotId}`, '.shopping li'],
    ['cook-meal', `#/cook/meal:${snapshotId}:${date}:dinner`, 'section.cook-section >> nth=1'],
    ['cook-recipe', `#/cook/${side.id}`, 'ol.steps li'],
    ['assistant', '#/chat', 'form'],
    ['diet', '#/settings', 'form'],
    ['prompts', '#/prompts', 'h1'],
    ['api', '#/api', 'details'],
    ['account', '#/signin', 'form'],
  ];
  const page = await signedIn(stack, 'wren', { admin: true, viewport: PHONE });
  for (const [name, hash, loaded] of pages) {
    await page.goto(`${stack.base}/${hash}`);
    await page.locator(loaded).first().waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    await shot(page, `phone-${name}`);
    await assertNoOverflow(page, `#${name}`);
  }
  await closeChecked(page);
});
