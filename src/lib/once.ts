/**
 * A value made on its first use rather than when its module loads. For Intl's formatters and
 * collators: the first one made loads the locale's data, about 30 to 50 ms on a slow phone, which a
 * module-level one spends on the way to a page's first rows whether the page formats with it or not.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
