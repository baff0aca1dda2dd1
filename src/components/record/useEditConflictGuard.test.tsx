import { StyleProvider } from '@ant-design/cssinjs';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { apiStore } from '../../test/apiStore';
import { useEditConflictGuard, type WatchedField } from './useEditConflictGuard';
import { FeedbackProvider } from '../feedback/FeedbackProvider';

type Place = {
  id: number;
  name: string;
  open: boolean;
  tags: string[];
  note?: string | null;
  owner: { id: number } | null;
};

const fields: WatchedField<Place>[] = [
  { label: 'Name', read: (place) => place.name },
  { label: 'Open', read: (place) => place.open },
  { label: 'Tags', read: (place) => place.tags },
  { label: 'Note', read: (place) => place.note },
  { label: 'Owner', read: (place) => place.owner },
];

const loaded: Place = { id: 4, name: 'North', open: true, tags: [], note: null, owner: { id: 1 } };

/** antd's dialogs for `useFeedback`, inside a store of its own (the services load once the page settles). */
const wrapperWith =
  (store: ReturnType<typeof apiStore>) =>
  ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <StyleProvider mock="server">
        <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </ConfigProvider>
      </StyleProvider>
    </Provider>
  );

const TITLE = 'Someone changed this record while you were editing it';

/** The guard for `loaded`, the backend answering `now` to each fresh read. */
function renderGuard(now: () => Place | null, from: Place = loaded) {
  const readFresh = jest.fn(async () => now());
  const onReload = jest.fn();
  const view = renderHook(
    ({ read }: { read: () => Promise<Place | null> }) =>
      useEditConflictGuard({ loaded: from, readFresh: read, fields, onReload }),
    { wrapper: wrapperWith(apiStore()), initialProps: { read: readFresh as () => Promise<Place | null> } },
  );
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  /** Starts the check; its outcome once the admin has answered (or at once). */
  const check = () => {
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = view.result.current();
    });
    return outcome;
  };
  return { ...view, readFresh, onReload, user, check };
}

const dialog = () => screen.findByRole('dialog', { name: TITLE });

/** The dialog's list of changes, line by line. */
const changeLines = (shown: HTMLElement) =>
  within(shown)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('useEditConflictGuard', () => {
  it('lets the save go ahead when nobody changed the watched fields', async () => {
    // The id is not watched; a note missing and a note null are the same empty note.
    const { check, readFresh } = renderGuard(() => ({ ...loaded, id: 5, note: undefined }));
    await expect(check()).resolves.toBe(true);
    expect(readFresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the save go ahead when the record cannot be read now (the save finds out)', async () => {
    const { check } = renderGuard(() => null);
    await expect(check()).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each changed field, before and now, and only those', async () => {
    const { check } = renderGuard(() => ({
      ...loaded,
      name: 'Northern Rivers',
      open: false,
      tags: ['coast', 'rivers'],
      note: 'Call back',
      owner: { id: 2 },
    }));
    void check();
    const shown = await dialog();
    expect(within(shown).getByText('Their changes, since you opened this form:')).toBeInTheDocument();
    expect(changeLines(shown)).toEqual([
      'Name: North → Northern Rivers',
      'Open: Yes → No',
      'Tags: (none) → coast, rivers',
      'Note: (empty) → Call back',
      'Owner: {"id":1} → {"id":2}',
    ]);
  });

  it('shows a field emptied or switched on the other way round', async () => {
    const { check } = renderGuard(() => ({ ...loaded, name: '', open: false, tags: ['coast'], owner: null }));
    void check();
    expect(changeLines(await dialog())).toEqual([
      'Name: North → (empty)',
      'Open: Yes → No',
      'Tags: (none) → coast',
      'Owner: {"id":1} → (empty)',
    ]);
  });

  it('keeps editing: no save, nothing reloaded, and the next save asks again', async () => {
    const { check, user, onReload } = renderGuard(() => ({ ...loaded, name: 'Northern Rivers' }));
    const outcome = check();
    await user.click(within(await dialog()).getByRole('button', { name: 'Keep editing' }));
    await expect(outcome).resolves.toBe(false);
    expect(onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    void check();
    expect(changeLines(await dialog())).toEqual(['Name: North → Northern Rivers']);
  });

  it('closing the dialog keeps editing too', async () => {
    const { check, user, onReload } = renderGuard(() => ({ ...loaded, name: 'Northern Rivers' }));
    const outcome = check();
    await dialog();
    await user.keyboard('{Escape}');
    await expect(outcome).resolves.toBe(false);
    expect(onReload).not.toHaveBeenCalled();
  });

  it('loads their version into the form, without saving, and compares with it from then on', async () => {
    const theirs = { ...loaded, name: 'Northern Rivers' };
    const { check, user, onReload } = renderGuard(() => theirs);
    const outcome = check();
    await user.click(within(await dialog()).getByRole('button', { name: 'Load their version' }));
    await expect(outcome).resolves.toBe(false);
    expect(onReload).toHaveBeenCalledWith({
      id: 4,
      name: 'Northern Rivers',
      open: true,
      tags: [],
      note: null,
      owner: { id: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(check()).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('overwrites their changes when the admin says so, and does not ask again for the same version', async () => {
    const { check, user, onReload } = renderGuard(() => ({ ...loaded, name: 'Northern Rivers' }));
    const outcome = check();
    await user.click(within(await dialog()).getByRole('button', { name: 'Overwrite their changes' }));
    await expect(outcome).resolves.toBe(true);
    expect(onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(check()).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a field that had no value as empty', async () => {
    const { check } = renderGuard(() => ({ ...loaded, note: 'Call back' }), { ...loaded, note: undefined });
    void check();
    expect(changeLines(await dialog())).toEqual(['Note: (empty) → Call back']);
  });

  it('reads the record with the latest readFresh it was given', async () => {
    const { check, rerender } = renderGuard(() => loaded);
    rerender({ read: async () => ({ ...loaded, name: 'Northern Rivers' }) });
    void check();
    expect(changeLines(await dialog())).toEqual(['Name: North → Northern Rivers']);
  });

  it('sets the changes apart and offers overwriting as the primary, dangerous choice', async () => {
    const { check } = renderGuard(() => ({ ...loaded, name: 'Northern Rivers' }));
    void check();
    const shown = await dialog();
    expect(within(shown).getByRole('list')).toHaveStyle({ paddingInlineStart: '20px' });
    const overwrite = within(shown).getByRole('button', { name: 'Overwrite their changes' });
    expect(overwrite).toHaveClass('ant-btn-primary', 'ant-btn-dangerous');
    expect(within(shown).getByRole('button', { name: 'Keep editing' })).not.toHaveClass('ant-btn-primary');
    expect(overwrite.parentElement).toHaveStyle({ marginTop: '12px' });
  });
});
