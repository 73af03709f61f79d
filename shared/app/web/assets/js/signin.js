// Sign in by pasting a token (locally: `cookbook token --user NAME [--admin]`); it is kept in
// sessionStorage, so it ends with the browser tab. When the app sent the user here because the
// token stopped working, the page says why, once.

import { ApiError, get, identity, setToken, token } from './api.js';
import { field, h, notice, replace } from './dom.js';
import { errorNotice } from './format.js';
import { navigate } from './main.js';

const REASON_KEY = 'cookbook.signInReason';

/** Why the user is being sent to sign in; shown by the next sign-in page. */
export function rememberSignInReason(reason) {
  sessionStorage.setItem(REASON_KEY, reason);
}

function takeReason() {
  const reason = sessionStorage.getItem(REASON_KEY);
  sessionStorage.removeItem(REASON_KEY);
  return reason;
}

export function renderSignIn(root) {
  const input = h('textarea', { name: 'token', rows: 4, required: true, autocomplete: 'off', spellcheck: false });
  const status = h('div', { 'aria-live': 'polite' });
  const who = identity();
  const reason = takeReason();

  async function signIn(event) {
    event.preventDefault();
    const value = input.value.trim();
    if (!value) {
      replace(status, notice('error', h('p', {}, 'Paste a token first.')));
      return;
    }
    setToken(value);
    try {
      // Any protected route proves the token; a bad one answers 401 UNAUTHENTICATED.
      await get('/api/recipes?limit=1');
      navigate('#/import');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setToken(null);
      replace(status, errorNotice(error, 'The token was not accepted'));
    }
  }

  function signOut() {
    setToken(null);
    navigate('#/signin');
  }

  replace(root,
    h('h1', {}, 'Sign in'),
    reason ? notice('error', h('p', {}, 'You were signed out. ', reason)) : null,
    who ? notice('info', h('p', {}, `You are signed in as ${who.user}${who.admin ? ' (admin)' : ''}.`),
      h('button', { type: 'button', onclick: signOut }, 'Sign out')) : null,
    h('form', { class: 'card', onsubmit: signIn },
      field('Access token', input,
        'Locally, `cookbook token --user NAME` prints one (add --admin for the prompt registry). It is kept only for this tab.'),
      h('button', { type: 'submit', class: 'primary' }, token() ? 'Use this token' : 'Sign in')),
    status);
}
