import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { chooseOption } from '../../test/antd';
import { answerBusinesses, answerUserLists } from '../../test/answers';
import { businesses } from '../../test/fixtures/businesses';
import { carol, graceInput } from '../../test/fixtures/users';
import { expectFieldError, fillFields } from '../../test/forms';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

describe('/users/create', () => {
  it("is titled 'Create New User' and invites with the payload the spec names, then goes to /users", async () => {
    answerBusinesses();
    answerUserLists();
    server.use(
      http.post(`${API}/auth/register`, () =>
        HttpResponse.json({ data: { ...carol, id: 20, firstName: 'Grace' } }, { status: 201 }),
      ),
    );
    const { user, router } = renderApp('/users/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New User' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();
    const seen = recordRequests();
    await fillFields(user, graceInput);
    await user.click(screen.getByRole('switch', { name: 'Admin' }));
    await chooseOption(user, 'Business', 'Bolt Electric', 'bolt');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(lines(seen)[0]).toBe('POST /auth/register');
    expect((await sentBodies(seen))[0]).toEqual({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      mobile: '0411222333',
      isAdmin: true,
      business: 8,
    });
  });

  it('leaves the business out and isAdmin false when they are not chosen', async () => {
    answerBusinesses();
    answerUserLists();
    server.use(http.post(`${API}/auth/register`, () => HttpResponse.json({ data: carol }, { status: 201 })));
    const { user, router } = renderApp('/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Create New User' });
    const seen = recordRequests();
    await fillFields(user, graceInput);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect((await sentBodies(seen))[0]).toEqual({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      mobile: '0411222333',
      isAdmin: false,
    });
  });

  it('refuses missing fields, a malformed email, a non-numeric mobile and too-long names before sending', async () => {
    answerBusinesses();
    const { user } = renderApp('/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Create New User' });
    const seen = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter the first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter the mobile number')).toBeInTheDocument();

    await fillFields(user, {
      'First Name': '   ',
      'Last Name': 'x'.repeat(201),
      Email: 'grace@example',
      Mobile: '+61 411',
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await expectFieldError('Email', 'Please enter a valid email address');
    await expectFieldError('First Name', 'Please enter the first name');
    await expectFieldError('Last Name', 'Please keep this under 200 characters');
    await expectFieldError('Mobile', 'Please use digits only');
    expect(seen).toHaveLength(0);
  });

  it('shows server field errors under their fields and the general message, keeping what was typed', async () => {
    answerBusinesses();
    server.use(
      http.post(`${API}/auth/register`, () =>
        HttpResponse.json(
          {
            message: 'Please fix the highlighted fields',
            data: [
              { key: 'email', message: 'Must be a valid email address' },
              { key: 'business', message: 'No such business' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderApp('/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Create New User' });
    await fillFields(user, graceInput);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('No such business')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
    expect(screen.getByLabelText('Email')).toHaveValue(' grace@example.com ');
    expect(router.state.location.pathname).toBe('/users/create');
  });

  it("shows the server's conflict message for an address already in use", async () => {
    answerBusinesses();
    server.use(
      http.post(`${API}/auth/register`, () =>
        HttpResponse.json(
          { message: 'A user with the email address grace@example.com already exists.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/users/create');
    await screen.findByRole('heading', { level: 1, name: 'Create New User' });
    await fillFields(user, graceInput);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A user with the email address grace@example.com already exists.',
    );
  });

  it('still works when the businesses cannot be loaded, and offers a retry', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/businesses`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json({ data: businesses });
      }),
    );
    const { user } = renderApp('/users/create');
    expect(await screen.findByText(/The businesses could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());
    await chooseOption(user, 'Business', 'Acme Plumbing', 'acme');
  });
});
