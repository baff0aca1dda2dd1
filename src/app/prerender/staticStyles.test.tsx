import { themedStylesOf, topLevelRules } from './staticStyles';

describe('static styles for every theme and density', () => {
  it('splits a stylesheet into its top-level rules, an @media block with its rules as one', () => {
    expect(topLevelRules('.a{color:red}@media (min-width:1px){.b{content:"}"}}.c{}')).toEqual([
      '.a{color:red}',
      '@media (min-width:1px){.b{content:"}"}}',
      '.c{}',
    ]);
  });

  it('writes shared rules once and each other variant only the variables it changes', async () => {
    const css = await themedStylesOf(async ({ theme, density }) => {
      const text = theme === 'dark' ? '#fff' : '#000';
      const size = density === 'compact' ? '24px' : '32px';
      return `.console{--ant-color-text:${text};--ant-control-height:${size}}.ant-btn{color:var(--ant-color-text)}`;
    });
    expect(css.match(/\.ant-btn\{/g)).toHaveLength(1);
    expect(css).toContain(':root,.console{--ant-color-text:#000;--ant-control-height:32px}');
    expect(css).toContain(
      'html[data-theme="dark"][data-density="comfortable"],html[data-theme="dark"][data-density="comfortable"] .console{--ant-color-text:#fff}',
    );
    expect(css).toContain(
      'html[data-theme="light"][data-density="compact"],html[data-theme="light"][data-density="compact"] .console{--ant-control-height:24px}',
    );
    expect(css).toContain(
      'html[data-theme="dark"][data-density="compact"],html[data-theme="dark"][data-density="compact"] .console{--ant-color-text:#fff;--ant-control-height:24px}',
    );
  });

  it('scopes a differing rule that is not a block of variables, inside @media too', async () => {
    const css = await themedStylesOf(async ({ theme }) =>
      theme === 'dark'
        ? '@media (min-width:600px){.ant-tag{color:#fff}}'
        : '@media (min-width:600px){.ant-tag{color:#000}}',
    );
    expect(css.startsWith('@media (min-width:600px){.ant-tag{color:#000}}')).toBe(true);
    expect(css).toMatch(
      /@media \(min-width:600px\)\{html\[data-theme="dark"\]\[data-density="comfortable"\] \.ant-tag\{color:#fff;\}\}/,
    );
  });
});
