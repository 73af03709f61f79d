// Chat: the assistant (`POST /api/chat`, seed 002) in plain words. The conversation's history is
// the caller's: it lives in this tab's sessionStorage and goes with every message, while the
// server keeps the chat state (current plan, shopping list). Each reply lists the tools it used
// and links to the plan it works on.

import { enc, post } from './api.js';
import { field, h, replace } from './dom.js';
import { errorNotice } from './format.js';

const HISTORY_KEY = 'cookbook.chatHistory';

function savedHistory() {
  try {
    const history = JSON.parse(sessionStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(history) ? history : [];
  } catch {
    return [];
  }
}

/** The words of a history message; tool calls and results have none and are not shown. */
function words(message) {
  return (message.content ?? [])
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join(' ')
    .trim();
}

function transcript(history) {
  const said = history
    .map((message) => ({ who: message.role === 'user' ? 'You' : 'Assistant', text: words(message) }))
    .filter((line) => line.text);
  if (said.length === 0) {
    return h('p', { class: 'muted' }, 'Try "plan 7 days of French dinners", "swap Tuesday\'s dinner" or "make a shopping list".');
  }
  return h('ol', { class: 'chat-log' }, said.map((line) => h('li', { class: line.who === 'You' ? 'from-user' : 'from-assistant' },
    h('strong', {}, `${line.who}: `), line.text)));
}

function toolsUsed(reply) {
  const calls = reply.toolCalls ?? [];
  const plan = reply.state?.currentPlanId;
  return h('p', { class: 'muted' },
    calls.length ? `Tools used: ${calls.map((c) => `${c.name} (${c.success ? 'ok' : c.errorCode ?? 'failed'})`).join(', ')}. ` : null,
    plan ? h('a', { href: `#/plans/${enc(plan)}` }, 'Open the current plan') : null);
}

export function renderChat(root) {
  let history = savedHistory();
  const log = h('div', { 'aria-live': 'polite' });
  const status = h('div', { 'aria-live': 'polite' });
  const input = h('input', { name: 'message', autocomplete: 'off', required: true, maxlength: 4000 });
  const send = h('button', { type: 'submit', class: 'primary' }, 'Send');

  function show(reply) {
    replace(log, transcript(history), reply ? toolsUsed(reply) : null);
  }

  async function say(event) {
    event.preventDefault();
    const message = input.value.trim();
    if (!message) return;
    send.disabled = true;
    replace(status, h('p', {}, 'The assistant is working…'));
    try {
      const reply = await post('/api/chat', { message, history });
      history = reply.history ?? [];
      sessionStorage.setItem(HISTORY_KEY, JSON.stringify(history));
      input.value = '';
      replace(status);
      show(reply);
    } catch (error) {
      replace(status, errorNotice(error, 'The assistant could not answer'));
    } finally {
      send.disabled = false;
      input.focus();
    }
  }

  function restart() {
    history = [];
    sessionStorage.removeItem(HISTORY_KEY);
    replace(status);
    show(null);
  }

  replace(root,
    h('h1', {}, 'Assistant'),
    h('p', {}, 'Plan meals, swap or change them, check allergens and build the shopping list, in plain words.'),
    log,
    h('form', { class: 'card', onsubmit: say },
      field('Message', input),
      send, ' ',
      h('button', { type: 'button', onclick: restart }, 'New conversation')),
    status);
  show(null);
}
