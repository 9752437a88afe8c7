// BowlerTrax Pro's clip cache (Sources/BowlerTraxServer/Public/bowlertrax/media-cache.js), against the rules of its
// header: preload by priority, one at a time; a soft clear by priority then least recently used that never evicts a
// clip an element shows; 404 -> the still, "missing"; a failed fetch -> "broken"; reduced motion -> the still.
// What the browser gives is stubbed here and restored after: fetch (Responses with Blobs of chosen sizes, 404s,
// rejections), URL.createObjectURL/revokeObjectURL, matchMedia, the document's createElement (for /shell/dom.js's h)
// and the console.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';

import { createMediaCache } from '/bowlertrax/media-cache.js';

const MEDIA = '/bowlertrax/media/';

/** An element as far as h() and the cache use one; `isConnected` is set by attach() and detach(). */
class FakeElement {
  constructor(tagName) {
    this.tagName = tagName.toUpperCase();
    this.className = '';
    this.dataset = {};
    this.attributes = {};
    this.children = [];
    this.listeners = {};
    this.isConnected = false;
    this.plays = 0;
  }

  setAttribute(name, value) { this.attributes[name] = String(value); }

  getAttribute(name) { return this.attributes[name] ?? null; }

  hasAttribute(name) { return name in this.attributes; }

  addEventListener(type, listener) { (this.listeners[type] ??= []).push(listener); }

  dispatchEvent(event) {
    for (const listener of this.listeners[event.type] ?? []) listener(event);
    return true;
  }

  append(...nodes) { this.children.push(...nodes); }

  replaceChildren(...nodes) { this.children = nodes; }

  play() {
    this.plays += 1;
    return Promise.resolve();
  }
}

const attach = (element) => { element.isConnected = true; };
const detach = (element) => { element.isConnected = false; };
const videoOf = (wrapper) => wrapper.children.find((child) => child.tagName === 'VIDEO');
const fire = (element, type) => element.dispatchEvent({ type, target: element });

// name -> {bytes} | {status} | {error}, each optionally with `gate` (a promise the response waits for).
let served;
let fetched; // the URLs fetched, in order
let created; // the object URLs made: [{url, clip, bytes}]
let revoked; // the object URLs revoked, in order
let reducedMotion;
let logs; // [{level, text}]

const serve = (clips) => {
  for (const [name, clip] of Object.entries(clips)) served.set(name, typeof clip === 'number' ? { bytes: clip } : clip);
};
const fetchedNames = () => fetched.map((url) => decodeURIComponent(url.split('/').pop().replace(/\.mp4$/, '')));
const urlOf = (name) => created.filter((made) => made.clip === name).at(-1)?.url;
const logged = (level) => logs.filter((entry) => entry.level === level).map((entry) => entry.text);
const names = (cache) => cache.snapshot().map((entry) => entry.name);

function gate() {
  let open;
  const promise = new Promise((resolve) => { open = resolve; });
  return { promise, open };
}

