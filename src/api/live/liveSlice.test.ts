import { createAppStore } from '../../store/store';
import { testEnvironment } from '../../test/environment';
import { baseApi } from '../baseApi';
import { changeCountByOthers, changedByOthers, liveModeChanged } from './liveSlice';

describe('the live slice', () => {
  it('starts off, with no change by others known', () => {
    const { store } = createAppStore(testEnvironment());
    expect(store.getState().live).toEqual({ mode: 'off', changedByOthers: {} });
    expect(changeCountByOthers(store.getState(), 'BUSINESS', 7)).toBe(0);
  });

  it('counts the changes others made to each record, over every batch', () => {
    const { store } = createAppStore(testEnvironment());
    store.dispatch(
      changedByOthers([
        { model: 'BUSINESS', id: 7 },
        { model: 'BUSINESS', id: 7 },
        { model: 'REGION', id: 7 },
      ]),
    );
    store.dispatch(changedByOthers([{ model: 'BUSINESS', id: 7 }]));
    expect(store.getState().live.changedByOthers).toEqual({ 'BUSINESS:7': 3, 'REGION:7': 1 });
    expect(changeCountByOthers(store.getState(), 'BUSINESS', 7)).toBe(3);
    expect(changeCountByOthers(store.getState(), 'REGION', 7)).toBe(1);
    expect(changeCountByOthers(store.getState(), 'USER', 7)).toBe(0);
  });

  it('keeps the mode it is told, and forgets everything with the cache at sign-out', () => {
    const { store } = createAppStore(testEnvironment());
    store.dispatch(liveModeChanged('live'));
    store.dispatch(changedByOthers([{ model: 'USER', id: 2 }]));
    expect(store.getState().live).toEqual({ mode: 'live', changedByOthers: { 'USER:2': 1 } });
    store.dispatch(liveModeChanged('reconnecting'));
    expect(store.getState().live.changedByOthers).toEqual({ 'USER:2': 1 });
    store.dispatch(baseApi.util.resetApiState());
    expect(store.getState().live).toEqual({ mode: 'off', changedByOthers: {} });
  });
});
