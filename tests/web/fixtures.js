// The pages the browser tests import, served on loopback: a recipe with its steps printed
// (the paraphrase guardrail flags the draft) and "Tablespoons" (normalization shortens it), a
// second recipe for the discovery candidates, and a search API answering with both.

import http from 'node:http';

const recipePage = ({ name, ingredients, steps, visibleSteps }) => `<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  description: 'A bright weeknight soup.',
  author: { '@type': 'Person', name: 'Test Cook' },
  recipeIngredient: ingredients,
  recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  prepTime: 'PT10M',
  cookTime: 'PT25M',
  recipeYield: '4 servings',
  recipeCuisine: 'Turkish',
})}</script></head>
<body><h1>${name}</h1>${visibleSteps ? `<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>` : '<p>Our favourite soup.</p>'}</body></html>`;

const LENTIL = {
  name: 'Lemon Lentil Soup',
  ingredients: ['1 cup red lentils', '2 Tablespoons olive oil', '2 cloves garlic, minced', '1 lemon, juiced', '4 cups vegetable stock'],
  steps: [
    'Rinse the lentils and put them in a pot with the stock and the olive oil.',
    'Add the garlic and simmer for twenty minutes until the lentils are soft.',
    'Stir in the lemon juice, season with salt and pepper and serve hot.',
  ],
};

const PEA = {
  name: 'Green Pea Soup',
  ingredients: ['3 cups frozen peas', '1 onion, chopped', '3 cups vegetable stock'],
  steps: ['Soften the onion.', 'Add peas and stock; cook ten minutes.', 'Blend until smooth.'],
};

/** How long the slow page takes, so the test sees the Fetch phase in progress. */
export const SLOW_PAGE_MS = 1500;

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** Starts the fixture server; resolves to `{url(path), close()}`. */
export async function startFixtureServer() {
  let base = '';
  const routes = {
    '/lentil-soup-printed': async () => {
      await sleep(SLOW_PAGE_MS);
      return ['text/html', recipePage({ ...LENTIL, visibleSteps: true })];
    },
    '/lentil-soup': async () => ['text/html', recipePage({ ...LENTIL, visibleSteps: false })],
    '/pea-soup': async () => ['text/html', recipePage({ ...PEA, visibleSteps: false })],
    '/search': async () => ['application/json', JSON.stringify({
      results: [
        { url: `${base}/lentil-soup`, title: 'Lemon Lentil Soup', score: 0.9 },
        { url: `${base}/pea-soup`, title: 'Green Pea Soup', score: 0.6 },
      ],
    })],
  };
  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url, 'http://fixture').pathname;
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const [type, body] = await route();
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: (path) => `${base}${path}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