/** Lets pending fetches and promise callbacks run until `condition` holds. */
async function until(condition, what) {
  for (let turn = 0; turn < 200; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** Waits until the video in `wrapper` plays the object URL made for `name`. */
const clipSet = (wrapper, name) => until(() => urlOf(name) !== undefined && videoOf(wrapper)?.src === urlOf(name), `${name} to be set`);

/** Lets everything pending run, for checking that something does not happen. */
async function settle() {
  for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function fakeFetch(url) {
  fetched.push(String(url));
  const name = decodeURIComponent(String(url).split('/').pop().replace(/\.mp4$/, ''));
  const clip = served.get(name) ?? { status: 404 };
  if (clip.gate) await clip.gate;
  if (clip.error) throw new TypeError(clip.error);
  if (clip.status) return new Response(null, { status: clip.status });
  return new Response(new Blob([new Uint8Array(clip.bytes)]), {
    headers: { 'Content-Type': `video/mp4; clip=${encodeURIComponent(name)}` },
  });
}

const saved = {
  document: Object.getOwnPropertyDescriptor(globalThis, 'document'),
  fetch: Object.getOwnPropertyDescriptor(globalThis, 'fetch'),
  matchMedia: Object.getOwnPropertyDescriptor(globalThis, 'matchMedia'),
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
  warn: console.warn,
  info: console.info,
  debug: console.debug,
};

before(() => {
  globalThis.document = { createElement: (tagName) => new FakeElement(tagName) };
  globalThis.fetch = fakeFetch;
  globalThis.matchMedia = (query) => ({ media: query, matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' });
  URL.createObjectURL = (blob) => {
    const url = `blob:test/${created.length + 1}`;
    created.push({ url, clip: decodeURIComponent(/clip=([^;]*)/.exec(blob.type)?.[1] ?? ''), bytes: blob.size });
    return url;
  };
  URL.revokeObjectURL = (url) => revoked.push(url);
  for (const level of ['warn', 'info', 'debug']) console[level] = (...parts) => logs.push({ level, text: parts.join(' ') });
});

after(() => {
  for (const name of ['document', 'fetch', 'matchMedia']) {
    if (saved[name]) Object.defineProperty(globalThis, name, saved[name]);
    else delete globalThis[name];
  }
  URL.createObjectURL = saved.createObjectURL;
  URL.revokeObjectURL = saved.revokeObjectURL;
  Object.assign(console, { warn: saved.warn, info: saved.info, debug: saved.debug });
});

beforeEach(() => {
  served = new Map();
  fetched = [];
  created = [];
  revoked = [];
  reducedMotion = false;
  logs = [];
});

test('preload fetches main, then userInitiated, then utility, then background clips, ties in the order asked', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ bg1: 10, util1: 10, main1: 10, user1: 10, bg2: 10, main2: 10, util2: 10 });
  const failed = await cache.preload([
    { name: 'bg1', priority: 'background' },
    { name: 'util1', priority: 'utility' },
    { name: 'main1', priority: 'main' },
    { name: 'user1', priority: 'userInitiated' },
    { name: 'bg2', priority: 'background' },
    { name: 'main2', priority: 'main' },
    { name: 'util2', priority: 'utility' },
  ]);
  assert.deepEqual(failed, []);
  assert.deepEqual(fetchedNames(), ['main1', 'main2', 'user1', 'util1', 'util2', 'bg1', 'bg2']);
  assert.equal(fetched[0], `${MEDIA}main1.mp4`);
});

test('preload loads one clip at a time: the next fetch starts once the previous clip is in', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  const first = gate();
  const second = gate();
  serve({ late: { bytes: 10, gate: second.promise }, soon: { bytes: 10, gate: first.promise } });
  const done = cache.preload([{ name: 'late', priority: 'utility' }, { name: 'soon', priority: 'main' }]);
  await until(() => fetched.length === 1, 'the first fetch');
  await settle();
  assert.deepEqual(fetchedNames(), ['soon'], 'nothing else is fetched while the first clip loads');
  first.open();
  await until(() => fetched.length === 2, 'the second fetch');
  assert.deepEqual(fetchedNames(), ['soon', 'late']);
  assert.deepEqual(names(cache), ['soon']);
  second.open();
  assert.deepEqual(await done, []);
  assert.deepEqual(names(cache), ['late', 'soon']);
});

test('each clip counts its bytes; the cache keeps every clip while they fit, even exactly, and clears once over', async () => {
  const cache = createMediaCache({ budgetBytes: 100 });
  serve({ a: 40, b: 60, c: 1 });
  await cache.preload([{ name: 'a', priority: 'utility' }, { name: 'b', priority: 'utility' }]);
  assert.deepEqual(created.map(({ clip, bytes }) => [clip, bytes]), [['a', 40], ['b', 60]]);
  assert.deepEqual(cache.snapshot().map(({ name, bytes }) => [name, bytes]), [['b', 60], ['a', 40]]);
  assert.deepEqual(revoked, [], '100 bytes fit a budget of 100');
  assert.deepEqual(cache.softClear(), []);

  await cache.preload([{ name: 'c', priority: 'main' }]);
  assert.deepEqual(cache.snapshot().map(({ name, bytes }) => [name, bytes]), [['c', 1], ['b', 60]]);
  assert.deepEqual(revoked, [urlOf('a')], 'one byte over: the older of the two utility clips goes');
  assert.ok(logged('info').some((text) => text.includes("'a'") && text.includes('40 bytes')), 'the eviction is logged');
});

test('over budget, the lowest priority goes first, the least recently used among equals, until the clips fit', async () => {
  const cache = createMediaCache({ budgetBytes: 100 });
  serve({ m1: 30, u1: 30, t1: 20, bg1: 20, bg2: 20, x: 35 });
  await cache.preload([
    { name: 'bg1', priority: 'background' },
    { name: 't1', priority: 'utility' },
    { name: 'u1', priority: 'userInitiated' },
    { name: 'm1', priority: 'main' },
  ]);
  assert.deepEqual(revoked, [], '30 + 30 + 20 + 20 bytes fit');

  await cache.preload([{ name: 'bg2', priority: 'background' }]);
  assert.deepEqual(revoked, [urlOf('bg1')], 'of the two background clips, the one used longer ago goes');

  await cache.preload([{ name: 'x', priority: 'main' }]);
  // 135 bytes: bg2 (background) goes, then t1 (utility); at 95 bytes they fit and userInitiated u1 stays.
  assert.deepEqual(revoked, [urlOf('bg1'), urlOf('bg2'), urlOf('t1')]);
  assert.deepEqual(cache.snapshot().map(({ name, priority }) => [name, priority]), [['x', 'main'], ['u1', 'userInitiated'], ['m1', 'main']]);
  assert.deepEqual(
    logged('info').map((text) => /'([^']+)'/.exec(text)?.[1]),
    ['bg1', 'bg2', 't1'],
  );
});

