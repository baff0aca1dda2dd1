/**
 * Stands in for lodash's `flow` in the production build (see webpack.config.ts): the chart library
 * composes its option adaptors with it, and lodash's version brings its whole chaining wrapper.
 * Like lodash's: the functions (or arrays of them) run left to right, the first with every argument.
 */
type Step = (this: unknown, ...args: unknown[]) => unknown;

export default function flow(...steps: (Step | Step[])[]) {
  const functions = steps.flat();
  return function flowed(this: unknown, ...args: unknown[]): unknown {
    const [first, ...rest] = functions;
    let result = first ? first.apply(this, args) : args[0];
    for (const step of rest) result = step.call(this, result);
    return result;
  };
}
