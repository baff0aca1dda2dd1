// jest only (see jest.config.ts). The CommonJS index files of antd and @ant-design/icons require
// every component or icon up front: about a second per test file. onDemand gives `target` the
// names a package's ES index re-exports (`export { default as Name } from './path'`), each
// loading its CommonJS module the first time a test uses it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

exports.onDemand = (target, packageName, esIndex, libFolder) => {
  // Read from disk: jest.config.ts maps 'antd/es/…' imports to 'antd/lib/…'.
  const root = path.dirname(require.resolve(`${packageName}/package.json`));
  const index = readFileSync(path.join(root, esIndex), 'utf8');
  for (const [, name, file] of index.matchAll(/export \{ default as (\w+) \} from ["']\.\/([\w/-]+)["'];/g)) {
    Object.defineProperty(target, name, {
      enumerable: true,
      get: () => require(`${libFolder}/${file}`).default,
    });
  }
};