test('a clip an element in the document shows, or that video() made and nobody attached yet, is never evicted', async () => {
  const cache = createMediaCache({ budgetBytes: 100 });
  serve({ a: 60, b: 30, c: 30 });
  await cache.preload([{ name: 'a', priority: 'background' }]);
  const waiting = cache.video('a');
  await clipSet(waiting, 'a');

  await cache.preload([{ name: 'b', priority: 'utility' }, { name: 'c', priority: 'utility' }]);
  assert.deepEqual(revoked, [urlOf('b')], 'the background clip not attached yet stays; the older utility clip goes');
  assert.deepEqual(cache.snapshot().map(({ name, shown }) => [name, shown]), [['c', false], ['a', true]]);

  attach(waiting);
  assert.deepEqual(cache.softClear(0), ['c']);
  assert.deepEqual(names(cache), ['a']);
  assert.equal(videoOf(waiting).src, urlOf('a'));
  assert.ok(!revoked.includes(urlOf('a')));
  assert.ok(
    logged('warn').some((text) => text.includes('60 bytes') && text.includes('budget of 0 bytes')),
    'the clips on screen over the budget are logged',
  );
});

test('a clip larger than the budget is not evicted by its own load while video() shows it', async () => {
  const cache = createMediaCache({ budgetBytes: 100 });
  serve({ big: 150 });
  const wrapper = cache.video('big');
  attach(wrapper);
  await clipSet(wrapper, 'big');
  assert.deepEqual(revoked, []);
  assert.deepEqual(cache.snapshot().map(({ name, bytes, shown }) => [name, bytes, shown]), [['big', 150, true]]);
  assert.ok(logged('warn').some((text) => text.includes('150 bytes') && text.includes('budget of 100 bytes')));
});

test('a clip whose elements were attached and then removed can be evicted; one still on screen cannot', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ seen: 50, paywall: 50, fetched: 50, twice: 50 });
  await cache.preload([
    { name: 'seen', priority: 'main' }, { name: 'paywall', priority: 'main' }, { name: 'twice', priority: 'main' },
  ]);

  // Attached while the cache looked (a soft clear), then removed.
  const seen = cache.video('seen');
  attach(seen);
  assert.deepEqual(cache.softClear(), []);
  detach(seen);

  // As the paywall does: the clip is cached, its element attached at once and removed later, the cache idle meanwhile.
  const paywall = cache.video('paywall');
  attach(paywall);
  await clipSet(paywall, 'paywall');
  detach(paywall);

  // A clip fetched for an element attached while it loads.
  const fresh = cache.video('fetched');
  attach(fresh);
  await clipSet(fresh, 'fetched');
  detach(fresh);

  // Two elements of one clip: one removed, the other still in the document.
  const gone = cache.video('twice');
  const kept = cache.video('twice');
  attach(gone);
  attach(kept);
  await clipSet(kept, 'twice');
  detach(gone);

  assert.deepEqual(cache.softClear(0).sort(), ['fetched', 'paywall', 'seen']);
  assert.deepEqual(names(cache), ['twice']);
  assert.deepEqual(cache.snapshot()[0].shown, true);

  detach(kept);
  assert.deepEqual(cache.softClear(0), ['twice']);
});

