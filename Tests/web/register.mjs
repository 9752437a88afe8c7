// `node --import ./Tests/web/register.mjs --test Tests/web/`: the page's modules load in node as the browser loads them
// (site-hooks.mjs), and a minimal document lets the copy be set without a browser.
import { register } from 'node:module';

register('./site-hooks.mjs', import.meta.url);

globalThis.document ??= {
  documentElement: {},
  querySelector: () => null,
  querySelectorAll: () => [],
};
