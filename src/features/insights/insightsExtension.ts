import { useExtension } from '../../api/extensions';

/**
 * Whether the backend offers the optional insights extension (money per month and the money
 * ranking, answered from its database), as discovery found it. False until discovery answers, so
 * the page shows at once what the whole lists can tell.
 */
export function useInsightsExtension(): boolean {
  return useExtension('insights') === true;
}
