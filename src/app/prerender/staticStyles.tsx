/**
 * antd's styles as static CSS, made at build time (zero runtime: no style is computed or injected
 * in the browser). antd 6 writes its component styles with CSS variables (`var(--ant-…)`), so the
 * rules are the same for every theme and density; only the blocks that declare the variables
 * differ. Those are written once per theme and density, scoped by the attributes the page's
 * preferences script sets on <html> (public/preferences.js): light and comfortable is the default.
 */
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { compile, serialize, stringify } from 'stylis';
import type { Density, ThemeMode } from '../../store/preferences/storedPreferences';
import { CSS_VAR_KEY } from '../../lib/cssVarKey';
import { consoleTheme } from '../theme';

export type Variant = { theme: ThemeMode; density: Density };
const VARIANTS: Variant[] = [
  { theme: 'light', density: 'comfortable' },
  { theme: 'dark', density: 'comfortable' },
  { theme: 'light', density: 'compact' },
  { theme: 'dark', density: 'compact' },
];

/** The top-level rules of a stylesheet (an @media block with its inner rules is one rule). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  return rules.filter(Boolean);
}

const themeRoot = `.${CSS_VAR_KEY}`;

/** A rule that applies only under the given <html> attributes. */
function scoped(rule: string, html: string): string {
  const open = rule.indexOf('{');
  const selector = rule.slice(0, open);
  // The theme's own variables also go on <html>, for plain elements styled with them.
  if (selector === themeRoot) return `${html},${html} ${themeRoot}${rule.slice(open)}`;
  return serialize(compile(`${html}{${rule}}`), stringify);
}

/**
 * antd's runtime styles for one variant: every rule for the default, only the blocks of CSS
 * variables for the others (zero-runtime mode registers those alone). The rules themselves are
 * the same in every variant, since antd writes them with the variables; generating them once
 * saves most of the build's time here.
 */
export function variantTheme(variant: Variant) {
  return { ...consoleTheme(variant.theme, variant.density), zeroRuntime: variant !== VARIANTS[0] };
}

/** The CSS of the given antd components (all of them when none are given) in one variant. */
function componentSheet(variant: Variant, components: string[] | undefined): string {
  const theme = variantTheme(variant);
  return extractStyle({
    includes: components,
    customTheme: (node) => <ConfigProvider theme={theme}>{node}</ConfigProvider>,
  });
}

/**
 * The CSS of the given antd components (all of them when none are given) for every theme and
 * density: rules shared by all variants once, the default's variables on :root too, and each
 * other variant's differing blocks under `html[data-theme][data-density]`.
 */
export function themedStyles(components?: string[]): string {
  return merged(VARIANTS.map((variant) => componentSheet(variant, components)));
}

/** As themedStyles, from a stylesheet made per variant by the caller (e.g. by rendering a page). */
export async function themedStylesOf(sheet: (variant: Variant) => Promise<string>): Promise<string> {
  const sheets: string[] = [];
  for (const variant of VARIANTS) sheets.push(await sheet(variant));
  return merged(sheets);
}

/** The custom properties of a rule that declares nothing else, else null. */
function variablesOf(rule: string): Map<string, string> | null {
  const open = rule.indexOf('{');
  const body = rule.slice(open + 1, -1);
  if (body.includes('{')) return null;
  const variables = new Map<string, string>();
  for (const declaration of body.split(';')) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    if (!name.startsWith('--')) return null;
    variables.set(name, declaration.slice(colon + 1));
  }
  return variables;
}

const selectorOf = (rule: string) => rule.slice(0, rule.indexOf('{'));

/** cssinjs's note of what a server render registered, for its runtime: nothing here reads it. */
const isCacheNote = (rule: string) => rule.startsWith('.data-ant-cssinjs-cache-path{');

function merged(sheets: string[]): string {
  const [base, ...others] = sheets.map((sheet) => topLevelRules(sheet).filter((rule) => !isCacheNote(rule)));
  if (!base) return '';
  // The default's variables per selector, as the cascade leaves them (a later block wins).
  const baseVariables = new Map<string, Map<string, string>>();
  for (const rule of base) {
    const variables = variablesOf(rule);
    if (variables)
      baseVariables.set(
        selectorOf(rule),
        new Map([...(baseVariables.get(selectorOf(rule)) ?? []), ...variables]),
      );
  }
  const out = base.map((rule) => (rule.startsWith(`${themeRoot}{`) ? `:root,${rule}` : rule));
  const baseRules = new Set(base);
  others.forEach((rules, index) => {
    const variant = VARIANTS[index + 1];
    if (!variant) return;
    const html = `html[data-theme="${variant.theme}"][data-density="${variant.density}"]`;
    for (const rule of rules) {
      if (baseRules.has(rule)) continue;
      // The other variants are made of variable blocks (variantTheme); anything else would be a
      // rule antd wrote with a token's value instead of its variable, and is scoped whole.
      // A block of variables carries only those whose value differs from the default's.
      const variables = variablesOf(rule);
      const defaults = baseVariables.get(selectorOf(rule));
      if (variables && defaults) {
        const changed = [...variables].filter(([name, value]) => defaults.get(name) !== value);
        if (changed.length === 0) continue;
        out.push(
          scoped(
            `${selectorOf(rule)}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`,
            html,
          ),
        );
      } else out.push(scoped(rule, html));
    }
  });
  return out.join('');
}
