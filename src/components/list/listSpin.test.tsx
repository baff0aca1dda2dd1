/**
 * The list's spinner: over an empty list at once; over rows already shown only when the answer is
 * slow, so a quick refetch does not flash a blur over them.
 */
import { act, render, screen } from '@testing-library/react';
import { Spin } from 'antd';
import { listSpin } from './listSpin';

const busy = () => document.querySelector('[aria-busy="true"]');

function List({ loading, rows }: { loading: boolean; rows: string[] }) {
  return (
    <Spin {...listSpin(loading, rows.length)}>
      <ul aria-label="Places">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </Spin>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('listSpin', () => {
  it('spins at once over a list that has no rows yet', () => {
    render(<List loading rows={[]} />);
    expect(busy()).not.toBeNull();
  });

  it('leaves rows already shown uncovered for 200 ms of a refetch, then spins', () => {
    const view = render(<List loading={false} rows={['North', 'South']} />);
    view.rerender(<List loading rows={['North', 'South']} />);
    act(() => jest.advanceTimersByTime(190));
    expect(busy()).toBeNull();
    act(() => jest.advanceTimersByTime(20));
    expect(busy()).not.toBeNull();
    expect(screen.getByText('North')).toBeTruthy();
  });

  it('never spins over rows when the answer comes within 200 ms', () => {
    const view = render(<List loading={false} rows={['North']} />);
    view.rerender(<List loading rows={['North']} />);
    act(() => jest.advanceTimersByTime(50));
    view.rerender(<List loading={false} rows={['East']} />);
    act(() => jest.advanceTimersByTime(500));
    expect(busy()).toBeNull();
    expect(screen.getByText('East')).toBeTruthy();
  });
});
