// The Prompt Selector for admins (seed 004 §4.2, §8.1): prompts grouped by phase, each version's
// template on demand, and activation (one active version per phase).

import { enc, get, listAll, post } from './api.js';
import { definitionList, h, notice, replace, stackable } from './dom.js';
import { errorNotice } from './format.js';

function byPhase(prompts) {
  const groups = new Map();
  for (const prompt of prompts) {
    if (!groups.has(prompt.phase)) groups.set(prompt.phase, []);
    groups.get(prompt.phase).push(prompt);
  }
  for (const list of groups.values()) list.sort((a, b) => b.version - a.version);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function renderPrompts(root) {
  const status = h('div', { 'aria-live': 'polite' });
  const list = h('div', {}, h('p', {}, 'Loading prompts…'));
  const viewer = h('div');
  replace(root, h('h1', {}, 'Prompts'),
    h('p', {}, 'Each phase uses its active prompt unless a task chooses another version.'),
    status, list, viewer);

  async function view(id) {
    replace(viewer, h('p', {}, 'Loading the template…'));
    try {
      const prompt = await get(`/api/prompts/${enc(id)}`);
      const heading = h('h2', { tabindex: '-1' }, `${prompt.name} v${prompt.version}`);
      replace(viewer, h('section', { class: 'card', 'aria-label': `Template of ${prompt.id}` },
        heading,
        definitionList([
          ['Id', h('code', {}, prompt.id)],
          ['Phase', prompt.phase],
          ['Active', prompt.isActive ? 'yes' : 'no'],
          ['Created', `${prompt.createdAt} by ${prompt.createdBy ?? 'unknown'}`],
          ['Constraints', prompt.constraints ? JSON.stringify(prompt.constraints) : null],
        ]),
        h('h3', {}, 'System prompt'), h('pre', { class: 'template' }, prompt.systemPrompt ?? ''),
        h('h3', {}, 'User prompt template'), h('pre', { class: 'template' }, prompt.userPromptTemplate ?? '')));
      heading.focus();
    } catch (error) {
      replace(viewer, errorNotice(error, 'The prompt could not be read'));
    }
  }

  async function toggle(prompt) {
    const verb = prompt.isActive ? 'deactivate' : 'activate';
    try {
      await post(`/api/prompts/${enc(prompt.id)}/${verb}`);
      await load();
      replace(status, notice('success', h('p', {}, `${prompt.id} is ${prompt.isActive ? 'no longer active' : 'now active'}.`)));
    } catch (error) {
      replace(status, errorNotice(error, `Could not ${verb} ${prompt.id}`));
    }
  }

  async function load() {
    try {
      const prompts = await listAll('/api/prompts');
      replace(list, prompts.length === 0 ? h('p', {}, 'No prompts are stored.') : byPhase(prompts).map(([phase, versions]) =>
        h('section', { class: 'card', 'aria-label': phase },
          h('h2', {}, phase),
          stackable(h('table', {},
            h('thead', {}, h('tr', {}, ['Version', 'Name', 'State', 'Actions'].map((c) => h('th', { scope: 'col' }, c)))),
            h('tbody', {}, versions.map((prompt) => h('tr', {},
              h('td', {}, `v${prompt.version}`),
              h('td', {}, prompt.name),
              h('td', {}, prompt.isActive ? h('span', { class: 'badge badge-active' }, 'Active') : 'Inactive'),
              h('td', { class: 'actions' },
                h('button', { type: 'button', onclick: () => view(prompt.id), 'aria-label': `View ${prompt.id}` }, 'View'),
                h('button', { type: 'button', onclick: () => toggle(prompt), 'aria-label': `${prompt.isActive ? 'Deactivate' : 'Activate'} ${prompt.id}` },
                  prompt.isActive ? 'Deactivate' : 'Activate'))))))))));
    } catch (error) {
      replace(list, errorNotice(error, error.status === 403 ? 'Only admins manage prompts' : 'The prompts could not be listed'));
    }
  }

  load();
}
