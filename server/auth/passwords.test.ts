import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashesInProgress, hashPassword, passwordsAt, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

test('a password hash is scrypt with its cost and a random salt, never the password', async () => {
  const first = await hashPassword('correct horse battery');
  const second = await hashPassword('correct horse battery');
  assert.match(first, /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  assert.notEqual(first, second, 'two hashes of one password differ by their salt');
  assert.ok(!first.includes('correct horse battery'));
});

test('verifyPassword accepts the password and rejects anything else', async () => {
  const stored = await hashPassword('pässwörd-ü');
  assert.equal(await verifyPassword('pässwörd-ü', stored), true);
  // The same text in decomposed Unicode form is the same password.
  assert.equal(await verifyPassword('pässwörd-ü'.normalize('NFD'), stored), true);
  assert.equal(await verifyPassword('passwörd-ü', stored), false);
  assert.equal(await verifyPassword('', stored), false);
});

test('verifyPassword is false without a stored hash or with a malformed one', async () => {
  assert.equal(await verifyPassword('anything', null), false);
  assert.equal(await verifyPassword('anything', 'plain-text'), false);
  assert.equal(await verifyPassword('anything', 'scrypt$1$2$3$$'), false);
});

test('a hasher at another cost writes that cost, and asks again only for hashes cheaper than it', async () => {
  const cheap = passwordsAt({ N: 1024, r: 8, p: 1 });
  const stored = await cheap.hash('correct horse battery');
  assert.match(stored, /^scrypt\$1024\$8\$1\$/);
  assert.equal(await cheap.verify('correct horse battery', stored), true);
  assert.equal(await cheap.verify('correct horse', stored), false);
  assert.equal(cheap.needsRehash(stored), false);
  assert.equal(cheap.needsRehash('scrypt$512$8$1$c2FsdA==$a2V5'), true);
  assert.equal(passwordsAt().needsRehash(stored), true, 'the default cost is higher');
  // The stored hash names its own cost: a default hasher still reads a cheap hash.
  assert.equal(await verifyPassword('correct horse battery', stored), true);
});

test('tokens are 32 random bytes and are stored as SHA-256 hex', () => {
  const token = newToken();
  assert.equal(Buffer.from(token, 'base64url').length, 32);
  assert.notEqual(newToken(), token);
  assert.match(hashToken(token), /^[0-9a-f]{64}$/);
  assert.equal(hashToken(token), hashToken(token));
});

test('at most two hashes are computed at once; the others wait their turn and are all checked', async () => {
  const stored = await hashPassword('one of many guesses');
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, hashesInProgress())), 5);
  try {
    const guesses = Array.from({ length: 6 }, (_, guess) => verifyPassword(`guess ${guess}`, stored));
    const right = verifyPassword('one of many guesses', stored);
    assert.deepEqual(await Promise.all(guesses), [false, false, false, false, false, false]);
    assert.equal(await right, true);
  } finally {
    clearInterval(sampler);
  }
  assert.equal(peak, 2, `${peak} at once`);
});
