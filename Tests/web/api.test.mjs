// The shell's rule for which failed requests are worth sending again (bowlertrax/api.js retries them, the shot outbox
// keeps their shots): the network's failures and the server's 5xx, never a refusal nor an aborted request.
import assert from 'node:assert/strict';
import test from 'node:test';

import { ApiError, isTransient } from '/shell/api.js';

test('a network failure and a server error are transient', () => {
  assert.equal(isTransient(new TypeError('Failed to fetch')), true);
  assert.equal(isTransient(new ApiError(503, 'unavailable', 'The server is busy.')), true);
  assert.equal(isTransient(new ApiError(500, 'internal-error', 'Something went wrong.')), true);
});

test('a refusal and an aborted request are not', () => {
  assert.equal(isTransient(new ApiError(422, 'implausible-shot', 'Lost track of the ball.')), false);
  assert.equal(isTransient(new ApiError(404, 'not-found', 'No such session.')), false);
  assert.equal(isTransient(new ApiError(400, 'bad-request', 'Bad JSON.')), false);
  assert.equal(isTransient(new DOMException('The operation was aborted.', 'AbortError')), false);
});
