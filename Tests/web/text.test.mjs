// The shell's text helper (Sources/AppServer/Public/shell/text.js): a copy text's lines, the one way they are split.
import assert from 'node:assert/strict';
import test from 'node:test';

import { lines } from '/shell/text.js';

test('a text is split into its trimmed, non-empty lines', () => {
  assert.deepEqual(lines('Step one\n\n  Step two  \n'), ['Step one', 'Step two']);
  assert.deepEqual(lines('One line'), ['One line']);
  assert.deepEqual(lines(''), []);
  assert.deepEqual(lines(null), []);
});
