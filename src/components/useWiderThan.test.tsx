import { render } from '@testing-library/react';
import { useWiderThan } from './useWiderThan';

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
