// The local stack the browser tests run against: the fixture server, `cookbook serve` on a free
// loopback port with a fresh data folder (loopback fetches and no robots for the test server
// only; discovery asks the fixture search API), dev tokens, and headless Debian Chromium.
// While editing the app, `WEB_FROM_DISK=1` serves the page and its assets from shared/app/web
// instead of the copies embedded in the binary, so a change needs no rebuild; the API is the
// binary's either way.

import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startFixtureServer } from './fixtures.js';

const targetDir = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), '.cache/cookbook/target');
const COOKBOOK = process.env.COOKBOOK_BIN ?? path.join(targetDir, 'debug/cookbook');
const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
/** Screenshots go here; tests/run points it at its temporary folder. */
export const SCREENSHOTS = process.env.WEB_SCREENSHOTS ?? path.join(os.tmpdir(), 'cookbook-web-screenshots');
const WEB_SOURCE = fileURLToPath(new URL('../../shared/app/web/', import.meta.url));
const CONTENT_TYPES = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript' };

/** Answers the app's own files from the source folder (`WEB_FROM_DISK=1`). */
async function serveAppFromDisk(browser, base) {
  await browser.route((url) => url.origin === base && (url.pathname === '/' || url.pathname.startsWith('/assets/')), (route) => {
    const { pathname } = new URL(route.request().url());
    const file = path.join(WEB_SOURCE, pathname === '/' ? 'index.html' : pathname);
    route.fulfill({ contentType: CONTENT_TYPES[path.extname(file)], body: fs.readFileSync(file) });
  });
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  const { port } = server.address();
  await new Promise((resolve) => { server.close(resolve); });
  return port;
}

async function waitForHealth(base, serveProcess, log) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (serveProcess.exitCode !== null) throw new Error(`cookbook serve exited (${serveProcess.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
  throw new Error(`cookbook serve did not answer /health within 60 s:\n${log()}`);
}

/** Starts everything; `stop()` ends what was started, in reverse order. */
export async function startStack() {
  if (!fs.existsSync(COOKBOOK)) throw new Error(`no cookbook binary at ${COOKBOOK}: build it (cargo build -p cookbook) or set COOKBOOK_BIN`);
  const fixtures = await startFixtureServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cookbook-web-data-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cookbook-web-chromium-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const serveProcess = spawn(COOKBOOK, ['--data', dataDir, 'serve', '--port', String(port)], {
    env: {
      ...process.env,
      FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1',
      FETCH_RESPECT_ROBOTS: 'false',
      FETCH_MIN_INTERVAL_MS: '0',
      SEARCH_API_CONFIG: JSON.stringify({
        endpoint: fixtures.url('/search'),
        itemsPointer: '/results',
        urlPointer: '/url',
        titlePointer: '/title',
        scorePointer: '/score',
      }),
      RUST_LOG: process.env.RUST_LOG ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serveProcess.stdout.on('data', (chunk) => { output += chunk; });
  serveProcess.stderr.on('data', (chunk) => { output += chunk; });

  const stops = [
    () => fixtures.close(),
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
    () => fs.rmSync(profileDir, { recursive: true, force: true }),
    async () => {
      if (serveProcess.exitCode !== null) return;
      const exited = new Promise((resolve) => { serveProcess.once('exit', resolve); });
      serveProcess.kill('SIGINT');
      const timer = setTimeout(() => serveProcess.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  ];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };

  try {
    await waitForHealth(base, serveProcess, () => output);
    const token = (user, admin = false) => execFileSync(COOKBOOK,
      ['--data', dataDir, 'token', '--user', user, ...(admin ? ['--admin'] : [])],
      { encoding: 'utf8' }).trim().split('\n').at(-1);
    // Playwright passes the fresh profile folder as --user-data-dir itself.
    const browser = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    stops.push(() => browser.close());
    if (process.env.WEB_FROM_DISK === '1') await serveAppFromDisk(browser, base);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    return { base, fixtures, token, browser, stop, serverLog: () => output };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A call to the API outside the browser, for setting up and checking state. */
export async function api(base, bearer, method, route, body) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
