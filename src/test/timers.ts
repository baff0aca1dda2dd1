import { act } from '@testing-library/react';

/**
 * Moves jest's fake clock on by `ms` inside act(), so what the timers start (a redirect, a state
 * change) has rendered before the test looks.
 */
export async function advanceClock(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
