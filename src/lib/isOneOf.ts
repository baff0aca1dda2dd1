/** Whether `value` is one of `values`: a type guard for the union a list of literals makes. */
export function isOneOf<V extends string>(
  values: readonly V[],
  value: string | null | undefined,
): value is V {
  return values.some((candidate) => candidate === value);
}
