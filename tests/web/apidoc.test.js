// The API reference page (`#/api`) in a real browser: public, it shows every operation of the
// generated OpenAPI document, an operation's body and answers, and a schema's fields.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SCREENSHOTS, startStack } from './stack.js';

let stack;
const WAIT = { timeout: 20_000 };

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

test('the API reference shows every documented operation without signing in', async () => {
  const page = await stack.browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.base}/#/api`);
  await page.getByRole('heading', { name: 'Cookbook API' }).waitFor(WAIT);

  const document = await (await fetch(`${stack.base}/api/openapi.json`)).json();
  const documented = Object.entries(document.paths)
    .flatMap(([route, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`));
  const shown = await page.$$eval('details > summary > code', (codes) => codes.map((code) => code.textContent));
  for (const operation of documented) assert.ok(shown.includes(operation), `${operation} is not shown`);

  const create = page.locator('details', { has: page.getByText('POST /api/recipes', { exact: true }) });
  await create.locator('summary').click();
  await create.getByText('Body:').waitFor(WAIT);
  assert.match(await create.innerText(), /429 .*Retry-After/s);
  await create.getByRole('link', { name: 'Recipe', exact: true }).first().click();
  const recipe = page.locator('#schema-Recipe');
  await recipe.getByText('at most 200 characters').first().waitFor(WAIT);
  assert.equal(await recipe.getAttribute('open'), '');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'api-reference.png'), fullPage: false });
  await page.close();
  assert.deepEqual(errors, [], 'the page threw');
});
