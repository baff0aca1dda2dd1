/** A route id as the positive integer it must be, or null for anything else ('abc', '1.5', '-2'). */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number.parseInt(value, 10);
  return Number.isSafeInteger(id) ? id : null;
}
