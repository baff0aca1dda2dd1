import { screen, waitFor } from '@testing-library/react';
import { chooseOption, chosenText, openOptions } from '../../test/antd';
import { captureCsvDownloads } from '../../test/csvCapture';
import { logMessages, openLogs, searchParams } from '../../test/logList';
import { storeSession } from '../../test/session';

/** The audit log's search, filters and export, on a log answered whole (logs.test.tsx: the rest). */

beforeEach(() => storeSession());

describe('/logs filters', () => {
  it('offers exactly the spec’s actions and filters by the one chosen, keeping it in the URL', async () => {
    const { user, router } = await openLogs();
    const options = await openOptions(user, 'Action');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Create',
      'Update',
      'Delete',
      'Invite',
      'Verify',
      'Login',
      'Password Reset',
      'Request Password Reset',
    ]);
    const create = options.find((option) => option.textContent === 'Create');
    if (!create) throw new Error('No Create option');
    await user.click(create);
    await waitFor(() => expect(logMessages()).toEqual(['Created referral to Acme', 'Created region North']));
    expect(searchParams(router).get('action')).toBe('CREATE');

    await chooseOption(user, 'Action', 'Password Reset');
    await waitFor(() => expect(logMessages()).toEqual(['Password changed']));
    await chooseOption(user, 'Action', 'Request Password Reset');
    await waitFor(() => expect(logMessages()).toEqual(['Reset requested']));

    await chooseOption(user, 'Action', 'All');
    await waitFor(() => expect(logMessages()).toHaveLength(9));
    expect(searchParams(router).get('action')).toBeNull();
  });

  it('searches the user and the readable action too', async () => {
    const { user } = await openLogs();
    const search = screen.getByRole('textbox', { name: 'Search logs' });
    await user.click(search);
    await user.paste('user deleted');
    await waitFor(() => expect(logMessages()).toEqual(['Deleted category Bakers']));
    await user.clear(search);
    await user.paste('request password');
    await waitFor(() => expect(logMessages()).toEqual(['Reset requested']));
  });

  it('filters by type (the model)', async () => {
    const { user, router } = await openLogs();
    await chooseOption(user, 'Type', 'Referral');
    await waitFor(() => expect(logMessages()).toEqual(['Created referral to Acme']));
    expect(searchParams(router).get('model')).toBe('REFERRAL');
    await chooseOption(user, 'Type', 'User');
    await waitFor(() => expect(logMessages()).toHaveLength(5));
  });

  it('filters by a date range, both days included', async () => {
    await openLogs('/logs?from=2024-03-10&to=2024-03-31');
    expect(logMessages()).toEqual([
      'Reset requested',
      'Ada signed in',
      'Carol verified',
      'Invited Carol',
      'Deleted category Bakers',
    ]);
    expect(screen.getByPlaceholderText('From date')).toHaveValue('10 Mar 2024');
    expect(screen.getByPlaceholderText('To date')).toHaveValue('31 Mar 2024');
  });

  it('filters from a day onwards when only the start is set', async () => {
    await openLogs('/logs?from=2024-04-01');
    expect(logMessages()).toEqual(['Created referral to Acme', 'Password changed']);
  });

  it('sets the date range from the picker', async () => {
    const { user, router } = await openLogs();
    const from = () => screen.getByPlaceholderText('From date');
    await user.click(from());
    // Clicked before the picker's code is in, its look-alike hands the focus to the picker.
    await waitFor(() => expect(from()).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(from()).toHaveFocus());
    await user.keyboard('2024-04-01');
    await user.keyboard('{Enter}');
    await user.paste('2024-04-01');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(logMessages()).toEqual(['Password changed']));
    expect(searchParams(router).get('from')).toBe('2024-04-01');
    expect(searchParams(router).get('to')).toBe('2024-04-01');
  });

  it('restores every filter from a shared link and clears them all at once', async () => {
    const { user, router } = await openLogs('/logs?action=CREATE&model=REGION&q=north&page=1');
    expect(logMessages()).toEqual(['Created region North']);
    expect(screen.getByRole('textbox', { name: 'Search logs' })).toHaveValue('north');
    expect(chosenText('Action')).toContain('Create');
    expect(chosenText('Type')).toContain('Region');

    await user.click(screen.getByRole('button', { name: /Clear filters/ }));
    await waitFor(() => expect(logMessages()).toHaveLength(9));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: /Clear filters/ })).not.toBeInTheDocument();
  });

  it('ignores filter values it does not know', async () => {
    await openLogs('/logs?action=DROP_TABLES&model=PLANET&from=2024-02-30&to=soon');
    expect(logMessages()).toHaveLength(9);
  });

  it('exports the filtered logEntries to CSV, newest first', async () => {
    const downloads = captureCsvDownloads();
    const { user } = await openLogs('/logs?action=CREATE');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloads.files[0]?.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.files[0]?.text).toBe(
      [
        'Message,Type,Action,User Responsible,Date',
        'Created referral to Acme,Referral,Create,Bob Builder,2024-04-02T16:45:00Z',
        'Created region North,Region,Create,Ada Lovelace,2024-03-01T09:00:00Z',
      ].join('\r\n'),
    );
    downloads.restore();
  });
});