test('asking again for a cached clip raises its priority (never lowers it) and makes it the most recently used', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ a: 40, b: 40, c: 30, d: 30, e: 20, f: 20 });

  await cache.preload([{ name: 'a', priority: 'background' }, { name: 'b', priority: 'background' }]);
  await cache.preload([{ name: 'a', priority: 'main' }]);
  assert.deepEqual(fetchedNames(), ['a', 'b'], 'a cached clip is not fetched again');
  assert.deepEqual(cache.snapshot().map(({ name, priority }) => [name, priority]), [['a', 'main'], ['b', 'background']]);
  assert.deepEqual(cache.softClear(40), ['b']);

  await cache.preload([{ name: 'c', priority: 'utility' }, { name: 'd', priority: 'utility' }]);
  await cache.preload([{ name: 'c', priority: 'background' }]);
  assert.deepEqual(cache.snapshot().slice(0, 2).map(({ name, priority }) => [name, priority]), [['c', 'utility'], ['d', 'utility']]);
  assert.deepEqual(cache.softClear(70), ['d'], 'of two utility clips, the one asked for again stays');

  await cache.preload([{ name: 'e', priority: 'background' }, { name: 'f', priority: 'background' }]);
  const wrapper = cache.video('e', { priority: 'userInitiated' });
  await clipSet(wrapper, 'e');
  assert.deepEqual(cache.snapshot()[0], { name: 'e', priority: 'userInitiated', bytes: 20, shown: true, lastUse: cache.snapshot()[0].lastUse });
  assert.deepEqual(fetchedNames(), ['a', 'b', 'c', 'd', 'e', 'f']);
});

test('a clip asked for at a higher priority while it is still being fetched lands at that priority', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  const slow = gate();
  serve({ a: { bytes: 30, gate: slow.promise }, b: 30 });

  const preloading = cache.preload([{ name: 'a', priority: 'background' }]);
  await until(() => fetched.length === 1, 'the fetch of a');
  const raising = cache.preload([{ name: 'a', priority: 'main' }]);
  slow.open();
  assert.deepEqual(await preloading, []);
  assert.deepEqual(await raising, []);
  await cache.preload([{ name: 'b', priority: 'utility' }]);
  assert.deepEqual(fetchedNames(), ['a', 'b']);
  assert.deepEqual(cache.snapshot().map(({ name, priority }) => [name, priority]), [['b', 'utility'], ['a', 'main']]);
  assert.deepEqual(cache.softClear(30), ['b'], 'the clip raised to main while loading outlasts a utility one');
});

test('loads of one clip at the same time fetch it once and share it', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  const slow = gate();
  const slowMissing = gate();
  serve({ a: { bytes: 25, gate: slow.promise }, gone: { status: 404, gate: slowMissing.promise } });

  const first = cache.preload([{ name: 'a', priority: 'main' }]);
  const second = cache.preload([{ name: 'a', priority: 'main' }]);
  const wrapper = cache.video('a');
  await until(() => fetched.length === 1, 'the fetch');
  await settle();
  assert.deepEqual(fetchedNames(), ['a']);
  slow.open();
  assert.deepEqual(await first, []);
  assert.deepEqual(await second, []);
  await until(() => videoOf(wrapper).src !== undefined, 'the clip to be set');
  assert.deepEqual(fetchedNames(), ['a']);
  assert.deepEqual(created.map(({ clip }) => clip), ['a'], 'one object URL');
  assert.equal(videoOf(wrapper).src, urlOf('a'));
  assert.deepEqual(cache.snapshot().map(({ name, bytes }) => [name, bytes]), [['a', 25]]);

  const failing = cache.preload([{ name: 'gone', priority: 'main' }]);
  const still = cache.video('gone');
  await until(() => fetched.length === 2, 'the second fetch');
  await settle();
  slowMissing.open();
  assert.deepEqual(await failing, ['gone']);
  await until(() => still.dataset.mediaState === 'still', 'the still');
  assert.deepEqual(fetchedNames(), ['a', 'gone'], 'a missing clip asked twice at once is fetched once');
  assert.equal(still.dataset.mediaReason, 'missing');
});

