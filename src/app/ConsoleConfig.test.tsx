/**
 * antd's look in each build: `npm run dev` and the plain build have no static stylesheet, so antd
 * must compute its styles in the browser there (a dev server with zero-runtime mode on showed
 * browser-grey buttons and inputs without borders); the tuned build's stylesheet has them, so none
 * are computed. webpack writes the build into process.env.CONSOLE_BUILD, as set here.
 */
import { render, screen } from '@testing-library/react';
import { Button, Input } from 'antd';
import { ConsoleConfig } from './ConsoleConfig';

const build = process.env.CONSOLE_BUILD;
afterEach(() => {
  process.env.CONSOLE_BUILD = build;
  document.head.innerHTML = '';
});

/**
 * The properties antd's CSS in the page sets for a class (its own custom properties aside, which
 * zero-runtime mode still writes): `background`, `border`… for a styled button.
 */
function styledProperties(className: string): string[] {
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return css
    .split('}')
    .flatMap((rule) => {
      const [selector = '', body = ''] = rule.split('{').slice(-2);
      return selector.includes(`.${className}`) ? body.split(';') : [];
    })
    .map((declaration) => declaration.split(':')[0]?.trim() ?? '')
    .filter((property) => property !== '' && !property.startsWith('--'));
}

function renderConsole() {
  render(
    <ConsoleConfig theme="light" density="comfortable">
      <Button type="primary">Save</Button>
      <Input aria-label="Name" />
    </ConsoleConfig>,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('ant-btn-primary');
}

it.each(['development', 'plain'])('styles buttons and inputs in the browser in the %s build', (name) => {
  process.env.CONSOLE_BUILD = name;
  renderConsole();
  expect(styledProperties('ant-btn')).toEqual(expect.arrayContaining(['background', 'border']));
  expect(styledProperties('ant-input')).toEqual(expect.arrayContaining(['border']));
});

it('computes no styles in the tuned build, whose static stylesheet has them', () => {
  process.env.CONSOLE_BUILD = 'tuned';
  renderConsole();
  expect(styledProperties('ant-btn')).toEqual([]);
  expect(styledProperties('ant-input')).toEqual([]);
});
