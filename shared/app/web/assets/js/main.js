// The app shell: a hash router (`#/recipes`, `#/review`, `#/import`, `#/tasks/ID`, `#/prompts`,
// `#/plans[/ID]`, `#/cook/ID`, `#/chat`, `#/settings`, `#/api`, `#/signin`) that shows one view at
// a time. A view renders its heading at once, loads its data itself and returns a function that
// stops its polling when the view is left. A token that cannot be used sends the user back to
// sign in, with the reason.

import { identity, setToken, token, tokenProblem } from './api.js';
import { focusHeading, replace } from './dom.js';
import { renderSignIn, rememberSignInReason } from './signin.js';
import { renderLibrary } from './library.js';
import { renderQueue } from './queue.js';
import { renderPlan } from './plan.js';
import { renderCook } from './cook.js';
import { renderWizard } from './wizard.js';
import { renderTask } from './task.js';
import { renderPrompts } from './prompts.js';
import { renderPlans } from './plans.js';
import { renderChat } from './chat.js';
import { renderSettings } from './settings.js';
import { renderApiDoc } from './apidoc.js';

const ROUTES = [
  [/^#\/signin$/, renderSignIn],
  [/^#\/recipes(?:\?(.*))?$/, renderLibrary],
  [/^#\/review$/, renderQueue],
  [/^#\/import$/, renderWizard],
  [/^#\/tasks\/([^/]+)$/, renderTask],
  [/^#\/prompts$/, renderPrompts],
  [/^#\/plans$/, renderPlans],
  [/^#\/plans\/([^/]+)$/, renderPlan],
  [/^#\/cook\/([^/]+)$/, renderCook],
  [/^#\/chat$/, renderChat],
  [/^#\/settings$/, renderSettings],
  [/^#\/api(?:\/([^/]+))?$/, renderApiDoc],
];

let leaveView = null;

function showIdentity() {
  const who = identity();
  document.getElementById('who').textContent = who
    ? `Signed in as ${who.user}${who.admin ? ' (admin)' : ''}`
    : 'Not signed in';
  document.getElementById('signin-link').textContent = who ? 'Account' : 'Sign in';
  for (const item of document.querySelectorAll('[data-admin]')) item.hidden = !who?.admin;
}

function markCurrentLink(hash) {
  for (const link of document.querySelectorAll('#nav a')) {
    const current = hash.startsWith(link.getAttribute('href'));
    if (current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/** Forgets the token and shows the sign-in page with `reason`. */
function backToSignIn(reason) {
  setToken(null);
  rememberSignInReason(reason);
  navigate('#/signin');
}

function route() {
  const hash = window.location.hash || '#/import';
  // In-page anchors such as the skip link are not routes.
  if (!hash.startsWith('#/')) return;
  const problem = tokenProblem();
  if (problem) {
    backToSignIn(problem);
    return;
  }
  // The API reference is public, like the document it shows.
  if (!token() && hash !== '#/signin' && !hash.startsWith('#/api')) {
    window.location.hash = '#/signin';
    return;
  }
  leaveView?.();
  leaveView = null;
  showIdentity();
  markCurrentLink(hash);
  // Each view draws into its own container: one still loading when it is left draws into a
  // detached one, never over the next view.
  const main = document.getElementById('main');
  const container = document.createElement('div');
  replace(main, container);
  const match = ROUTES.find(([pattern]) => pattern.test(hash));
  if (!match) {
    window.location.hash = '#/import';
    return;
  }
  const params = hash.match(match[0]).slice(1).map((p) => (p ? decodeURIComponent(p) : p));
  const view = match[1];
  leaveView = view(container, ...params) ?? null;
  focusHeading(main);
}

/** Goes to `hash`, re-rendering even when it is the current one. */
export function navigate(hash) {
  if (window.location.hash === hash) route();
  else window.location.hash = hash;
}

window.addEventListener('hashchange', route);
// The sign-in page checks a pasted token itself and says why it was refused there.
window.addEventListener('signin-required', (event) => {
  if (window.location.hash !== '#/signin') backToSignIn(`The server refused your token: ${event.detail}`);
});
route();
