/**
 * Build-time rendering, bundled by webpack for Node (webpack.config.ts) so it resolves modules
 * exactly as the browser bundle does: the sign-in page as static HTML, which its own script
 * hydrates (src/signInEntry.tsx), and antd's styles as static CSS (staticStyles.tsx).
 */
import './nodeGlobals';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ColdSignIn } from '../coldSignIn';
import { themedStyles, themedStylesOf, variantTheme } from './staticStyles';

export { themedStyles };

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const notNeededAtBuildTime = () => Promise.reject(new Error('The build only draws the sign-in page'));

/**
 * /login for a visitor who is not signed in, as src/signInEntry.tsx's first render makes it;
 * `around` wraps the form (the style extraction renders it with antd's runtime styles on).
 */
function signInPage(around: (form: ReactNode) => ReactNode = (form) => form): Promise<string> {
  return html(
    <StrictMode>
      <ColdSignIn notice={null} boot={notNeededAtBuildTime} handOver={() => undefined} around={around} />
    </StrictMode>,
  );
}

/** The markup of /login for a visitor who is not signed in, which src/signInEntry.tsx hydrates. */
export const renderSignInPage = () => signInPage();

/**
 * The CSS of exactly what /login draws, in every theme and density: the page rendered once per
 * variant with antd's runtime styles on (see variantTheme), and what they registered.
 */
export function signInStyles(): Promise<string> {
  return themedStylesOf(async (variant) => {
    const cache = createCache();
    await signInPage((form) => (
      <StyleProvider cache={cache}>
        <ConfigProvider theme={variantTheme(variant)}>{form}</ConfigProvider>
      </StyleProvider>
    ));
    return extractStyle(cache, true);
  });
}
