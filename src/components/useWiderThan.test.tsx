import { render } from '@testing-library/react';
import { useWiderThan, useWindowAtLeast } from './useWiderThan';

const widthBefore = window.innerWidth;
afterEach(() => {
  window.innerWidth = widthBefore;
});

/** Every value the component was drawn with, in order. */
function drawnWith(width: number): boolean[] {
  window.innerWidth = width;
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useWiderThan('md'));
    return null;
  }
  render(<Probe />);
  return seen;
}

test('knows the width on the first render, so nothing is drawn twice', () => {
  expect(drawnWith(1366)).toEqual([true]);
  expect(drawnWith(375)).toEqual([false]);
});

test('the spec’s md breakpoint starts at 900 px', () => {
  expect(drawnWith(899)).toEqual([false]);
  expect(drawnWith(900)).toEqual([true]);
});

test('a width of its own: at least so many pixels', () => {
  window.innerWidth = 1041;
  const seen: boolean[] = [];
  function Probe({ pixels }: { pixels: number }) {
    seen.push(useWindowAtLeast(pixels));
    return null;
  }
  render(
    <>
      <Probe pixels={1041} />
      <Probe pixels={1042} />
    </>,
  );
  expect(seen).toEqual([true, false]);
});
