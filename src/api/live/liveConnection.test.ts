import { backoffWithJitter } from './liveConnection';

describe('backoffWithJitter', () => {
  it('waits between half and all of 1 s, 2 s, 4 s … before each reconnect', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffWithJitter(attempt, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([0, 1, 2, 3].map((attempt) => backoffWithJitter(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(backoffWithJitter(2, () => 0.5)).toBe(3000);
  });

  it('never waits more than 30 s, however many attempts failed', () => {
    expect(backoffWithJitter(5, () => 1)).toBe(30_000);
    expect(backoffWithJitter(40, () => 1)).toBe(30_000);
    expect(backoffWithJitter(40, () => 0)).toBe(15_000);
  });
});
