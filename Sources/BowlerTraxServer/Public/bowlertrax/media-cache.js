// BowlerTrax Pro's video cache (issue 14; the paywall guide's VideoManager, kept in the page that plays the clips):
// the short looping clips of the feature cards and the paywall (/bowlertrax/media/<name>.mp4, each with its still
// <name>.jpg, made by scripts/make-pro-media) are fetched once as Blobs and played from object URLs. The server says
// which clips a screen wants and at which priority (GET /pro's videos, Subscriptions' VideoPriority).
//
// preload(requests) loads them by priority (main > userInitiated > utility > background, ties in the order asked),
// one at a time, counting their bytes; when the cache exceeds its byte budget it clears softly:
// it revokes clips no screen shows, lowest priority first and least recently used among equals, until it fits.
// A clip is shown while one of its elements is in the document (or not yet attached since video() made it).
//
// video(name) returns a wrapper <div data-media=name> holding a muted, looping, inline, autoplaying <video> with the
// still as its poster; data-media-state is "loading", then "video" once it plays. A missing clip (HTTP 404), one
// that cannot be fetched or decoded, and prefers-reduced-motion show the still <img> instead (data-media-state
// "still", data-media-reason missing | broken | reduced-motion); a missing or broken clip is logged with console.warn
// naming it and why.
//
//   import { mediaCache } from './media-cache.js';
//   mediaCache.preload(pro.videos);   // [{name: 'paywall', priority: 'main', loop: true}, ...] from GET /pro
//   card.prepend(mediaCache.video('feature-tracking', { alt: t('ui.firstUse.trackingAlt'), className: 'feature-video' }));

import { h } from '/shell/dom.js';

/** The priorities of the guide's asset queues, highest first in preloading, evicted last. */
const PRIORITIES = { background: 0, utility: 1, userInitiated: 2, main: 3 };
const DEFAULT_BUDGET_BYTES = 4 * 1024 * 1024;
const LOG_PREFIX = '[VideoManager]';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const rank = (priority) => PRIORITIES[priority] ?? PRIORITIES.userInitiated;

/**
 * A cache of the clips under `base` (a URL path ending in /) within `budgetBytes`. The page uses the shared
 * `mediaCache`; a test may make its own with a small budget.
 */
