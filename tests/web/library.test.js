// The recipe library (`#/recipes`) in a real browser: what it lists is what `GET /api/recipes`
// answers for the same search, filters, sort and pages; a recipe opens its cook view; the
// caller's own recipes are a scope of their own; and the page fits a phone.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startStack } from './stack.js';
import { PHONE, WAIT, assertControlsLabelled, assertNoOverflow, closeChecked, shot, signedIn } from './browser.js';

let stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

/** The first `count` recipe names of the listing `query`, read a page of `limit` at a time. */
async function listed(bearer, query, count, limit = 24) {
  const names = [];
  let cursor = null;
  do {
    const page = await api(stack.base, bearer, 'GET', `/api/recipes?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    names.push(...page.body.items.map((recipe) => recipe.name));
    cursor = page.body.next;
  } while (cursor && names.length < count);
  return names.slice(0, count);
}

const shownNames = (page) => page.getByRole('list', { name: 'Recipe results' }).getByRole('link').allInnerTexts();

/** How many recipes the page says it shows, once it has shown them. */
async function shownCount(page) {
  const status = page.getByText(/^\d+ recipes? shown/);
  await status.waitFor(WAIT);
  return Number((await status.innerText()).split(' ')[0]);
}

test('search, filters, sort and paging show what the API lists; a recipe opens its cook view', async () => {
  const bearer = stack.token('lena');
  const own = await api(stack.base, bearer, 'POST', '/api/recipes', {
    name: 'Lena\'s Weeknight Soup', cuisine: ['French'], category: ['Soups'], mealTypes: ['dinner'], tags: ['weeknight'],
    ingredients: [{ text: '1 l vegetable stock' }, { text: '2 leeks, sliced' }], instructions: ['Simmer the leeks in the stock.'],
  });
  assert.equal(own.status, 201, JSON.stringify(own.body));

  const page = await signedIn(stack, 'lena');
  await page.getByRole('link', { name: 'Recipes' }).click();
  await page.getByRole('heading', { name: 'Recipes', level: 1 }).waitFor(WAIT);
  // Mine, then the catalog, by name, at least a page of 24; "Show more" appends at least 24 more.
  const first = await shownCount(page);
  assert.ok(first >= 24, `${first} shown`);
  assert.deepEqual(await shownNames(page), await listed(bearer, 'scope=all&sort=name&order=asc', first));
  assert.equal((await shownNames(page))[0], 'Lena\'s Weeknight Soup', 'her own recipes come first');
  await page.getByRole('button', { name: 'Show more' }).click();
  await page.getByText(new RegExp(`^(?!${first} )\\d+ recipes shown`)).waitFor(WAIT);
  const second = await shownCount(page);
  assert.ok(second >= first + 24, `${second} shown after ${first}`);
  const firstTwo = await listed(bearer, 'scope=all&sort=name&order=asc', second);
  assert.deepEqual(await shownNames(page), firstTwo);
  await assertControlsLabelled(page);

  // Words, cuisine and meal type, newest first.
  await page.getByLabel('Search', { exact: true }).fill('soup');
  await page.getByLabel('Cuisine').fill('French');
  await page.getByLabel('Meal type').selectOption('dinner');
  await page.getByLabel('Sort by').selectOption('createdAt');
  await page.getByLabel('Order').selectOption('desc');
  await page.getByRole('button', { name: 'Search' }).click();
  const expected = await listed(bearer, 'scope=all&q=soup&cuisine=French&mealType=dinner&sort=createdAt&order=desc', 100);
  assert.ok(expected.includes('Lena\'s Weeknight Soup') && expected.length >= 2, JSON.stringify(expected));
  await page.getByText(`${expected.length} recipes shown.`).waitFor(WAIT);
  assert.deepEqual(await shownNames(page), expected);
  assert.match(page.url(), /#\/recipes\?q=soup&scope=all&cuisine=French.*mealType=dinner/);
  await shot(page, 'library-desktop');

  // Only mine, by tag.
  await page.getByLabel('Whose recipes').selectOption('own');
  await page.getByLabel('Tag').fill('weeknight');
  await page.getByLabel('Search', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('1 recipe shown.').waitFor(WAIT);
  assert.deepEqual(await shownNames(page), ['Lena\'s Weeknight Soup']);

  // A category that matches nothing says so.
  await page.getByLabel('Category').fill('No such category');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('No recipes match.').waitFor(WAIT);

  // The cook view of a catalog recipe: its ingredients and steps as the API has them.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await shownCount(page);
  const name = firstTwo[1];
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);
  const id = decodeURIComponent(page.url().split('#/cook/')[1]);
  const recipe = (await api(stack.base, bearer, 'GET', `/api/recipes/${id}`)).body;
  assert.equal(recipe.name, name);
  const lines = await page.locator('ul.ingredients li').allInnerTexts();
  assert.deepEqual(lines, recipe.ingredients.map((i) => i.text));
  assert.equal(await page.locator('ol.steps li').count(), recipe.instructions.length);
  await closeChecked(page);
});

test('the library fits a phone', async () => {
  const page = await signedIn(stack, 'lena', { viewport: PHONE });
  await page.goto(`${stack.base}/#/recipes?q=salad`);
  await page.locator('[aria-label="Recipe results"] > li').first().waitFor(WAIT);
  await assertNoOverflow(page, 'the library');
  await shot(page, 'library-phone');
  await page.locator('[aria-label="Recipe results"] a').first().click();
  await page.getByRole('heading', { name: 'Method' }).waitFor(WAIT);
  await assertNoOverflow(page, 'a recipe\'s cook view');
  await shot(page, 'cook-recipe-phone');
  await closeChecked(page);
});
