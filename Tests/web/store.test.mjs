// The shell's store (Sources/AppServer/Public/shell/store.js): the one way a page keeps what its views share.
import assert from 'node:assert/strict';
import test from 'node:test';

import { createStore } from '/shell/store.js';

test('an update changes only its fields and tells every subscriber the whole state', () => {
  const store = createStore({ settings: { hand: null }, activeSession: null });
  const seen = [];
  const stop = store.subscribe((state) => seen.push({ ...state }));
  store.update({ activeSession: 12 });
  assert.deepEqual(store.state, { settings: { hand: null }, activeSession: 12 });
  assert.deepEqual(seen, [{ settings: { hand: null }, activeSession: 12 }]);
  stop();
  store.update({ settings: { hand: 'left' } });
  assert.equal(seen.length, 1, 'a stopped subscriber hears nothing more');
  assert.deepEqual(store.state.settings, { hand: 'left' });
});

test('the initial fields are copied, and a subscriber that stops itself while told does not disturb the others', () => {
  const initial = { count: 0 };
  const store = createStore(initial);
  store.update({ count: 1 });
  assert.equal(initial.count, 0);
  const heard = [];
  const stopFirst = store.subscribe(() => { heard.push('first'); stopFirst(); });
  store.subscribe(() => heard.push('second'));
  store.update({ count: 2 });
  store.update({ count: 3 });
  assert.deepEqual(heard, ['first', 'second', 'second']);
});
