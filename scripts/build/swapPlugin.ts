/**
 * The production build's module swaps (webpack.config.ts), which fail loudly.
 *
 * A swap replaces what one library module imports with a module of ours: it matches an import's
 * exact text inside one folder of node_modules. When a library's new version renames the module,
 * moves the import or only writes it differently (`'./chart.js'` for `'./chart'`), the swap matches
 * nothing, and webpack alone would build without a word, with the library's full module in the
 * bundle. This plugin counts each swap and each module scripts/build/antdZeroRuntimeLoader.cjs
 * rewrites, and fails the build naming every swap that never fired, or the loader if it rewrote
 * nothing. docs/decisions/009-module-swaps-fail-loudly.md says what to check when bumping a swapped
 * library.
 *
 * The counts come from module resolution and the loader's runs in this compilation: the production
 * build has no persistent cache (a cached module would not be resolved or loaded again, and the
 * check would fail, loudly, rather than pass).
 */
import path from 'node:path';
import { WebpackError, type Compiler } from 'webpack';

export type Swap = {
  /** What the swap is for, as the build's error names it. */
  name: string;
  /** The importing module's folder: a path ending (`node_modules/@ant-design/plots/es/core/base`) or a pattern. */
  inside: string | RegExp;
  /** The import's text: exactly this string, or a pattern. */
  request: string | RegExp;
  /** Our module, relative to the project's root. */
  file: string;
};

/** One module the loader rewrote: its path and how many style-generator calls it rewrote. */
export type Rewrite = { resource: string; calls: number };

const PLUGIN = 'SwapPlugin';

const matches = (pattern: string | RegExp, value: string, exact: boolean) =>
  typeof pattern === 'string' ? (exact ? value === pattern : value.endsWith(pattern)) : pattern.test(value);

export class SwapPlugin {
  private readonly fired = new Map<Swap, number>();
  private readonly rewrites: Rewrite[] = [];

  constructor(
    private readonly root: string,
    private readonly swaps: readonly Swap[],
    /** The loader whose rewrites are counted (it reports through `onRewrite`); none when undefined. */
    private readonly loaderName?: string,
  ) {}

  /** Called by scripts/build/antdZeroRuntimeLoader.cjs for every module it rewrites. */
  readonly onRewrite = (rewrite: Rewrite): void => {
    this.rewrites.push(rewrite);
  };

  /** The swap that takes an import `request` made from a module in `context`, if any. */
  swapFor(context: string, request: string): Swap | undefined {
    const folder = context.replace(/\\/g, '/');
    return this.swaps.find(
      (swap) => matches(swap.request, request, true) && matches(swap.inside, folder, false),
    );
  }

  apply(compiler: Compiler): void {
    // thisCompilation: the console's compilation, not the child compilations of its plugins (the
    // HTML templates), which import no library and would count no swap.
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
      this.fired.clear();
      this.rewrites.length = 0;
      normalModuleFactory.hooks.beforeResolve.tap(PLUGIN, (data) => {
        const swap = this.swapFor(data.context, data.request);
        if (!swap) return;
        data.request = path.resolve(this.root, swap.file);
        this.fired.set(swap, (this.fired.get(swap) ?? 0) + 1);
      });
      // Every module is resolved and loaded by now.
      compilation.hooks.finishModules.tap(PLUGIN, () => {
        for (const problem of this.problems()) compilation.errors.push(new WebpackError(problem));
        compilation.getLogger(PLUGIN).info(this.summary());
      });
    });
  }

  /** One sentence per swap that did not fire, and for a loader that rewrote nothing. */
  problems(): string[] {
    const problems = this.swaps
      .filter((swap) => !this.fired.has(swap))
      .map(
        (swap) =>
          `Module swap "${swap.name}" did not fire: no module in ${String(swap.inside)} imports ${String(
            typeof swap.request === 'string' ? `'${swap.request}'` : swap.request,
          )}, so ${swap.file} replaced nothing and the library's own module is in the bundle. ` +
          'The library changed: see docs/decisions/009-module-swaps-fail-loudly.md, "Bumping a swapped library".',
      );
    if (this.loaderName && this.rewrites.length === 0)
      problems.push(
        `${this.loaderName} rewrote no antd style-generator call: antd's style functions are in the bundle. ` +
          'See docs/decisions/009-module-swaps-fail-loudly.md, "Bumping a swapped library".',
      );
    return problems;
  }

  summary(): string {
    const calls = this.rewrites.reduce((total, rewrite) => total + rewrite.calls, 0);
    const fired = this.swaps.map((swap) => `${swap.name} ×${this.fired.get(swap) ?? 0}`).join(', ');
    return `${this.fired.size} of ${this.swaps.length} module swaps fired (${fired}); ${calls} style-generator calls rewritten in ${this.rewrites.length} antd modules`;
  }
}
