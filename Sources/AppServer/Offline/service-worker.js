// The service worker of an installable app, served at /<app>/service-worker.js (scope /<app>/) by the host, which
// writes the first line: `const SHELL = {app, version, paths}` (AppShell: the page, its modules, styles, WebAssembly,
// clips and the shared shell's, and a version that changes with any of their bytes).
//
// - install: every path of SHELL is fetched past the HTTP cache into the cache "<app>-shell-<version>", and the
//   copy in the player's language, and in each language and the browser's (`?language=`), into "<app>-copy" (a
//   player may change the language with no network);
// - activate: the other versions' caches are deleted and open pages are taken over;
// - fetch: the app's page (any navigation under /<app>/) and the shell's files come from that cache, so the app
//   starts with no network; the copy (/<app>/api/copy, with or without `?language=`) is fetched from the server and
//   kept by its address, and its last answer used when the server cannot be reached; every other request (the API) goes to the server untouched;
// - a new version waits until the page asks it to take over (the message "take-over"), which the page does when the
//   player taps "Reload" on "A new version is ready" (shell/offline.js).

const SHELL_CACHE = `${SHELL.app}-shell-${SHELL.version}`;
const COPY_CACHE = `${SHELL.app}-copy`;
const PAGE = `/${SHELL.app}/`;
const COPY = `/${SHELL.app}/api/copy`;
const SHELL_PATHS = new Set(SHELL.paths);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE);
    await cache.addAll(SHELL.paths.map((path) => new Request(path, { cache: 'reload' })));
    // The copy in the player's language now, as the page loaded it before this worker served it, then in the others.
    const answer = await copyAnswer(new Request(COPY, { cache: 'reload' })).catch(() => null);
    const available = answer?.ok ? (await answer.json().catch(() => ({}))).available ?? [] : [];
    await Promise.all([...available, 'browser'].map((language) =>
      copyAnswer(new Request(`${COPY}?language=${language}`, { cache: 'reload' })).catch(() => null)));
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(`${SHELL.app}-shell-`) && name !== SHELL_CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(PAGE) && !url.pathname.startsWith(`${PAGE}api/`)) {
    event.respondWith(fromShell(PAGE, request));
  } else if (SHELL_PATHS.has(url.pathname) && url.search === '') {
    event.respondWith(fromShell(url.pathname, request));
  } else if (url.pathname === COPY) {
    event.respondWith(copyAnswer(request));
  }
});

/** The shell's cached answer for `path`, or the server's when the cache lacks it (an install still under way). */
async function fromShell(path, request) {
  const cached = await caches.match(path, { cacheName: SHELL_CACHE });
  return cached ?? fetch(request);
}

/** The server's copy, kept by its address for when the server cannot be reached; its last answer then. */
async function copyAnswer(request) {
  const cache = await caches.open(COPY_CACHE);
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}
