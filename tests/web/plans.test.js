// The plans pages in a real browser: a quick and a nutrition plan asked for with the forms and
// read back through the API; a planned meal given a side from the recipes of that category,
// cooked as one section per component, changed by instruction, swapped and its side removed,
// each change read back through the API; and the pages at phone width, the table as cards.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startStack } from './stack.js';
import { PHONE, WAIT, assertControlsLabelled, assertNoOverflow, closeChecked, quickPlan, shot, signedIn } from './browser.js';

let stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

const day = (offset) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

async function planOf(bearer, snapshotId) {
  const plan = await api(stack.base, bearer, 'GET', `/api/plans/${snapshotId}`);
  assert.equal(plan.status, 200, JSON.stringify(plan.body));
  return plan.body;
}

const mealOf = async (bearer, snapshotId, date, mealType) => (await planOf(bearer, snapshotId)).planned_meals
  .find((meal) => meal.date === date && meal.meal_type === mealType);

/** The planned plan's id from the page's address, once the plan page shows. */
async function openedPlan(page) {
  await page.getByRole('heading', { name: /^Plan: / }).waitFor(WAIT);
  return decodeURIComponent(page.url().split('#/plans/')[1]);
}

test('quick and nutrition plans are asked for with the forms', async () => {
  const bearer = stack.token('pat');
  const page = await signedIn(stack, 'pat');
  await page.getByRole('link', { name: 'Plans' }).click();
  await page.getByText('No plans yet').waitFor(WAIT);
  await assertControlsLabelled(page);

  const quick = page.getByRole('form', { name: 'Quick plan' });
  await quick.getByLabel('Days').fill('2');
  await quick.getByLabel('Lunch').check();
  await quick.getByLabel('Servings').fill('3');
  await quick.getByLabel('Diet').selectOption('vegetarian');
  await quick.getByLabel('Leave out').fill('mushroom, olive');
  await quick.getByLabel('A side dish with each dinner').check();
  await shot(page, 'plans-forms-desktop');
  await quick.getByRole('button', { name: 'Plan these meals' }).click();
  const quickId = await openedPlan(page);
  const planned = await planOf(bearer, quickId);
  assert.deepEqual(planned.planned_meals.map((m) => `${m.date} ${m.meal_type} ${m.servings}`),
    [`${day(1)} lunch 3`, `${day(1)} dinner 3`, `${day(2)} lunch 3`, `${day(2)} dinner 3`]);
  // Dinners come with a side, lunches without; the diet and the exclusions hold for every dish.
  const roles = planned.planned_meals.map((m) => `${m.meal_type}: ${(m.components ?? [{ role: 'main' }]).map((c) => c.role).join('+')}`);
  assert.deepEqual(roles, ['lunch: main', 'dinner: main+side', 'lunch: main', 'dinner: main+side']);
  const dishes = planned.planned_meals.flatMap((m) => (m.components ?? [m]).map((c) => c.recipe_id));
  for (const recipeId of dishes) {
    const recipe = (await api(stack.base, bearer, 'GET', `/api/recipes/${recipeId}`)).body;
    const names = recipe.ingredients.map((i) => i.name.toLowerCase()).join(' | ');
    assert.doesNotMatch(names, /mushroom|olive(?! oil)/, `${recipe.name}: ${names}`);
    assert.doesNotMatch(names, /chicken|beef|pork|bacon|fish|salmon|shrimp|sausage/, `${recipe.name} is not vegetarian: ${names}`);
  }
  assert.equal(await page.locator('table.plan tbody tr').count(), 4);

  await page.getByRole('link', { name: 'All plans' }).click();
  const list = page.getByRole('list', { name: 'Your plans' });
  await list.getByRole('link').first().waitFor(WAIT);
  assert.deepEqual(await list.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href'))), [`#/plans/${quickId}`]);

  const nutrition = page.getByRole('form', { name: 'Nutrition plan' });
  await nutrition.getByLabel('Days').fill('1');
  await nutrition.getByRole('button', { name: 'Plan to these targets' }).click();
  const nutritionId = await openedPlan(page);
  assert.notEqual(nutritionId, quickId);
  const targeted = await planOf(bearer, nutritionId);
  assert.deepEqual(targeted.planned_meals.map((m) => `${m.date} ${m.meal_type}`),
    ['breakfast', 'lunch', 'snack', 'dinner'].map((meal) => `${day(0)} ${meal}`));
  const plans = (await api(stack.base, bearer, 'GET', '/api/plans')).body.items.map((p) => p.snapshot_id);
  assert.deepEqual(plans, [nutritionId, quickId]);

  // Deleting a plan, once confirmed.
  await page.getByRole('link', { name: 'All plans' }).click();
  await list.getByRole('link').nth(1).waitFor(WAIT);
  page.once('dialog', (dialog) => dialog.accept());
  await list.getByRole('button', { name: /^Delete the plan of / }).nth(1).click();
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Your plans"] > li').length === 1);
  const left = (await api(stack.base, bearer, 'GET', '/api/plans')).body.items.map((p) => p.snapshot_id);
  assert.deepEqual(left, [nutritionId]);
  assert.equal((await api(stack.base, bearer, 'GET', `/api/plans/${quickId}`)).status, 404);
  await closeChecked(page);
});

test('a meal gains a side, is cooked in sections, changed, swapped and loses its side', async () => {
  const bearer = stack.token('sam');
  const { snapshotId, dates: [date] } = await quickPlan(stack, bearer, { dinner: { servings: 2 } });
  const page = await signedIn(stack, 'sam');
  await page.goto(`${stack.base}/#/plans/${snapshotId}`);
  const row = page.locator('table.plan tbody tr');
  await row.first().waitFor(WAIT);

  // Add a side picked from the side dishes found by search.
  await page.getByRole('button', { name: `Add a side to dinner of ${date}` }).click();
  const editor = page.getByRole('region', { name: `Add a side to dinner of ${date}` });
  const firstChoice = editor.getByRole('button', { name: /^Add / }).first();
  await firstChoice.waitFor(WAIT);
  await assertControlsLabelled(page);
  await shot(page, 'plan-editor-desktop');
  const sideName = (await firstChoice.getAttribute('aria-label')).replace(/^Add /, '');
  await firstChoice.click();
  await page.getByText(`${sideName} was added as a side.`).waitFor(WAIT);
  let meal = await mealOf(bearer, snapshotId, date, 'dinner');
  assert.deepEqual(meal.components.map((c) => c.role), ['main', 'side']);
  const side = (await api(stack.base, bearer, 'GET', `/api/recipes/${meal.components[1].recipe_id}`)).body;
  assert.equal(side.name, sideName);
  assert.ok(side.category.some((c) => /^sides?( dish(es)?)?$/i.test(c)), JSON.stringify(side.category));
  await row.locator('.component', { hasText: sideName }).locator('.role-side').waitFor(WAIT);

  // Its cook view: one section per component, the main first.
  await page.getByRole('link', { name: `Cook dinner of ${date}` }).click();
  await page.getByRole('heading', { name: /^Dinner, \w{3} \d{1,2} \w{3}$/, level: 1 }).waitFor(WAIT);
  const sections = await page.locator('section.cook-section h2').allInnerTexts();
  const main = (await api(stack.base, bearer, 'GET', `/api/recipes/${meal.recipe_id}`)).body;
  assert.deepEqual(sections.map((s) => s.replace(/\s+/g, ' ').trim()), [`Main ${main.name}`, `Side ${sideName}`]);
  await shot(page, 'cook-meal-desktop');
  await page.getByRole('link', { name: 'Back to the plan' }).click();

  // Change the main by instruction: it is marked Modified and the plan holds its variant.
  const dropped = main.ingredients.find((i) => !i.isToTaste && i.name && !/salt|pepper|water|oil/.test(i.name)).name;
  await page.getByRole('button', { name: `Change dinner of ${date}` }).click();
  const change = page.getByRole('region', { name: `Change dinner of ${date}` });
  await change.getByLabel('Recipe to change').selectOption('main');
  await change.getByLabel('What to change').fill(`without ${dropped}`);
  await change.getByRole('button', { name: 'Change', exact: true }).click();
  await page.getByText(`Dinner of ${date} changed`).waitFor(WAIT);
  meal = await mealOf(bearer, snapshotId, date, 'dinner');
  assert.ok(meal.components[0].variant, JSON.stringify(meal));
  assert.ok(!meal.components[0].variant.compiled_recipe.ingredients.some((i) => i.name === dropped));
  await row.locator('.component').first().locator('.badge-modified', { hasText: 'Modified' }).waitFor(WAIT);
  await shot(page, 'plan-desktop');

  // Undo it: the main is its base recipe again.
  await page.getByRole('button', { name: `Change dinner of ${date}` }).click();
  await change.getByRole('button', { name: /^Undo the last change to / }).click();
  await page.getByText(/The last change to .* was undone\./).waitFor(WAIT);
  meal = await mealOf(bearer, snapshotId, date, 'dinner');
  assert.equal(meal.components[0].variant ?? null, null, JSON.stringify(meal));
  await page.waitForFunction(() => document.querySelectorAll('table.plan .badge-modified').length === 0, null, WAIT);

  // Swap the main for another dinner found by search.
  await page.getByRole('button', { name: `Swap dinner of ${date}` }).click();
  const swap = page.getByRole('region', { name: `Swap dinner of ${date}` });
  const swapChoice = swap.getByRole('button', { name: /^Swap in / }).first();
  await swapChoice.waitFor(WAIT);
  const newName = (await swapChoice.getAttribute('aria-label')).replace(/^Swap in /, '');
  await swapChoice.click();
  await page.getByText(`was swapped for ${newName}.`).waitFor(WAIT);
  meal = await mealOf(bearer, snapshotId, date, 'dinner');
  assert.notEqual(meal.recipe_id, main.id);
  assert.equal((await api(stack.base, bearer, 'GET', `/api/recipes/${meal.recipe_id}`)).body.name, newName);
  assert.equal(meal.components[0].variant ?? null, null, 'a swapped-in recipe starts without changes');
  const swappedIn = (await api(stack.base, bearer, 'GET', `/api/recipes/${meal.recipe_id}`)).body;
  assert.ok(!swappedIn.category.some((c) => /^(desserts?|sides?|side dish(es)?|salads?|sauces?|drinks?)$/i.test(c)), `a main: ${swappedIn.category}`);

  // Remove the side.
  await page.getByRole('button', { name: `Remove ${sideName} from dinner of ${date}` }).click();
  await page.getByText(`${sideName} was removed.`).waitFor(WAIT);
  meal = await mealOf(bearer, snapshotId, date, 'dinner');
  assert.deepEqual((meal.components ?? [{ role: 'main' }]).map((c) => c.role), ['main']);
  await closeChecked(page);
});

test('the plans pages fit a phone; the plan table becomes a card per meal', async () => {
  const bearer = stack.token('tess');
  const { snapshotId, dates: [date] } = await quickPlan(stack, bearer, { lunch: { servings: 2 }, dinner: { servings: 2 } }, 2);
  const side = (await api(stack.base, bearer, 'GET', '/api/recipes?scope=core&category=Side%20dish&limit=1')).body.items[0];
  const added = await api(stack.base, bearer, 'POST', `/api/plans/${snapshotId}/meals/${date}/dinner/edit`, { ops: [{ op: 'add_component', role: 'side', recipe_id: side.id }] });
  assert.equal(added.status, 200, JSON.stringify(added.body));

  const page = await signedIn(stack, 'tess', { viewport: PHONE });
  await page.goto(`${stack.base}/#/plans`);
  await page.getByRole('list', { name: 'Your plans' }).getByRole('link').first().waitFor(WAIT);
  await assertNoOverflow(page, 'the plans page');
  await shot(page, 'plans-phone');

  await page.getByRole('list', { name: 'Your plans' }).getByRole('link').first().click();
  await page.locator('table.plan tbody tr').first().waitFor(WAIT);
  await page.getByText(side.name).waitFor(WAIT);
  await assertNoOverflow(page, 'the plan page');
  assert.equal(await page.locator('table.plan tbody tr').first().evaluate((tr) => getComputedStyle(tr).display), 'block');
  const header = await page.locator('table.plan thead').boundingBox();
  assert.ok(header.height <= 1 && header.width <= 1, `the column headings are hidden: ${JSON.stringify(header)}`);
  await shot(page, 'plan-phone');

  await page.getByRole('button', { name: `Add a side to dinner of ${date}` }).click();
  await page.getByRole('region', { name: `Add a side to dinner of ${date}` }).getByRole('button', { name: /^Add / }).first().waitFor(WAIT);
  await assertNoOverflow(page, 'the meal editor');
  await shot(page, 'plan-editor-phone');

  await page.getByRole('link', { name: `Cook dinner of ${date}` }).click();
  await page.locator('section.cook-section').nth(1).waitFor(WAIT);
  await assertNoOverflow(page, 'a meal\'s cook view');
  await shot(page, 'cook-meal-phone');
  await closeChecked(page);
});
