/**
 * The test environment of jest under Stryker (stryker.config.mjs): jest-fixed-jsdom, but once a test
 * in a file has failed, the file's remaining tests are skipped. A mutant is killed by its first
 * failing test; without this, every other test of the file that covers it would still run (jest's
 * bail stops between files only), and a file of tests that wait on real time costs a killed mutant
 * as much as a surviving one.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class FailFastEnvironment extends FixedJSDOMEnvironment {
  failed = false;

  async handleTestEvent(event, state) {
    if (super.handleTestEvent) await super.handleTestEvent(event, state);
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.failed = true;
    if (event.name === 'test_start' && this.failed) event.test.mode = 'skip';
  }
}

module.exports = FailFastEnvironment;
