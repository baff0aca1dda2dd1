import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { baseApi } from './baseApi';
import { isApiEnvironment, type ApiEnvironment } from './environment';
import {
  offeredIn,
  selectExtension,
  SPEC_ONLY,
  isExtensionsState,
  type ExtensionName,
  type ExtensionsRootState,
  type ExtensionsState,
  type Offered,
} from './offeredExtensions';

/**
 * What `GET /extensions` answered: a backend's own word on what it offers, so no extension needs
 * to guess from the status of its own first request. Any answer other than a well-formed list
 * (404, 405, 400, 501, an HTML page, a network error, a timeout, even a 401) is a backend that
 * keeps the specification's promises only. The request is never retried and never ends the
 * session: the spec's own operations do not depend on it.
 */
async function askBackend(env: ApiEnvironment, token: string | null): Promise<Offered> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), env.timeoutMs);
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers['x-auth-token'] = token;
    const response = await fetch(`${env.baseUrl}/extensions`, { headers, signal: abort.signal });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('json')) return SPEC_ONLY;
    return offeredIn(await response.json()) ?? SPEC_ONLY;
  } catch {
    return SPEC_ONLY;
  } finally {
    clearTimeout(timer);
  }
}

/** A function, so that the state is typed as the union rather than narrowed to its first case. */
const unknownState = (): ExtensionsState => ({ status: 'unknown' });

/** Forgotten with the cache, at sign-out: the next session asks again. */
export const extensionsSlice = createSlice({
  name: 'extensions',
  initialState: unknownState(),
  reducers: {
    extensionsDiscovered: (_state, action: PayloadAction<Offered>): ExtensionsState => ({
      status: 'known',
      offered: action.payload,
    }),
  },
  extraReducers: (builder) => builder.addMatcher(baseApi.util.resetApiState.match, unknownState),
});

const { extensionsDiscovered } = extensionsSlice.actions;

type SessionRootState = { session: { token: string | null } };

/** The questions on their way, by store (its environment) and session token: each is asked once. */
const asking = new WeakMap<ApiEnvironment, { token: string | null; answer: Promise<Offered> }>();

/**
 * Learns what the backend offers, once per session: the stored answer when there is one, the
 * question already on its way, or a new one. Resolves with the extensions offered.
 */
export const discoverExtensions =
  () =>
  (
    dispatch: (action: PayloadAction<Offered>) => unknown,
    getState: () => unknown,
    extra: unknown,
  ): Promise<Offered> => {
    const state = getState();
    if (isExtensionsState(state) && state.extensions.status === 'known')
      return Promise.resolve(state.extensions.offered);
    if (!isApiEnvironment(extra)) return Promise.resolve(SPEC_ONLY);
    const token = extra.token();
    const pending = asking.get(extra);
    if (pending && pending.token === token) return pending.answer;
    const answer = askBackend(extra, token).then((offered) => {
      const current = asking.get(extra)?.answer === answer;
      if (current) asking.delete(extra);
      // An answer for a session that has since ended is not kept.
      if (current && extra.token() === token) dispatch(extensionsDiscovered(offered));
      return offered;
    });
    asking.set(extra, { token, answer });
    return answer;
  };

/** Asks once a session begins: at sign-in, or when a kept session is restored. */
export const discoveryListener = createListenerMiddleware();

discoveryListener.startListening.withTypes<ExtensionsRootState & SessionRootState>()({
  predicate: (_action, current, previous) =>
    current.session.token !== null && current.session.token !== previous.session.token,
  effect: async (_action, api) => {
    await api.dispatch(discoverExtensions());
  },
});

const useExtensionsSelector = useSelector.withTypes<ExtensionsRootState>();

/** `selectExtension` for a component. */
export function useExtension(name: ExtensionName): boolean | undefined {
  return useExtensionsSelector((state) => selectExtension(state, name));
}
