// The API reference (`#/api`): the generated OpenAPI document (`GET /api/openapi.json`, public)
// rendered as a readable page: operations by tag with their parameters, bodies and answers, then
// every schema with its fields. Nothing is fetched from elsewhere.

import { h, notice, replace, stackable } from './dom.js';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Text with its `code spans` set as code. */
function prose(text) {
  return (text ?? '').split('`').map((part, i) => (i % 2 ? h('code', {}, part) : part));
}

/** The schema's name when it is a reference. */
function refName(schema) {
  return schema?.$ref?.split('/').pop();
}

/** A short type: `Recipe`, `string | null`, `Ingredient[]`, `"asc" | "desc"`. */
function typeOf(schema) {
  if (!schema) return 'any';
  const named = refName(schema);
  if (named) return named;
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    if (schema[key]) return schema[key].map(typeOf).join(key === 'allOf' ? ' & ' : ' | ');
  }
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  return types.map((type) => {
    if (type === 'array') return `${typeOf(schema.items)}[]`;
    if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return `map of ${typeOf(schema.additionalProperties)}`;
    }
    return schema.format && type !== 'null' ? `${type} (${schema.format})` : type;
  }).join(' | ');
}

/** The limits a schema states, e.g. `≤ 200 characters`. */
function limits(schema) {
  const said = [
    ['minLength', 'at least', 'characters'], ['maxLength', 'at most', 'characters'],
    ['minItems', 'at least', 'items'], ['maxItems', 'at most', 'items'],
    ['minimum', 'at least', ''], ['maximum', 'at most', ''],
  ].filter(([key]) => schema?.[key] !== undefined)
    .map(([key, word, unit]) => `${word} ${schema[key]} ${unit}`.trim());
  if (schema?.pattern) said.push(`matches ${schema.pattern}`);
  return said.join(', ');
}

function typeLink(schema) {
  const named = refName(schema) ?? refName(schema?.items);
  return named ? h('a', { href: `#/api/${named}` }, typeOf(schema)) : h('code', {}, typeOf(schema));
}

function parameters(operation) {
  const list = operation.parameters ?? [];
  if (!list.length) return null;
  return stackable(h('table', {},
    h('thead', {}, h('tr', {}, ['Parameter', 'In', 'Type', 'About'].map((title) => h('th', { scope: 'col' }, title)))),
    h('tbody', {}, list.map((parameter) => h('tr', {},
      h('td', {}, h('code', {}, parameter.name), parameter.required ? ' (required)' : ''),
      h('td', {}, parameter.in),
      h('td', {}, typeLink(parameter.schema)),
      h('td', {}, [parameter.description, limits(parameter.schema)].filter(Boolean).join('; ')))))));
}

function responses(document, operation) {
  return h('ul', {}, Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const shared = refName(response);
    const resolved = shared ? document.components.responses[shared] : response;
    const bodies = Object.entries(resolved.content ?? {});
    return h('li', {}, h('strong', {}, status), ' ', prose(resolved.description),
      bodies.map(([type, content]) => [' — ', h('code', {}, type), ' ', content.schema ? typeLink(content.schema) : null]),
      resolved.headers ? ` (headers: ${Object.keys(resolved.headers).join(', ')})` : null);
  }));
}

function operationCard(document, path, method, operation) {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const open = operation.security?.length === 1 && !Object.keys(operation.security[0]).length;
  return h('details', { class: 'card' },
    h('summary', {}, h('code', {}, `${method.toUpperCase()} ${path}`), ' ', prose(operation.summary)),
    operation.description ? h('p', {}, prose(operation.description)) : null,
    h('p', { class: 'hint' }, open ? 'Public: no token needed.' : 'Needs a bearer token.'),
    parameters(operation),
    body ? h('p', {}, 'Body: ', typeLink(body)) : null,
    h('h4', {}, 'Answers'),
    responses(document, operation));
}

function schemaCard(name, schema) {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {});
  return h('details', { class: 'card', id: `schema-${name}` },
    h('summary', {}, h('code', {}, name), ' ', typeOf({ ...schema, properties: undefined, type: fields.length ? 'object' : schema.type })),
    schema.description ? h('p', {}, prose(schema.description)) : null,
    fields.length ? stackable(h('table', {},
      h('thead', {}, h('tr', {}, ['Field', 'Type', 'About'].map((title) => h('th', { scope: 'col' }, title)))),
      h('tbody', {}, fields.map(([field, property]) => h('tr', {},
        h('td', {}, h('code', {}, field), required.has(field) ? ' (required)' : ''),
        h('td', {}, typeLink(property)),
        h('td', {}, [property.description, limits(property)].filter(Boolean).join('; '))))))) : null);
}

/** Renders the reference; `schema` (from `#/api/NAME`) opens and shows that schema. */
export function renderApiDoc(root, schema) {
  replace(root, h('h1', {}, 'API reference'), h('p', { 'aria-live': 'polite' }, 'Loading the OpenAPI document…'));
  fetch('/api/openapi.json').then((answer) => {
    if (!answer.ok) throw new Error(`the document answered ${answer.status}`);
    return answer.json();
  }).then((document) => {
    const byTag = new Map();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        const tag = item[method].tags?.[0] ?? 'other';
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push(operationCard(document, path, method, item[method]));
      }
    }
    const schemas = Object.entries(document.components.schemas).sort(([a], [b]) => a.localeCompare(b));
    replace(root,
      h('h1', {}, document.info.title),
      h('p', {}, prose(document.info.description)),
      h('p', {}, 'The machine-readable document: ', h('a', { href: '/api/openapi.json' }, '/api/openapi.json'), ' (OpenAPI ', document.openapi, ').'),
      [...byTag].map(([tag, cards]) => [h('h2', {}, tag[0].toUpperCase() + tag.slice(1)), cards]),
      h('h2', {}, 'Schemas'),
      schemas.map(([name, body]) => schemaCard(name, body)));
    const wanted = schema && root.querySelector(`#schema-${CSS.escape(schema)}`);
    if (wanted) {
      wanted.open = true;
      wanted.scrollIntoView();
    }
  }).catch((error) => replace(root, h('h1', {}, 'API reference'),
    notice('error', h('p', {}, `The API document could not be loaded: ${error.message}. Reload the page to try again.`))));
}
