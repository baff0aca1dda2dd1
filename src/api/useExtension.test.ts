/**
 * `useExtension`, the hook a screen reads an extension's presence with: not known until discovery
 * answers, then offered or not. Through a real store with msw at the network boundary.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { signedIn } from '../store/session/sessionSlice';
import { createAppStore, whenRestored } from '../store/store';
import { testEnvironment } from '../test/environment';
import { ada } from '../test/fixtures/users';
import { useExtension } from './extensions';

describe('useExtension', () => {
  it('is undefined until discovery answers, then says whether the backend offers it', async () => {
    const { store, persistor } = createAppStore(testEnvironment());
    await whenRestored(persistor);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const paging = renderHook(() => useExtension('paging'), { wrapper });
    const history = renderHook(() => useExtension('history'), { wrapper });
    expect(paging.result.current).toBeUndefined();
    act(() => {
      store.dispatch(signedIn({ token: 'admin-token', user: ada }));
    });
    await waitFor(() => expect(paging.result.current).toBe(true));
    expect(history.result.current).toBe(false);
  });
});
