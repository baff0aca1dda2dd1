/**
 * Build-time rendering, bundled by webpack for Node (webpack.config.ts) so it resolves modules
 * exactly as the browser bundle does: the sign-in page as static HTML, which the browser bundle
 * hydrates (src/main.tsx), and antd's styles as static CSS (staticStyles.tsx).
 */
import './nodeGlobals';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { appRoutes } from '../routes';
import { createAppStore, whenRestored } from '../store';
import { themedStyles } from './staticStyles';

export { themedStyles };

/** The markup of /login for a visitor who is not signed in, as the browser's first render makes it. */
export async function renderSignInPage(): Promise<string> {
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
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders store={store}>
        {/* No hydration data: it is an inline script, which the console's CSP forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  persistor.pause();
  return Buffer.concat(chunks).toString('utf8');
}
