// A plan's shopping list in a real browser: built from the plan page, an item checked off and an
// extra item added; after the plan gains a side and the list is rebuilt, the tick and the extra
// are still there, on the page and through the API, and the side's ingredients have joined. At
// phone width the list fits the screen.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startStack } from './stack.js';
import { DESKTOP, PHONE, WAIT, assertControlsLabelled, assertNoOverflow, closeChecked, quickPlan, shot, signedIn } from './browser.js';

let stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

async function listOf(bearer, snapshotId) {
  const lists = (await api(stack.base, bearer, 'GET', '/api/shopping-lists')).body.items;
  const list = lists.find((l) => l.snapshotId === snapshotId);
  assert.ok(list, 'the plan has a list');
  return [...list.sections.flatMap((s) => s.items), ...list.checkYouHave];
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`ticks and extra items survive a rebuild (${viewport.name})`, async () => {
    const user = `uma-${viewport.name}`;
    const bearer = stack.token(user);
    const { snapshotId, dates: [date] } = await quickPlan(stack, bearer, { dinner: { servings: 2 } });
    const page = await signedIn(stack, user, { viewport });
    await page.goto(`${stack.base}/#/plans/${snapshotId}`);
    // The side that will join dinner; a tick is kept only on an item it does not add to (a
    // tick on "6 eggs" does not cover the 12 the plan then needs).
    const side = (await api(stack.base, bearer, 'GET', '/api/recipes?scope=core&category=Side%20dish&limit=1')).body.items[0];
    const sideNeeds = side.ingredients.map((i) => i.name.toLowerCase());
    await page.getByRole('button', { name: 'Build the shopping list' }).click();
    await page.locator('.shopping input[type=checkbox]').first().waitFor(WAIT);
    const firstId = (await listOf(bearer, snapshotId))
      .find((i) => i.origin === 'planned' && !sideNeeds.some((need) => need.includes(i.name.toLowerCase()) || i.name.toLowerCase().includes(need))).id;
    const first = page.locator(`#item-${firstId}`);
    await first.check();
    await page.waitForFunction((id) => document.getElementById(`item-${id}`)?.checked, firstId);
    await page.getByLabel('Add an item').fill('coffee beans');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const extra = page.locator('.shopping li', { hasText: 'coffee beans' });
    await extra.waitFor(WAIT);
    assert.match(await extra.innerText(), /Extra/);
    await assertControlsLabelled(page);

    let items = await listOf(bearer, snapshotId);
    assert.equal(items.find((i) => i.id === firstId).checked, true);
    assert.ok(items.some((i) => i.origin === 'extra' && /coffee beans/.test(i.name)), JSON.stringify(items));

    // The plan changes (a side joins dinner) and the list is rebuilt from the page.
    const added = await api(stack.base, bearer, 'POST', `/api/plans/${snapshotId}/meals/${date}/dinner/edit`, { ops: [{ op: 'add_component', role: 'side', recipe_id: side.id }] });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const before = items.length;
    await page.getByRole('button', { name: 'Rebuild' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.shopping li').length > n, before, WAIT);

    items = await listOf(bearer, snapshotId);
    assert.ok(items.some((i) => i.sources.some((s) => s.componentId !== 'main' && s.role === 'side')), 'the side is on the list');
    assert.equal(items.find((i) => i.id === firstId)?.checked, true, 'the tick survived the rebuild');
    assert.ok(items.some((i) => i.origin === 'extra' && /coffee beans/.test(i.name)), 'the extra item survived the rebuild');
    assert.ok(await page.locator(`#item-${firstId}`).isChecked(), 'the page shows the tick');
    await page.locator('table.plan .role-side').waitFor(WAIT);
    await extra.waitFor(WAIT);
    await assertNoOverflow(page, 'the shopping list');
    await shot(page, `shopping-${viewport.name}`);
    await closeChecked(page);
  });
}
