// Calls to the Cookbook API with the signed-in token; every failure becomes an `ApiError`
// carrying the API's own words (CONTRACTS.md §8: `{code, message, details}`). A token the server
// refuses (401) is announced as a `signin-required` window event, so the shell can send the user
// back to sign in with the reason.

const TOKEN_KEY = 'cookbook.token';

/** A refused or failed call, with the API's code and message. */
export class ApiError extends Error {
  constructor(status, code, message, details) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details ?? null;
  }

  /** The route exists in the contract but this server does not implement it yet. */
  get notImplemented() {
    return this.status === 501;
  }
}

export function token() {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(value) {
  if (value) sessionStorage.setItem(TOKEN_KEY, value);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** The token's claims, or null when it is not a readable JWT. */
function claimsOf(value) {
  try {
    const payload = value.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload));
    return typeof claims === 'object' && claims !== null && typeof claims.sub === 'string' ? claims : null;
  } catch {
    return null;
  }
}

/** Who the token says the caller is (read, not verified: the server verifies); null without a readable one. */
export function identity() {
  const value = token();
  const claims = value ? claimsOf(value) : null;
  if (!claims) return null;
  const groups = claims['cognito:groups'] ?? claims.groups ?? [];
  const list = Array.isArray(groups) ? groups : String(groups).replace(/[[\]]/g, '').split(/[ ,]+/);
  return { user: claims.sub, admin: list.includes('admin'), expires: claims.exp ?? null };
}

/** Why the stored token cannot be used, without asking the server; null when it may be. */
export function tokenProblem(now = Date.now()) {
  const value = token();
  if (!value) return null;
  const who = identity();
  if (!who) return 'The saved token could not be read. Paste a new one.';
  if (who.expires && who.expires * 1000 <= now) {
    return `Your token expired at ${new Date(who.expires * 1000).toISOString().replace('T', ' ').slice(0, 16)} UTC. Paste a new one.`;
  }
  return null;
}

/** `method path` with an optional JSON body; resolves to the parsed answer (null for 204). */
export async function call(method, path, body) {
  const headers = { accept: 'application/json' };
  const bearer = token();
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', `The server could not be reached (${error.message}).`);
  }
  const text = await response.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (response.status === 401 && bearer) {
    window.dispatchEvent(new CustomEvent('signin-required', { detail: data?.message ?? 'The server refused the token.' }));
  }
  if (!response.ok) {
    const code = data?.code ?? `HTTP_${response.status}`;
    const message = data?.message ?? `The server answered ${response.status} ${response.statusText}.`;
    throw new ApiError(response.status, code, message, data?.details);
  }
  return data;
}

export const get = (path) => call('GET', path);
export const post = (path, body) => call('POST', path, body ?? {});
export const remove = (path) => call('DELETE', path);

/**
 * At least `count` items of a `{items, next}` listing from `cursor` on (fewer only at its end),
 * reading pages of `limit` and on past short ones: a listing may end a page early, e.g. where
 * the caller's recipes give way to the catalog's. Resolves to `{items, next}`.
 */
export async function readAtLeast(path, count, cursor = null, limit = Math.min(count, 100)) {
  const items = [];
  let next = cursor;
  const joiner = path.includes('?') ? '&' : '?';
  do {
    const page = await get(`${path}${joiner}limit=${limit}${next ? `&cursor=${encodeURIComponent(next)}` : ''}`);
    items.push(...(page?.items ?? []));
    next = page?.next ?? null;
  } while (next && items.length < count);
  return { items, next };
}

/** Every item of a `{items, next}` listing, following the cursor. */
export const listAll = async (path, limit = 100) => (await readAtLeast(path, Infinity, null, limit)).items;

export const enc = encodeURIComponent;
