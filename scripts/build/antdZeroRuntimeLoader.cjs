// Webpack loader for antd's ES modules in the browser build: every call of antd's style generators
// (genStyleHooks, genComponentStyleHook, genSubStyleComponent) becomes a call of the stand-ins in
// the `stub` option's module, without arguments. The style functions those calls were given are then
// unused, and webpack and the minifier leave them, and what only they import, out of the bundle: in
// zero-runtime mode antd never runs them, the static stylesheet carries their CSS.
//
// It fails loudly (scripts/build/swapPlugin.ts): every module it rewrites is reported through the
// `onRewrite` option, and a generator used in any other way than a plain call (passed on, called
// as a member, renamed) is a build error naming the module, not a silent miss.
const acorn = require('acorn');

const GENERATORS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const MENTION = /\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\b/;

/** The generators' plain calls, and every other mention of their names outside import and export lists. */
function generatorUses(ast) {
  const calls = [];
  const others = [];
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      GENERATORS.has(node.callee.name)
    ) {
      calls.push(node);
      return;
    }
    if (
      node.type === 'Identifier' &&
      GENERATORS.has(node.name) &&
      !/^(Import|Export)(Default|Namespace)?Specifier$/.test(parent?.type ?? '')
    )
      others.push(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((child) => visit(child, node));
      else if (value && typeof value === 'object') visit(value, node);
    }
  };
  visit(ast, undefined);
  return { calls, others };
}

module.exports = function antdZeroRuntimeLoader(source) {
  if (!MENTION.test(source)) return source;
  const { stub, onRewrite } = this.getOptions();
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const { calls, others } = generatorUses(ast);
  for (const other of others)
    this.emitError(
      new Error(
        `antdZeroRuntimeLoader: ${other.name} at line ${other.loc.start.line} is not a plain call, ` +
          'and the loader only rewrites those: antd changed how it calls its style generators ' +
          '(docs/decisions/009-module-swaps-fail-loudly.md, "Bumping a swapped library").',
      ),
    );
  if (calls.length === 0) return source;
  let output = source;
  for (const call of calls.sort((a, b) => b.start - a.start))
    output = `${output.slice(0, call.start)}__zeroRuntime.${call.callee.name}()${output.slice(call.end)}`;
  if (typeof onRewrite === 'function') onRewrite({ resource: this.resourcePath, calls: calls.length });
  return `import * as __zeroRuntime from ${JSON.stringify(stub)};\n${output}`;
};
