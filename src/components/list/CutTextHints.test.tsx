import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CellText } from './CellText';
import { CutTextHints } from './CutTextHints';

// jsdom lays nothing out: a text longer than 12 characters is what this test's line cuts.
const WIDTH = 100;
const cutWidth = (element: HTMLElement) => ((element.textContent ?? '').length > 12 ? WIDTH * 2 : WIDTH);
const saved = {
  scrollWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return cutWidth(this);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
});

afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  if (saved.scrollWidth) Object.defineProperty(Element.prototype, 'scrollWidth', saved.scrollWidth);
  if (saved.clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', saved.clientWidth);
});

const LONG = 'Acme Plumbing and Gas Fitting';
/** A cell's text, not the tooltip's copy of it. */
const cell = (text: string) => screen.getByText(text, { ignore: '[role="tooltip"], [role="tooltip"] *' });

function Cells() {
  return (
    <CutTextHints rows="page 1">
      <CellText text={LONG}>{LONG}</CellText>
      <CellText text="Short">Short</CellText>
      <CellText text="Harbour View Bakery" interactive>
        <a href="/businesses/7">Harbour View Bakery</a>
      </CellText>
    </CutTextHints>
  );
}

test('a cut cell shows its whole text on hover, and hides it when the pointer leaves', async () => {
  const user = userEvent.setup();
  render(<Cells />);
  await user.hover(cell(LONG));
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  await user.unhover(cell(LONG));
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
});

test('a cell the line does not cut shows no tooltip', async () => {
  const user = userEvent.setup();
  render(<Cells />);
  await user.hover(cell('Short'));
  expect(screen.queryByRole('tooltip')).toBeNull();
});

test('the keyboard reaches a cut plain cell and a link, each showing its whole text; a whole cell is skipped', async () => {
  const user = userEvent.setup();
  render(<Cells />);
  // The cut cell is given its place in the tab order after the rows are drawn.
  await waitFor(() => expect(cell(LONG)).toHaveAttribute('tabindex', '0'));
  expect(cell('Short')).not.toHaveAttribute('tabindex');

  await user.tab();
  expect(cell(LONG)).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);

  await user.tab();
  expect(screen.getByRole('link', { name: 'Harbour View Bakery' })).toHaveFocus();
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Harbour View Bakery'));
});
