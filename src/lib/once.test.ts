import { once } from './once';

test('makes the value on its first use, and only once', () => {
  let made = 0;
  const value = once(() => ({ made: ++made }));
  expect(made).toBe(0);
  expect(value()).toEqual({ made: 1 });
  expect(value()).toBe(value());
  expect(made).toBe(1);
});
