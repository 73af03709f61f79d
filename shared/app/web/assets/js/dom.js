// Building the page from data without innerHTML: every string becomes a text node, so text
// from recipes and pages can never run as markup.

/**
 * An element: `h('button', {type: 'button', onclick: f}, 'Save')`. Attributes named `on…`
 * become listeners, `false`/`null`/`undefined` attributes are left out, children may be strings,
 * nodes, arrays or nothing.
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2), value);
    } else if (name === 'class') {
      element.className = value;
    } else if (name in element && typeof value !== 'string') {
      element[name] = value;
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
  append(element, children);
  return element;
}

function append(parent, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.append(child instanceof Node ? child : String(child));
  }
}

/** Replaces what `parent` holds. */
export function replace(parent, ...children) {
  parent.replaceChildren();
  append(parent, children);
}

let counter = 0;

/** A unique id for pairing labels with their controls. */
export function uid(prefix) {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** A labelled control: `<label for>` + the control, wrapped in a `.field`. */
export function field(label, control, hint) {
  control.id ||= uid('field');
  const hintNode = hint ? h('p', { class: 'hint', id: `${control.id}-hint` }, hint) : null;
  if (hintNode) control.setAttribute('aria-describedby', hintNode.id);
  return h('div', { class: 'field' }, h('label', { for: control.id }, label), control, hintNode);
}

/** A message box: `kind` is `error`, `success` or `info`; errors are announced at once. */
export function notice(kind, ...children) {
  const role = kind === 'error' ? 'alert' : 'status';
  return h('div', { class: `notice notice-${kind}`, role }, ...children);
}

/** A `<dl>` of label/value pairs, skipping empty values. */
export function definitionList(pairs) {
  return h('dl', { class: 'facts' },
    pairs.filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]));
}

/** Moves keyboard focus to a view's heading so screen readers announce the new view. */
export function focusHeading(root) {
  const heading = root.querySelector('h1, h2');
  if (heading) {
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }
}

/**
 * Marks `table` to become one card per row on a narrow screen (app.css), each cell labelled
 * with its column's heading unless it has a `data-label` of its own ("" for none).
 */
export function stackable(table) {
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent);
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      [...row.cells].forEach((cell, i) => {
        if (!cell.hasAttribute('data-label') && headings[i]) cell.dataset.label = headings[i];
      });
    }
  }
  table.classList.add('stack');
  return table;
}
