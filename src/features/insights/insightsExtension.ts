import { useExtension } from '../../api/extensions';

/**
 * Whether the backend offers the optional insights extension (all the figures and the money,
 * answered from its database), as discovery found it; undefined until discovery answers, so the
 * page asks either for that one answer or for the whole lists, never for both.
 */
export function useInsightsExtension(): boolean | undefined {
  return useExtension('insights');
}
