/**
 * Writes the pages' static parts once the browser bundle is built, from the Node bundle of
 * src/app/prerender (built first, by the same webpack run):
 *
 * - assets/antd.<hash>.css: antd's styles for the components the bundle holds, every theme and
 *   density (zero runtime: the browser computes and injects none); index.html links it;
 * - login/index.html (written by HtmlWebpackPlugin with the sign-in page's own script): the
 *   sign-in page rendered into it, with the CSS of what it draws inline and the full stylesheet
 *   loaded without blocking the first paint. src/signInEntry.tsx hydrates it.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Compilation, sources, type Compiler } from 'webpack';

type Prerender = {
  themedStyles: (components?: string[]) => string;
  signInStyles: () => Promise<string>;
  renderSignInPage: () => Promise<string>;
};

function isPrerender(value: unknown): value is Prerender {
  return (
    typeof value === 'object' &&
    value !== null &&
    'themedStyles' in value &&
    typeof value.themedStyles === 'function' &&
    'renderSignInPage' in value &&
    typeof value.renderSignInPage === 'function' &&
    'signInStyles' in value &&
    typeof value.signInStyles === 'function'
  );
}

function loadBundle(file: string): Prerender {
  const load = createRequire(file);
  delete load.cache[file];
  const bundle: unknown = load(file);
  if (!isPrerender(bundle))
    throw new Error(`${file} does not export themedStyles, signInStyles and renderSignInPage`);
  return bundle;
}

const pascal = (folder: string) =>
  folder.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** antd's components in the bundle, by their folders under antd/es (date-picker is DatePicker). */
function antdComponents(compilation: Compilation, exported: (name: string) => boolean): string[] {
  const names = new Set<string>();
  for (const module of compilation.modules) {
    const match = /node_modules[\\/]antd[\\/]es[\\/]([a-z][a-z-]*)[\\/]/.exec(module.identifier());
    if (!match?.[1]) continue;
    for (const name of [pascal(match[1]), match[1]]) if (exported(name)) names.add(name);
  }
  return [...names].sort();
}

export class PrerenderPlugin {
  constructor(
    private readonly bundle: string,
    /** Whether antd exports a component of that name (the extractor renders each by name). */
    private readonly exported: (name: string) => boolean,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const prerender = loadBundle(this.bundle);
          const appCss = prerender.themedStyles(antdComponents(compilation, this.exported));
          const stylesheet = `assets/antd.${createHash('sha256').update(appCss).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(stylesheet, new sources.RawSource(appCss));

          const htmlOf = (name: string) => {
            const html = compilation.getAsset(name)?.source.source().toString();
            if (!html) throw new Error(`PrerenderPlugin runs after HtmlWebpackPlugin has written ${name}`);
            return html;
          };
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath?.toString() ?? '/');
          const link = `<link rel="stylesheet" href="${publicPath}${stylesheet}">`;
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(htmlOf('index.html').replace('</head>', `${link}</head>`)),
          );

          const signInCss = await prerender.signInStyles();
          const deferred = `<link rel="stylesheet" href="${publicPath}${stylesheet}" media="print" data-deferred-styles>`;
          const rendered = await prerender.renderSignInPage();
          // React writes its resource hints (the logo's preload) ahead of the page; they belong in
          // <head>, and hydration expects the container to hold the page alone.
          const hints = /^(?:<link [^>]*\/?>)*/.exec(rendered)?.[0] ?? '';
          const page = rendered.slice(hints.length);
          const root = /<div id="root">[\s\S]*<\/body>/;
          const template = htmlOf('login/index.html');
          if (!root.test(template)) throw new Error('login/index.html has no <div id="root"> before </body>');
          const login = template
            .replace(/<title>[^<]*<\/title>/, (title) => title.replace('>', '>Sign in · '))
            .replace('</head>', `${hints}<style>${signInCss}</style>${deferred}</head>`)
            .replace(root, () => `<div id="root" data-prerendered="/login">${page}</div></body>`);
          compilation.updateAsset('login/index.html', new sources.RawSource(login));
        },
      );
    });
  }
}
