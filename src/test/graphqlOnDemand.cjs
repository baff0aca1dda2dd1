// `graphql` in jest (see jest.config.ts). msw's index requires it for its GraphQL handlers, which
// no test here uses: its whole index, about 130 modules, in every test file. This stand-in has the
// same exports, and loads the real index the first time one is read.
const { readFileSync } = require('node:fs');
const path = require('node:path');

// The real index by its path: jest.config.ts maps the bare name 'graphql' to this file.
const index = path.join(path.dirname(require.resolve('graphql/package.json')), 'index.js');
// graphql's CommonJS index declares each export with Object.defineProperty: a guard fails every
// test file at once when an upgrade changes that shape, rather than leaving msw without its exports.
const names = [
  ...readFileSync(index, 'utf8').matchAll(/Object\.defineProperty\(exports, '(\w+)', \{\s*enumerable/g),
].map(([, name]) => name);
if (!names.includes('parse') || !names.includes('OperationTypeNode')) {
  throw new Error(`src/test/graphqlOnDemand.cjs no longer finds graphql's exports in ${index}`);
}
for (const name of names) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => require(index)[name] });
}
