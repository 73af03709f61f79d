// The review web app in a real browser against the local stack: sign in, import by URL with
// live progress, the flagged draft's review, a normalization accepted in the diff viewer, edit
// and commit; a query import restarted from another candidate and rejected; the admin's prompt
// selector; the plan with a modified meal and its shopping list; a plan made through the assistant;
// a saved page committed with a link to its method, and pasted text in review.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startStack } from './stack.js';
import { WAIT, assertControlsLabelled, closeChecked, finishedJob, newPage as pageIn, shot, signedIn as signedInAs } from './browser.js';

let stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

const newPage = () => pageIn(stack);
const signedIn = (user, admin = false) => signedInAs(stack, user, { admin });

async function startUrlImport(page, url) {
  await page.getByLabel('By URL').check();
  await page.getByLabel('Recipe URL').fill(url);
  await page.getByRole('button', { name: 'Start import' }).click();
}

describe('review web app', () => {
  test('a bad token is refused in words', async () => {
    const page = await newPage();
    await page.goto(`${stack.base}/#/import`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor(WAIT);
    await page.getByLabel('Access token').fill('not-a-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor(WAIT);
    assert.match(await alert.innerText(), /bearer token is not one this server issues.*cookbook token.*UNAUTHENTICATED/s);
    await shot(page, '01-bad-token');
    await closeChecked(page);
  });

  test('import by URL, review, normalize, edit and commit', async () => {
    const page = await signedIn('alice');
    const url = stack.fixtures.url('/lentil-soup-printed');
    await startUrlImport(page, url);

    // The page is slow, so the Fetch phase is seen in progress and announced.
    await page.locator('.live[aria-live="polite"]', { hasText: /Fetch the page: \d+% \((Pending|Running)\)/ }).waitFor(WAIT);
    assert.ok(await page.getByText('Fetch the page — in progress').isVisible());
    assert.ok(await page.getByLabel('Import progress').isVisible());
    await shot(page, '02-progress');

    // The review: findings, guardrail, provenance, expiry.
    await page.getByRole('heading', { name: 'Validation' }).waitFor(WAIT);
    await assertControlsLabelled(page);
    assert.match(await page.locator('.findings-error').innerText(), /Errors \(\d+\)/);
    assert.match(await page.getByRole('region', { name: 'Guardrail' }).innerText(), /copy the source too closely/);
    const provenance = await page.getByRole('region', { name: 'Provenance' }).innerText();
    assert.ok(provenance.includes(url), provenance);
    assert.match(provenance, /JsonLd/);
    assert.match(provenance, /Test Cook/);
    assert.match(await page.locator('.notice-info').first().innerText(), /expires .*in (7|6) days/);
    await shot(page, '03-review');

    // Committing the flagged draft unedited is refused, with the API's words.
    await page.getByRole('button', { name: 'Commit', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Commit failed' });
    await refusal.waitFor(WAIT);
    assert.match(await refusal.innerText(), /validation errors.*VALIDATION_FAILED/s);

    // Normalize the draft; the diff viewer preselects the low-risk unit abbreviation.
    const reviewUrl = page.url();
    await page.getByRole('button', { name: 'Normalize' }).click();
    await page.getByRole('heading', { name: 'Proposed changes' }).waitFor(WAIT);
    const unitRow = page.locator('tr', { hasText: '/ingredients/1/text' });
    assert.match(await unitRow.innerText(), /Low risk/);
    assert.match(await unitRow.innerText(), /2 tbsp olive oil/);
    assert.ok(await unitRow.getByRole('checkbox').isChecked());
    await assertControlsLabelled(page);
    await shot(page, '04-diff');
    await page.getByRole('button', { name: 'Accept selected' }).click();
    await page.getByText(/Accepted \d+ changes? by alice/).waitFor(WAIT);
    await shot(page, '05-diff-accepted');

    // Back in the review the draft carries the change; edit it and commit.
    await page.getByRole('link', { name: 'Back to the draft review' }).click();
    await page.getByRole('heading', { name: 'Validation' }).waitFor(WAIT);
    assert.equal(page.url(), reviewUrl);
    assert.match(await page.getByLabel('Ingredients').inputValue(), /^2 tbsp olive oil$/m);
    await page.getByLabel('Name', { exact: true }).fill('Weeknight Lemon Lentil Soup');
    await page.getByLabel('Steps').fill([
      'Wash the lentils; cook them in the stock with a little oil.',
      'Simmer with garlic until tender, about 20 minutes.',
      'Finish with lemon, salt and pepper.',
    ].join('\n'));
    await page.getByLabel('Servings').fill('6');
    await page.getByRole('button', { name: 'Commit', exact: true }).click();
    await page.getByText('The draft was committed as a recipe.').waitFor(WAIT);
    await shot(page, '06-committed');

    const taskId = decodeURIComponent(reviewUrl.split('#/tasks/')[1]);
    const { status, body: recipe } = await api(stack.base, stack.token('alice'), 'GET', `/api/recipes/${taskId}`);
    assert.equal(status, 200);
    assert.equal(recipe.name, 'Weeknight Lemon Lentil Soup');
    assert.equal(recipe.servings, 6);
    assert.equal(recipe.instructions[1], 'Simmer with garlic until tender, about 20 minutes.');
    assert.equal(recipe.ingredients[1].text, '2 tbsp olive oil');
    assert.equal(recipe.source.url, url);
    await closeChecked(page);
  });

  test('a query import offers its candidates; another one is imported and rejected', async () => {
    const page = await signedIn('bob');
    await page.getByLabel('What to cook').fill('lentil soup');
    await page.keyboard.press('Enter');
    const candidates = page.getByRole('region', { name: 'Candidates' });
    await candidates.waitFor(WAIT);
    assert.match(await candidates.innerText(), /Lemon Lentil Soup[\s\S]*This draft[\s\S]*Green Pea Soup/);
    await shot(page, '07-candidates');

    await candidates.getByRole('button', { name: 'Import Green Pea Soup instead' }).click();
    await page.getByRole('region', { name: 'Provenance' }).getByText(stack.fixtures.url('/pea-soup')).waitFor(WAIT);
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Green Pea Soup');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('The draft was rejected; nothing was saved.').waitFor(WAIT);
    await closeChecked(page);
  });

  test('keyboard alone reaches the import form, with a visible focus ring', async () => {
    const page = await signedIn('carol');
    await page.locator('body').focus();
    let focused = '';
    for (let i = 0; i < 12 && focused !== 'source'; i += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
    }
    assert.equal(focused, 'source', 'Tab reaches the query field');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, 'none');
    await closeChecked(page);
  });

  test('an admin views and activates prompt versions; others are told they cannot', async () => {
    const admin = stack.token('root', true);
    const created = await api(stack.base, admin, 'POST', '/api/prompts', {
      name: 'Extract, terse', phase: 'Ingest.Extract', systemPrompt: 'Extract the recipe tersely.', userPromptTemplate: '{{ content }}',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { id } = created.body;

    const page = await signedIn('root', true);
    await page.getByRole('link', { name: 'Prompts' }).click();
    const phase = page.getByRole('region', { name: 'Ingest.Extract' });
    await phase.waitFor(WAIT);
    await phase.getByRole('button', { name: `View ${id}` }).click();
    await page.getByText('Extract the recipe tersely.').waitFor(WAIT);
    await phase.getByRole('button', { name: `Activate ${id}` }).click();
    await page.getByText(`${id} is now active.`).waitFor(WAIT);
    assert.equal(await phase.locator('tr', { hasText: 'Extract, terse' }).locator('.badge-active').innerText(), 'Active');
    assert.equal(await phase.locator('.badge-active').count(), 1, 'one active version per phase');
    await shot(page, '08-prompts');
    const stored = await api(stack.base, admin, 'GET', `/api/prompts/${id}`);
    assert.equal(stored.body.isActive, true);
    await closeChecked(page);

    const other = await signedIn('dave');
    assert.equal(await other.getByRole('link', { name: 'Prompts' }).isVisible(), false);
    await other.goto(`${stack.base}/#/prompts`);
    const refusal = other.getByRole('alert');
    await refusal.waitFor(WAIT);
    assert.match(await refusal.innerText(), /Only admins manage prompts.*FORBIDDEN/s);
    await closeChecked(other);
  });

  test('the latest plan shows its modified meal and its shopping list', async () => {
    const erin = stack.token('erin');
    const day = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    const job = await api(stack.base, erin, 'POST', '/api/meal-plans', {
      mode: 'quick', days: [{ date: day, meals: { lunch: { servings: 2 }, dinner: { servings: 2 } } }],
    });
    assert.equal(job.status, 202, JSON.stringify(job.body));
    const envelope = await finishedJob(stack, erin, job.body.id);
    assert.equal(envelope.status, 'COMPLETE', JSON.stringify(envelope));
    const history = await api(stack.base, erin, 'GET', `/api/meal-history?from=${day}&to=${day}`);
    const snapshotId = history.body.items[0].snapshotId;
    const variant = await api(stack.base, erin, 'POST', `/api/plans/${snapshotId}/meals/${day}/dinner/variant`, {
      ops: [{ op: 'add_ingredient', new_ingredient: '1 lemon', reason: 'user_request' }],
    });
    assert.equal(variant.status, 200, JSON.stringify(variant.body));

    const page = await signedIn('erin');
    await page.getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('list', { name: 'Your plans' }).getByRole('link').first().click();
    assert.equal(page.url(), `${stack.base}/#/plans/${snapshotId}`);
    const table = page.getByRole('table', { name: 'Meals' });
    await table.waitFor(WAIT);
    assert.match(await table.locator('tr', { hasText: 'Dinner' }).innerText(), /Modified/);
    assert.doesNotMatch(await table.locator('tr', { hasText: 'Lunch' }).innerText(), /Modified/);
    await page.getByRole('button', { name: 'Build the shopping list' }).click();
    const firstItem = page.locator('.shopping input[type=checkbox]').first();
    await firstItem.waitFor(WAIT);
    await page.getByText(/lemon/i).first().waitFor(WAIT);
    await firstItem.check();
    await page.waitForFunction(() => document.querySelector('.shopping input[type=checkbox]')?.checked);
    await assertControlsLabelled(page);
    await shot(page, '09-plan');
    await closeChecked(page);
  });

  test('the assistant plans a French week and the reply links to the plan', async () => {
    const page = await signedIn('fern');
    await page.getByRole('link', { name: 'Assistant' }).click();
    await page.getByRole('heading', { name: 'Assistant' }).waitFor(WAIT);
    await page.getByLabel('Message').fill('plan 3 days of French dinners');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/Assistant: Planned 3 meals/).waitFor(WAIT);
    await page.getByText(/Tools used: plan_meals \(ok\)/).waitFor(WAIT);
    await assertControlsLabelled(page);
    await shot(page, '10-chat');
    await page.getByRole('link', { name: 'Open the current plan' }).click();
    const table = page.getByRole('table', { name: 'Meals' });
    await table.waitFor(WAIT);
    assert.equal(await table.locator('tbody tr').count(), 3);
    await page.getByRole('link', { name: 'Assistant' }).click();
    await page.getByText('You: plan 3 days of French dinners').waitFor(WAIT);
    await closeChecked(page);
  });

  test('a saved page commits with a link to its method; pasted text reaches review', async () => {
    const page = await signedIn('gail');
    await page.getByLabel('Upload a saved page').check();
    await assertControlsLabelled(page);
    // The page as the user's browser saved it; the address it names is never fetched.
    const saved = await (await fetch(stack.fixtures.url('/lentil-soup-printed'))).text();
    const address = 'https://walled.example/lentil-soup';
    await page.getByLabel('Saved page', { exact: true }).setInputFiles({ name: 'lentil-soup.html', mimeType: 'text/html', buffer: Buffer.from(saved) });
    await page.getByLabel('Page address (optional)').fill(address);
    await page.getByRole('button', { name: 'Start import' }).click();
    await page.getByRole('heading', { name: 'Validation' }).waitFor(WAIT);
    assert.ok((await page.getByRole('region', { name: 'Provenance' }).innerText()).includes(address));

    // The page's own steps are refused; the one-click alternative is explained and commits.
    await page.getByRole('button', { name: 'Commit', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'VALIDATION_FAILED' }).waitFor(WAIT);
    assert.match(await page.locator('.hint', { hasText: 'link to the method' }).innerText(),
      /keeps the ingredients, times, yield and facts and replaces the method with one step linking to the original/);
    await shot(page, '11-saved-page-review');
    await page.getByRole('button', { name: 'Commit with a link to the method' }).click();
    await page.getByText('The draft was committed as a recipe.').waitFor(WAIT);
    const taskId = await page.locator('dd code').first().innerText();
    const { status, body: recipe } = await api(stack.base, stack.token('gail'), 'GET', `/api/recipes/${taskId}`);
    assert.equal(status, 200);
    assert.deepEqual(recipe.instructions, [`Method: see the original at ${address}`]);
    assert.equal(recipe.ingredients.length, 5);
    assert.equal(recipe.cookTimeMinutes, 25);

    await page.getByRole('link', { name: 'Import another recipe' }).click();
    await page.getByLabel('Paste text').check();
    await page.getByLabel('Recipe text').fill('Buttered toast\n\nIngredients\n2 slices bread\n1 tbsp butter\n\nMethod\nToast the bread.\nSpread the butter.');
    await page.getByRole('button', { name: 'Start import' }).click();
    await page.getByRole('heading', { name: 'Validation' }).waitFor(WAIT);
    assert.match(await page.getByRole('region', { name: 'Provenance' }).innerText(), /Pasted text, no web address/);
    assert.equal(await page.getByRole('button', { name: 'Commit with a link to the method' }).count(), 0, 'nothing to link to');
    await shot(page, '12-pasted-text-review');
    await closeChecked(page);
  });
});
