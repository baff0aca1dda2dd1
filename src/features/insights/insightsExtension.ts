/**
 * Whether the backend offers the optional insights extension (money per month and the money
 * ranking, answered from its database). The one place the page asks; it answers false until the
 * console learns its backend's extensions, so the page shows what the whole lists can tell.
 */
export function useInsightsExtension(): boolean {
  return false;
}