export function createMediaCache({ base = '/bowlertrax/media/', budgetBytes = DEFAULT_BUDGET_BYTES } = {}) {
  // name -> {name, priority (rank), bytes, url, lastUse}
  const entries = new Map();
  // name -> Set<WeakRef<wrapper>>: the elements video() made, registered at once so a load never evicts its own.
  const views = new Map();
  // The wrappers seen in the document at least once: out of it again, they no longer show their clip.
  const attached = new WeakSet();
  // name -> whether preload's request asked it to loop: video()'s default.
  const loops = new Map();
  // name -> the promise of its entry, while it is being fetched.
  const loading = new Map();
  // name -> the highest priority asked for it while it is being fetched: the entry's when it lands.
  const loadingPriority = new Map();
  let useCounter = 0;

  const fileURL = (name, extension) => `${base}${encodeURIComponent(name)}.${extension}`;

  const touch = (entry) => {
    useCounter += 1;
    entry.lastUse = useCounter;
  };

  /** Whether an element of `entry` is on screen, or made but not attached yet (forgets collected elements). */
  function isShown(entry) {
    let shown = false;
    const references = views.get(entry.name) ?? new Set();
    for (const reference of references) {
      const view = reference.deref();
      if (!view) references.delete(reference);
      else if (view.isConnected) {
        attached.add(view);
        shown = true;
      } else if (!attached.has(view)) shown = true;
    }
    return shown;
  }

  const cachedBytes = () => [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0);

  /**
   * Revokes clips no screen shows, lowest priority and least recently used first, until the cache fits in `budget`
   * bytes (its own budget by default). Returns the evicted names, in eviction order.
   */
  function softClear(budget = budgetBytes) {
    const candidates = [...entries.values()].filter((entry) => !isShown(entry))
      .sort((a, b) => a.priority - b.priority || a.lastUse - b.lastUse);
    let total = cachedBytes();
    const evicted = [];
    for (const entry of candidates) {
      if (total <= budget) break;
      URL.revokeObjectURL(entry.url);
      entries.delete(entry.name);
      total -= entry.bytes;
      evicted.push(entry.name);
      console.info(`${LOG_PREFIX} Evicted '${entry.name}' (${entry.bytes} bytes).`);
    }
    if (total > budget) console.warn(`${LOG_PREFIX} Videos on screen take ${total} bytes, over the budget of ${budget} bytes.`);
    return evicted;
  }

  /** The entry of `name`, fetched if needed; rejects with an Error whose `reason` is "missing" or "broken". */
  function load(name, priority) {
    const cached = entries.get(name);
    if (cached) {
      cached.priority = Math.max(cached.priority, priority);
      touch(cached);
      return Promise.resolve(cached);
    }
    loadingPriority.set(name, Math.max(loadingPriority.get(name) ?? priority, priority));
    if (!loading.has(name)) {
      loading.set(name, fetchClip(name).finally(() => {
        loading.delete(name);
        loadingPriority.delete(name);
      }));
    }
    return loading.get(name);
  }

  async function fetchClip(name) {
    let response;
    try {
      response = await fetch(fileURL(name, 'mp4'));
    } catch (error) {
      throw Object.assign(new Error(`could not be fetched (${error.message})`), { reason: 'broken' });
    }
    if (!response.ok) {
      const reason = response.status === 404 ? 'missing' : 'broken';
      throw Object.assign(new Error(`${reason === 'missing' ? 'not found' : 'not served'} (HTTP ${response.status})`), { reason });
    }
    const blob = await response.blob();
    const entry = { name, priority: loadingPriority.get(name), bytes: blob.size, url: URL.createObjectURL(blob), lastUse: 0 };
    touch(entry);
    entries.set(name, entry);
    console.debug(`${LOG_PREFIX} Loaded '${name}' (${blob.size} bytes).`);
    softClear();
    return entry;
  }

  function warn(name, why) {
    console.warn(`${LOG_PREFIX} Video '${name}' ${why}; showing its still image ${fileURL(name, 'jpg')}.`);
  }

  /** Replaces the wrapper's content by the still: the fallback of a missing or broken clip, and of reduced motion. */
  function showStill(wrapper, name, alt, reason) {
    const still = h('img', {
      class: 'media-clip__still', src: fileURL(name, 'jpg'), alt, 'data-testid': 'media-still',
      onerror: () => console.warn(`${LOG_PREFIX} Still image '${name}.jpg' is missing too.`),
    });
    wrapper.replaceChildren(still);
    wrapper.dataset.mediaState = 'still';
    wrapper.dataset.mediaReason = reason;
  }

  return {
    /**
     * Loads `requests` ([{name, priority, loop}], as GET /pro's `videos`; `loop` becomes video()'s default) in
     * priority order, one at a time. Resolves the names that could not be loaded (each logged with console.warn);
     * never rejects.
     */
    async preload(requests) {
      const ordered = requests.map((request, index) => ({ ...request, index }))
        .sort((a, b) => rank(b.priority) - rank(a.priority) || a.index - b.index);
      const failed = [];
      for (const { name, priority, loop = true } of ordered) {
        loops.set(name, loop !== false);
        try {
          await load(name, rank(priority));
        } catch (error) {
          warn(name, `could not be preloaded: ${error.message}`);
          failed.push(name);
        }
      }
      return failed;
    },

    /**
     * A wrapper element (class "media-clip" and `className`) playing the clip `name`, muted, inline, looping unless
     * `loop` is false (by default as preload was asked, else true), with `alt` as its accessible name (and the
     * still's alternative text); `priority` counts when the clip was not preloaded.
     */
    video(name, { loop = loops.get(name) ?? true, alt = '', className = '', priority = 'userInitiated' } = {}) {
      const wrapper = h('div', { class: `media-clip ${className}`.trim(), 'data-testid': 'media-clip', dataset: { media: name, mediaState: 'loading' } });
      if (reducedMotion()) {
        showStill(wrapper, name, alt, 'reduced-motion');
        return wrapper;
      }
      const video = h('video', {
        class: 'media-clip__video', poster: fileURL(name, 'jpg'), muted: true, loop, playsinline: true, autoplay: true,
        preload: 'auto', 'aria-label': alt || null, 'aria-hidden': alt ? null : 'true',
      });
      // The attribute sets defaultMuted; autoplay also needs the property.
      video.muted = true;
      video.addEventListener('playing', () => {
        wrapper.dataset.mediaState = 'video';
      });
      video.addEventListener('error', () => {
        const code = video.error?.code;
        warn(name, `could not be decoded (media error ${code ?? 'unknown'}${video.error?.message ? `: ${video.error.message}` : ''})`);
        showStill(wrapper, name, alt, 'broken');
      });
      wrapper.append(video);
      if (!views.has(name)) views.set(name, new Set());
      views.get(name).add(new WeakRef(wrapper));
      load(name, rank(priority)).then((entry) => {
        // Seen in the document here (a caller attaches it as video() returns), its removal ends its showing even when
        // no soft clear looked while it was attached.
        if (wrapper.isConnected) attached.add(wrapper);
        video.src = entry.url;
        video.play()?.catch(() => {
          // Autoplay refused or interrupted: the poster stays until the browser plays it.
        });
      }, (error) => {
        warn(name, error.message);
        showStill(wrapper, name, alt, error.reason ?? 'broken');
      });
      return wrapper;
    },

    /** Evicts clips no screen shows until the cache fits in `budget` bytes (see above); returns the evicted names. */
    softClear,

    /** The cached clips, for tests and logs: [{name, priority, bytes, shown, lastUse}], most recently used first. */
    snapshot() {
      const names = Object.keys(PRIORITIES);
      return [...entries.values()].sort((a, b) => b.lastUse - a.lastUse)
        .map((entry) => ({ name: entry.name, priority: names[entry.priority], bytes: entry.bytes, shown: isShown(entry), lastUse: entry.lastUse }));
    },
  };
}

/** The page's cache of BowlerTrax Pro's clips. */
export const mediaCache = createMediaCache();
