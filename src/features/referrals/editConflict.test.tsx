import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { answerBusinesses } from '../../test/answers';
import { referral, storedTransaction } from '../../test/fixtures/referrals';
import { storeSession } from '../../test/session';

/** The conflict dialog's title: the spec has no such dialog, so these are the console's own words, pinned. */
const CONFLICT_TITLE = 'Someone changed this record while you were editing it';

beforeEach(() => storeSession());

describe('editing a referral or its money made after another admin changed it', () => {
  it('names the referral fields that changed and overwrites on request', async () => {
    answerBusinesses();
    let reads = 0;
    server.use(
      http.get(`${API}/referrals/1`, () => {
        reads += 1;
        return HttpResponse.json({ data: reads === 1 ? referral : { ...referral, importance: 'Low' } });
      }),
      http.patch(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1/edit');
    const name = await screen.findByLabelText('Business Name');
    await user.clear(name);
    await user.type(name, 'Harbour Bakehouse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(within(dialog).getByText('Importance: Hot → Low')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite their changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
    const patch = lines(seen).indexOf('PATCH /referrals/1');
    expect((await sentBodies(seen))[patch]).toMatchObject({
      businessName: 'Harbour Bakehouse',
      importance: 'Hot',
    });
  });

  it('loads the amount another admin saved into the transaction form', async () => {
    let reads = 0;
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
      http.get(`${API}/transactions/12`, () => {
        reads += 1;
        return HttpResponse.json({ data: storedTransaction(12, reads === 1 ? 250.5 : 300, '2024-04-02') });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/referrals/1/transaction/12');
    const amount = await screen.findByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '275');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(within(dialog).getByText('Amount: $250.50 → $300')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue('300'));
    expect(lines(seen)).not.toContain('PUT /transactions/12');
  });
});
