const { statSync } = require('node:fs');

/**
 * The order of test files under Stryker (stryker.config.mjs): smallest first. Stryker has jest stop
 * at the first failing file, so a mutant that a quick file of pure tests kills is not first run
 * through a long file of screens or of tests that wait on real time (jest's own order puts the
 * slowest files first). A file's size stands in for its cost: no timings are kept in the sandbox.
 */
class FastFirstSequencer {
  sort(tests) {
    const size = (test) => statSync(test.path).size;
    return [...tests].sort((a, b) => size(a) - size(b));
  }

  cacheResults() {}
}

module.exports = FastFirstSequencer;
