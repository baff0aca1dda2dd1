import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { chooseOption } from '../../test/antd';
import { answerBusinesses } from '../../test/answers';
import { referral } from '../../test/fixtures/referrals';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

describe('/referrals/:referralId/edit', () => {
  const partial = { ...referral, lastName: null, website: null, description: '' };

  it('prefills the form, sends only non-empty fields with the businesses as ids, and goes to the detail', async () => {
    let current = partial;
    answerBusinesses();
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: current })),
      http.patch(`${API}/referrals/1`, () => {
        current = {
          ...current,
          businessName: 'Harbour Bakehouse',
          referredTo: { id: 9, name: 'Cedar Cafe' },
        };
        return HttpResponse.json({ data: current });
      }),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Referral' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
    expect(screen.getByLabelText('Mobile')).toHaveValue('0400123456');
    expect(screen.getByLabelText('Business Name')).toHaveValue('Harbour Bakery');
    const referrerItem = screen.getByRole('combobox', { name: 'Referrer' }).closest('.ant-form-item');
    expect(referrerItem).toHaveTextContent('Acme Plumbing');
    expect(screen.getByRole('combobox', { name: 'Importance' }).closest('.ant-form-item')).toHaveTextContent(
      'Hot',
    );
    expect(screen.getByRole('link', { name: 'Back to the referral' })).toHaveAttribute(
      'href',
      '/referrals/1',
    );

    const name = screen.getByLabelText('Business Name');
    await user.clear(name);
    await user.type(name, 'Harbour Bakehouse ');
    await chooseOption(user, 'Referred To', 'Cedar Cafe', 'cedar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Bakehouse' })).toBeInTheDocument();

    expect(lines(seen).slice(0, 2).sort()).toEqual(['GET /businesses', 'GET /referrals/1?extended=true']);
    const patch = seen.findIndex((request) => request.method === 'PATCH');
    expect(lines(seen)[patch]).toBe('PATCH /referrals/1');
    expect((await sentBodies(seen))[patch]).toEqual({
      firstName: 'Grace',
      email: 'grace@example.com',
      mobile: '0400123456',
      businessName: 'Harbour Bakehouse',
      importance: 'Hot',
      referrer: 7,
      referredTo: 9,
    });
  });

  it('refuses the same business at both ends before sending', async () => {
    answerBusinesses();
    server.use(http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })));
    const seen = recordRequests();
    const { user } = renderApp('/referrals/1/edit');
    await screen.findByLabelText('First Name');
    await chooseOption(user, 'Referred To', 'Acme Plumbing', 'acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Referrer and referred-to must be different businesses'),
    ).toBeInTheDocument();
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the not-found page when the referral fails to load', async () => {
    answerBusinesses();
    server.use(
      http.get(`${API}/referrals/99`, () =>
        HttpResponse.json({ message: 'Referral not found' }, { status: 404 }),
      ),
    );
    renderApp('/referrals/99/edit');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the not-found page for an id that is not an id, without asking for it', async () => {
    answerBusinesses();
    const seen = recordRequests();
    renderApp('/referrals/abc/edit');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(lines(seen).filter((line) => line.startsWith('GET /referrals'))).toEqual([]);
  });

  it('asks before Cancel throws away changes', async () => {
    answerBusinesses();
    server.use(http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })));
    const { user, router } = renderApp('/referrals/1/edit');
    await user.type(await screen.findByLabelText('First Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
  });
});
