import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { answerBusinesses } from '../../test/answers';
import { bob } from '../../test/fixtures/users';
import { storeSession } from '../../test/session';

/** The conflict dialog's title: the spec has no such dialog, so these are the console's own words, pinned. */
const CONFLICT_TITLE = 'Someone changed this record while you were editing it';

beforeEach(() => storeSession());

describe('editing a user another admin changed meanwhile', () => {
  it('names the changed fields, and loads their version on request', async () => {
    answerBusinesses();
    let reads = 0;
    server.use(
      http.get(`${API}/users/2`, () => {
        reads += 1;
        return HttpResponse.json({
          data: reads === 1 ? bob : { ...bob, isAdmin: true, mobile: '0499999999' },
        });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/users/2/edit');
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Robert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(within(dialog).getByText('Mobile: 0400000002 → 0499999999')).toBeInTheDocument();
    expect(within(dialog).getByText('Admin: No → Yes')).toBeInTheDocument();
    expect(within(dialog).queryByText(/First name/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile')).toHaveValue('0499999999'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Bob');
    expect(lines(seen)).not.toContain('PUT /users/2');
  });
});
