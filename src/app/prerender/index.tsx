/**
 * Build-time rendering, bundled by webpack for Node (webpack.config.ts) so it resolves modules
 * exactly as the browser bundle does: the sign-in page as static HTML, which the browser bundle
 * hydrates (src/main.tsx), and antd's styles as static CSS (staticStyles.tsx).
 */
import './nodeGlobals';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { appRoutes } from '../routes';
import { createAppStore, whenRestored } from '../store';
import { themedStyles, themedStylesOf, variantTheme } from './staticStyles';

export { themedStyles };

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * /login for a visitor who is not signed in, as the browser's first render makes it; `around`
 * wraps the routes (the style extraction renders them with antd's runtime styles on).
 */
async function signInPage(around: (routes: ReactNode) => ReactNode = (routes) => routes): Promise<string> {
  const { store, persistor } = createAppStore({
    baseUrl: 'http://localhost/api/v1',
    onUnauthorized: () => undefined,
    timeoutMs: 0,
    maxRetries: 0,
    retryDelayMs: () => 0,
  });
  await whenRestored(persistor);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error(`/login answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = await html(
    <StrictMode>
      <AppProviders store={store}>
        {/* No hydration data: it is an inline script, which the console's CSP forbids. */}
        {around(<StaticRouterProvider router={router} context={context} hydrate={false} />)}
      </AppProviders>
    </StrictMode>,
  );
  persistor.pause();
  return page;
}

/** The markup of /login for a visitor who is not signed in, which src/main.tsx hydrates. */
export const renderSignInPage = () => signInPage();

/**
 * The CSS of exactly what /login draws, in every theme and density: the page rendered once per
 * variant with antd's runtime styles on (see variantTheme), and what they registered.
 */
export function signInStyles(): Promise<string> {
  return themedStylesOf(async (variant) => {
    const cache = createCache();
    await signInPage((routes) => (
      <StyleProvider cache={cache}>
        <ConfigProvider theme={variantTheme(variant)}>{routes}</ConfigProvider>
      </StyleProvider>
    ));
    return extractStyle(cache, true);
  });
}