test('a missing clip (HTTP 404): preload names it among the failed and goes on; video() shows its still, "missing"', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ a: 10, b: { status: 404 }, c: 10 });
  const failed = await cache.preload([
    { name: 'a', priority: 'main' }, { name: 'b', priority: 'utility' }, { name: 'c', priority: 'background' },
  ]);
  assert.deepEqual(failed, ['b']);
  assert.deepEqual(fetchedNames(), ['a', 'b', 'c']);
  assert.deepEqual(names(cache), ['c', 'a']);
  assert.ok(logged('warn').some((text) => text.includes("'b'") && text.includes('404') && text.includes(`${MEDIA}b.jpg`)));

  logs = [];
  const wrapper = cache.video('b', { alt: 'Ball tracking', className: 'feature-video' });
  assert.equal(wrapper.dataset.media, 'b');
  assert.equal(wrapper.dataset.mediaState, 'loading');
  await until(() => wrapper.dataset.mediaState === 'still', 'the still');
  assert.equal(wrapper.dataset.mediaReason, 'missing');
  assert.equal(wrapper.className, 'media-clip feature-video');
  assert.equal(wrapper.children.length, 1);
  const [image] = wrapper.children;
  assert.equal(image.tagName, 'IMG');
  assert.equal(image.getAttribute('src'), `${MEDIA}b.jpg`);
  assert.equal(image.getAttribute('alt'), 'Ball tracking');
  assert.ok(logged('warn').some((text) => text.includes("'b'") && text.includes('not found')), 'the missing clip is logged');
  assert.deepEqual(names(cache), ['c', 'a']);
});

test('a clip that cannot be fetched (a network failure or a server error) is "broken"', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ offline: { error: 'Failed to fetch' }, erring: { status: 500 } });
  const failed = await cache.preload([{ name: 'erring', priority: 'utility' }, { name: 'offline', priority: 'main' }]);
  assert.deepEqual(failed, ['offline', 'erring']);
  assert.deepEqual(names(cache), []);
  assert.ok(logged('warn').some((text) => text.includes("'offline'") && text.includes('Failed to fetch')));
  assert.ok(logged('warn').some((text) => text.includes("'erring'") && text.includes('500')));

  for (const name of ['offline', 'erring']) {
    logs = [];
    const wrapper = cache.video(name, { alt: name });
    await until(() => wrapper.dataset.mediaState === 'still', `the still of ${name}`);
    assert.equal(wrapper.dataset.mediaReason, 'broken');
    assert.equal(wrapper.children[0].getAttribute('src'), `${MEDIA}${name}.jpg`);
    assert.ok(logged('warn').some((text) => text.includes(`'${name}'`)), `${name} is logged`);
  }
  assert.deepEqual(created, []);
});

test('a clip that cannot be decoded falls back to its still, "broken"', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ garbled: 10 });
  const wrapper = cache.video('garbled', { alt: 'Lane' });
  const video = videoOf(wrapper);
  await until(() => video.src === urlOf('garbled'), 'the clip to be set');
  video.error = { code: 4, message: 'unsupported' };
  fire(video, 'error');
  assert.equal(wrapper.dataset.mediaState, 'still');
  assert.equal(wrapper.dataset.mediaReason, 'broken');
  assert.deepEqual(wrapper.children.map((child) => child.tagName), ['IMG']);
  assert.ok(logged('warn').some((text) => text.includes("'garbled'") && text.includes('media error 4')));
});

test('under prefers-reduced-motion, video() shows the still and fetches nothing', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ a: 10 });
  reducedMotion = true;
  const wrapper = cache.video('a', { alt: 'Pins' });
  assert.equal(wrapper.dataset.mediaState, 'still');
  assert.equal(wrapper.dataset.mediaReason, 'reduced-motion');
  assert.deepEqual(wrapper.children.map((child) => child.tagName), ['IMG']);
  assert.equal(wrapper.children[0].getAttribute('src'), `${MEDIA}a.jpg`);
  assert.equal(wrapper.children[0].getAttribute('alt'), 'Pins');
  await settle();
  assert.deepEqual(fetched, []);
  assert.deepEqual(names(cache), []);

  reducedMotion = false;
  const moving = cache.video('a');
  await clipSet(moving, 'a');
  assert.deepEqual(fetchedNames(), ['a'], 'without it, the clip is fetched');
});

