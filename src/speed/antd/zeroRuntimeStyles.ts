/**
 * antd's style generators (antd/es/theme/util/genStyleUtils) as the production build has them
 * (webpack.config.ts; scripts/build/antdZeroRuntimeLoader.cjs calls them without the style
 * functions): hooks that only name the classes the static
 * stylesheet keys on (antd's hash, none here, and the theme's CSS-variable class), without the
 * style functions, the component tokens or the runtime registration of either. Every antd
 * component's CSS comes from the stylesheet made at build time (src/app/prerender/staticStyles.tsx).
 */
import useToken from 'antd/es/theme/useToken';

/** Stands in for genStyleHooks: [hash class, CSS-variable class]. */
export function genStyleHooks() {
  return function useStyle(): [string, string] {
    const [, , hashId, , cssVar] = useToken();
    return [hashId, cssVar?.key ?? ''];
  };
}

/** Stands in for genComponentStyleHook: the hash class. */
export function genComponentStyleHook() {
  return function useStyle(): string {
    return useToken()[2];
  };
}

/** Stands in for genSubStyleComponent: a component that registered styles and drew nothing. */
export function genSubStyleComponent() {
  return function SubStyle() {
    return null;
  };
}

/**
 * antd's helper for the names of a component's own CSS variables, copied as it is: the module it
 * lives in also builds antd's runtime style engine, which this one replaces in the build.
 */
export function genCssVar(antCls: string, component: string) {
  const cssPrefix = `--${antCls.replace(/\./g, '')}-${component}-`;
  const varName = (name: string) => `${cssPrefix}${name}`;
  const varRef = (name: string, fallback?: string) =>
    fallback ? `var(${cssPrefix}${name}, ${fallback})` : `var(${cssPrefix}${name})`;
  return [varName, varRef] as const;
}
