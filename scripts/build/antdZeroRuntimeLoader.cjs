// Webpack loader for antd's ES modules in the browser build: every call of antd's style generators
// (genStyleHooks, genComponentStyleHook, genSubStyleComponent) becomes a call of the stand-ins in
// the `stub` option's module, without arguments. The style functions those calls were given are then
// unused, and webpack and the minifier leave them, and what only they import, out of the bundle: in
// zero-runtime mode antd never runs them, the static stylesheet carries their CSS.
const acorn = require('acorn');

const GENERATORS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

function generatorCalls(ast) {
  const calls = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      GENERATORS.has(node.callee.name)
    ) {
      calls.push(node);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  return calls;
}

module.exports = function antdZeroRuntimeLoader(source) {
  if (!/\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\s*\(/.test(source)) return source;
  const { stub } = this.getOptions();
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  let output = source;
  for (const call of generatorCalls(ast).sort((a, b) => b.start - a.start))
    output = `${output.slice(0, call.start)}__zeroRuntime.${call.callee.name}()${output.slice(call.end)}`;
  return `import * as __zeroRuntime from ${JSON.stringify(stub)};\n${output}`;
};