test('video() plays the clip from its object URL, muted, inline, looping as preload asked, "loading" until it plays', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ once: 10, looping: 10 });
  await cache.preload([{ name: 'once', priority: 'main', loop: false }, { name: 'looping', priority: 'main' }]);

  const wrapper = cache.video('once', { alt: 'A strike' });
  assert.equal(wrapper.className, 'media-clip');
  assert.equal(wrapper.dataset.media, 'once');
  assert.equal(wrapper.dataset.mediaState, 'loading');
  const video = videoOf(wrapper);
  assert.equal(video.getAttribute('poster'), `${MEDIA}once.jpg`);
  assert.equal(video.muted, true);
  for (const attribute of ['muted', 'playsinline', 'autoplay']) assert.ok(video.hasAttribute(attribute), attribute);
  assert.ok(!video.hasAttribute('loop'), 'preload asked this clip not to loop');
  assert.equal(video.getAttribute('aria-label'), 'A strike');
  await until(() => video.src === urlOf('once'), 'the clip to be set');
  assert.equal(video.plays, 1);
  assert.equal(wrapper.dataset.mediaState, 'loading');
  fire(video, 'playing');
  assert.equal(wrapper.dataset.mediaState, 'video');

  assert.ok(videoOf(cache.video('looping')).hasAttribute('loop'), 'loops by default');
  assert.ok(videoOf(cache.video('once', { loop: true })).hasAttribute('loop'), 'the caller decides');
  assert.equal(videoOf(cache.video('looping')).getAttribute('aria-hidden'), 'true', 'without alt text it is decoration');
  assert.deepEqual(fetchedNames(), ['once', 'looping']);
});

test('snapshot lists the cached clips most recently used first, with priority, bytes and whether shown', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ a: 10, b: 20, c: 30 });
  assert.deepEqual(cache.snapshot(), []);
  await cache.preload([{ name: 'c', priority: 'background' }, { name: 'b', priority: 'utility' }, { name: 'a', priority: 'main' }]);
  const loaded = cache.snapshot();
  assert.deepEqual(loaded.map(({ name, priority, bytes, shown }) => ({ name, priority, bytes, shown })), [
    { name: 'c', priority: 'background', bytes: 30, shown: false },
    { name: 'b', priority: 'utility', bytes: 20, shown: false },
    { name: 'a', priority: 'main', bytes: 10, shown: false },
  ]);
  assert.ok(loaded[0].lastUse > loaded[1].lastUse && loaded[1].lastUse > loaded[2].lastUse);

  await cache.preload([{ name: 'a', priority: 'utility' }]);
  const wrapper = cache.video('b');
  await clipSet(wrapper, 'b');
  assert.deepEqual(cache.snapshot().map(({ name, priority, shown }) => [name, priority, shown]), [
    ['b', 'userInitiated', true], ['a', 'main', false], ['c', 'background', false],
  ]);
});

test('softClear(budget) evicts to fit that budget, returns the names in eviction order and revokes their object URLs', async () => {
  const cache = createMediaCache({ budgetBytes: 1000 });
  serve({ a: 10, b: 20, c: 30, d: 40 });
  await cache.preload([
    { name: 'a', priority: 'main' }, { name: 'b', priority: 'utility' }, { name: 'c', priority: 'utility' },
    { name: 'd', priority: 'background' },
  ]);
  assert.deepEqual(cache.softClear(), [], 'its own budget of 1000 bytes holds them');
  assert.deepEqual(cache.softClear(100), [], '100 bytes fit a budget of 100');
  assert.deepEqual(revoked, []);

  // d (background) leaves 60 bytes, b (older utility) 40, c 10: within 35 bytes.
  assert.deepEqual(cache.softClear(35), ['d', 'b', 'c']);
  assert.deepEqual(revoked, [urlOf('d'), urlOf('b'), urlOf('c')]);
  assert.deepEqual(names(cache), ['a']);
  assert.deepEqual(cache.softClear(0), ['a']);
  assert.deepEqual(revoked, ['d', 'b', 'c', 'a'].map(urlOf));
  assert.deepEqual(cache.snapshot(), []);

  await cache.preload([{ name: 'b', priority: 'utility' }]);
  assert.deepEqual(fetchedNames(), ['a', 'b', 'c', 'd', 'b'], 'an evicted clip is fetched again when asked for');
});
