// Signing in in a real browser: a token that cannot be read, one that has expired and one the
// server refuses each send the user back to the sign-in page with a short reason, instead of
// leaving them "Signed in as ?" on a page that cannot load; a good token then works.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startStack } from './stack.js';
import { PHONE, WAIT, assertNoOverflow, closeChecked, newPage, shot } from './browser.js';

let stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.stop();
});

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token with these claims and a signature no server made. */
const forged = (claims) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('not signed').toString('base64url')}`;

/** Opens `hash` with `token` already saved in the tab, as after an earlier sign-in. */
async function openWithToken(token, hash, viewport) {
  const page = await newPage(stack, viewport);
  await page.goto(`${stack.base}/#/api`);
  await page.evaluate((value) => sessionStorage.setItem('cookbook.token', value), token);
  await page.goto(`${stack.base}/${hash}`);
  return page;
}

async function sentToSignIn(page, reason) {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor(WAIT);
  const alert = page.getByRole('alert');
  await alert.waitFor(WAIT);
  assert.match(await alert.innerText(), reason);
  assert.equal(await page.locator('#who').innerText(), 'Not signed in');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('cookbook.token')), null, 'the bad token is forgotten');
}

test('an unreadable token goes back to sign-in with the reason', async () => {
  const page = await openWithToken('garbage', '#/recipes');
  await sentToSignIn(page, /You were signed out\. The saved token could not be read/);
  await closeChecked(page);
});

test('an expired token goes back to sign-in with when it expired', async () => {
  const expired = forged({ sub: 'vera', iss: 'cookbook-local', aud: 'cookbook', exp: Math.floor(Date.now() / 1000) - 3600 });
  const page = await openWithToken(expired, '#/plans', PHONE);
  await sentToSignIn(page, /Your token expired at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  await assertNoOverflow(page, 'the sign-in page');
  await shot(page, 'signin-expired-phone');
  await closeChecked(page);
});

test('a token the server refuses goes back to sign-in with the server\'s reason; a good one works', async () => {
  const refused = forged({ sub: 'vera', iss: 'cookbook-local', aud: 'cookbook', exp: Math.floor(Date.now() / 1000) + 3600 });
  const page = await openWithToken(refused, '#/review');
  await sentToSignIn(page, /The server refused your token: .*signed by another data folder/);
  await shot(page, 'signin-refused-desktop');

  await page.getByLabel('Access token').fill(stack.token('vera'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Import a recipe' }).waitFor(WAIT);
  assert.equal(await page.locator('#who').innerText(), 'Signed in as vera');
  await page.goto(`${stack.base}/#/review`);
  await page.getByText('No drafts are waiting.').waitFor(WAIT);
  assert.equal(await page.getByRole('alert').count(), 0);
  await closeChecked(page);
});
