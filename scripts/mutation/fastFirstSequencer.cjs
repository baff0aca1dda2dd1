const { existsSync, readFileSync, statSync } = require('node:fs');
const { testNamesFile } = require('./testNames.cjs');

/**
 * The test files jest runs under Stryker (stryker.config.mjs), and their order.
 * - Only the files that hold a test covering the mutant: Stryker names those tests
 *   (--testNamePattern) but not their files, and jest would load every related file (its
 *   environment, the store, msw) to find none of them there. A file whose names were not written
 *   down (failFastEnvironment.cjs) is kept, and so is every file if none matched.
 * - Smallest first: Stryker has jest stop at the first failing file, so a mutant that a quick file
 *   of pure tests kills is not first run through a long file of screens or of tests that wait on
 *   real time (jest's own order puts the slowest first). Size stands in for cost.
 */
class FastFirstSequencer {
  constructor({ globalConfig }) {
    this.pattern = globalConfig.testNamePattern ? new RegExp(globalConfig.testNamePattern, 'i') : undefined;
  }

  holdsCoveringTest(test) {
    if (!this.pattern) return true;
    const file = testNamesFile(test.context.config.rootDir, test.path);
    if (!existsSync(file)) return true;
    const names = JSON.parse(readFileSync(file, 'utf8'));
    return names.some((name) => this.pattern.test(name));
  }

  sort(tests) {
    const holding = tests.filter((test) => this.holdsCoveringTest(test));
    const size = (test) => statSync(test.path).size;
    return [...(holding.length > 0 ? holding : tests)].sort((a, b) => size(a) - size(b));
  }

  cacheResults() {}
}

module.exports = FastFirstSequencer;
