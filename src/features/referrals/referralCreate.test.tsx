import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { chooseOption } from '../../test/antd';
import { answerBusinesses } from '../../test/answers';
import { businesses } from '../../test/fixtures/businesses';
import { referral, referralList } from '../../test/fixtures/referrals';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

describe('/referrals/create', () => {
  it('sends the required fields trimmed, leaves empty optional fields out, and goes to /referrals', async () => {
    answerBusinesses();
    server.use(
      http.post(`${API}/referrals`, () => HttpResponse.json({ data: referral }, { status: 201 })),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: referralList })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Referral' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByLabelText('First Name'), '  Grace ');
    await user.type(screen.getByLabelText('Last Name'), '   ');
    await user.type(screen.getByLabelText('Mobile'), '0400123456');
    await user.type(screen.getByLabelText('Business Name'), ' Harbour Bakery');
    await chooseOption(user, 'Referrer', 'Acme Plumbing', 'acme');
    await chooseOption(user, 'Referred To', 'Bolt Electric', 'bolt');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals'));
    const posted = seen.findIndex((request) => request.method === 'POST');
    expect((await sentBodies(seen))[posted]).toEqual({
      firstName: 'Grace',
      mobile: '0400123456',
      businessName: 'Harbour Bakery',
      importance: 'Hot',
      referrer: 7,
      referredTo: 8,
    });
  });

  it('sends every field when all are filled, trimmed', async () => {
    answerBusinesses();
    server.use(
      http.post(`${API}/referrals`, () => HttpResponse.json({ data: referral }, { status: 201 })),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: referralList })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/create');
    await user.type(await screen.findByLabelText('First Name'), 'Grace');
    await user.type(screen.getByLabelText('Last Name'), ' Hopper ');
    await user.type(screen.getByLabelText('Email'), ' grace@example.com ');
    await user.type(screen.getByLabelText('Mobile'), '0400123456');
    await user.type(screen.getByLabelText('Website'), 'https://harbour.example.com');
    await user.type(screen.getByLabelText('Business Name'), 'Harbour Bakery');
    await user.click(screen.getByRole('combobox', { name: 'Importance' }));
    await user.click(await screen.findByTitle('Medium'));
    await chooseOption(user, 'Referrer', 'Cedar Cafe', 'cedar');
    await chooseOption(user, 'Referred To', 'Acme Plumbing', 'acme');
    await user.type(screen.getByLabelText('Additional Information'), 'Needs an oven ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals'));
    expect(lines(seen)).toContain('POST /referrals');
    const bodies = await sentBodies(seen);
    expect(bodies.find(Boolean)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      mobile: '0400123456',
      website: 'https://harbour.example.com',
      businessName: 'Harbour Bakery',
      importance: 'Medium',
      description: 'Needs an oven',
      referrer: 9,
      referredTo: 7,
    });
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    answerBusinesses();
    server.use(
      http.post(`${API}/referrals`, () =>
        HttpResponse.json(
          {
            message: 'Please correct the following: email: Must be an email address',
            data: [{ key: 'email', message: 'Must be an email address' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderApp('/referrals/create');
    await user.type(await screen.findByLabelText('First Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.c');
    await user.type(screen.getByLabelText('Mobile'), '0400123456');
    await user.type(screen.getByLabelText('Business Name'), 'Harbour Bakery');
    await chooseOption(user, 'Referrer', 'Acme Plumbing', 'acme');
    await chooseOption(user, 'Referred To', 'Bolt Electric', 'bolt');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const message = await screen.findByText('Must be an email address');
    expect(screen.getByLabelText('Email').closest('.ant-form-item')).toContainElement(message);
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.c');
    expect(router.state.location.pathname).toBe('/referrals/create');
  });

  it('says when the businesses cannot be loaded and loads them again on Try again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/businesses`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Businesses unavailable' }, { status: 503 })
          : HttpResponse.json({ data: businesses });
      }),
    );
    const { user } = renderApp('/referrals/create');
    expect(await screen.findByText('Businesses unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Businesses unavailable')).toBeNull());
    await chooseOption(user, 'Referrer', 'Cedar Cafe', 'cedar');
  });
});
