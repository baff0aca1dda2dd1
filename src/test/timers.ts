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

/**
 * Lets `ms` of real time pass inside act(), for a test that gives something that must not happen
 * (a request, a message) every chance to: what does happen meanwhile renders before the test looks.
 */
export async function letTimePass(ms: number): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
