/** When the tags of live changes are handed over to invalidateTags: a lone change at once, a burst once. */
import type { Tag } from '../tags';
import { createTagBatcher } from './tagBatcher';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function batcher() {
  const handed: { at: number; tags: Tag[] }[] = [];
  const started = Date.now();
  const batch = createTagBatcher((tags) => handed.push({ at: Date.now() - started, tags }));
  return { batch, handed };
}

const business = (id: number): Tag => ({ type: 'Business', id });

test('a lone change is handed over 50 ms after it arrives', () => {
  const { batch, handed } = batcher();
  batch.add([business(1), 'Dashboard']);
  jest.advanceTimersByTime(49);
  expect(handed).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(handed).toEqual([{ at: 50, tags: [business(1), 'Dashboard'] }]);
});

test('a burst is handed over once, each tag once, when it pauses', () => {
  const { batch, handed } = batcher();
  for (let id = 1; id <= 1000; id++) batch.add([business(id % 3), 'Dashboard']);
  jest.advanceTimersByTime(20);
  batch.add(['Dashboard']);
  jest.advanceTimersByTime(1000);
  expect(handed).toEqual([{ at: 70, tags: [business(1), 'Dashboard', business(2), business(0)] }]);
});

test('a burst that goes on is handed over 250 ms after it began, and each hand-over 250 ms after the last at least', () => {
  const { batch, handed } = batcher();
  for (let ms = 0; ms < 600; ms += 30) {
    batch.add([business(ms)]);
    jest.advanceTimersByTime(30);
  }
  jest.advanceTimersByTime(1000);
  // A change every 30 ms from 0 to 570: bursts begin at 0, 270 and 540.
  expect(handed.map((handover) => handover.at)).toEqual([250, 520, 770]);
});

test('a change soon after a hand-over waits until 250 ms have passed since it', () => {
  const { batch, handed } = batcher();
  batch.add([business(1)]);
  jest.advanceTimersByTime(100);
  batch.add([business(2)]);
  jest.advanceTimersByTime(1000);
  expect(handed).toEqual([
    { at: 50, tags: [business(1)] },
    { at: 300, tags: [business(2)] },
  ]);
});

test('cancelled, it hands nothing over', () => {
  const { batch, handed } = batcher();
  batch.add([business(1)]);
  batch.cancel();
  jest.advanceTimersByTime(1000);
  expect(handed).toEqual([]);
});
