const { createHash } = require('node:crypto');
const path = require('node:path');

/**
 * Where a test file's test names are kept under Stryker, in the sandbox: written by
 * failFastEnvironment.cjs while Stryker's first run runs every test, read by fastFirstSequencer.cjs.
 */
const testNamesFile = (rootDir, testPath) =>
  path.join(rootDir, '.stryker-test-names', `${createHash('sha1').update(testPath).digest('hex')}.json`);

module.exports = { testNamesFile };
