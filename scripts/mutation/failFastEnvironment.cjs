const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { testNamesFile } = require('./testNames.cjs');

/** A test's name as jest matches it against --testNamePattern: its describe blocks' names and its own. */
function testId(test) {
  const names = [];
  for (let block = test; block; block = block.parent) names.unshift(block.name);
  return names.slice(1).join(' ');
}

/**
 * The test environment of jest under Stryker (stryker.config.mjs): jest-fixed-jsdom, with two
 * additions that make a mutant cheaper.
 * - Once a test in a file has failed, the file's remaining tests are skipped. A mutant is killed
 *   by its first failing test; without this, every other test of the file that covers it would
 *   still run (jest's bail stops between files only), and a file of tests that wait on real time
 *   would cost a killed mutant as much as a surviving one.
 * - On a run of every test (Stryker's first), it writes down the names of the file's tests, so
 *   that a mutant's run loads only the files holding a test that covers it (fastFirstSequencer.cjs).
 */
class FailFastEnvironment extends FixedJSDOMEnvironment {
  failed = false;
  names = [];

  constructor(config, context) {
    super(config, context);
    this.namesFile = config.globalConfig.testNamePattern
      ? undefined
      : testNamesFile(config.projectConfig.rootDir, context.testPath);
  }

  async handleTestEvent(event, state) {
    if (super.handleTestEvent) await super.handleTestEvent(event, state);
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.failed = true;
    if (event.name === 'test_start') {
      if (this.namesFile) this.names.push(testId(event.test));
      if (this.failed) event.test.mode = 'skip';
    }
  }

  async teardown() {
    if (this.namesFile) {
      mkdirSync(path.dirname(this.namesFile), { recursive: true });
      writeFileSync(this.namesFile, JSON.stringify(this.names));
    }
    await super.teardown();
  }
}

module.exports = FailFastEnvironment;
