import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../test/msw';
import { renderApp } from '../test/renderApp';
import { storeSession } from '../test/session';

const north = { id: 1, name: 'North', businesses: [] };

beforeEach(() => storeSession());

describe("a server error's reference", () => {
  it('shows beside a failed load, and its button copies it', async () => {
    server.use(
      http.get(`${API}/regions/1`, () =>
        HttpResponse.json(
          { message: 'The database is not answering', reference: '7F3A-91C2' },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderApp('/regions/1');
    // user-event's own clipboard stands in for the browser's; what the button writes to it is what
    // the admin pastes.
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    expect(await screen.findByText('Reference: 7F3A-91C2')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the reference' }));
    expect(written).toHaveBeenCalledWith('7F3A-91C2');
  });

  it("shows in a form's error block, and the form keeps what was typed", async () => {
    server.use(
      http.post(`${API}/regions`, () =>
        HttpResponse.json({ message: 'Could not save', reference: '00AB-CDEF' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/regions/create');
    await user.type(await screen.findByLabelText('Name'), 'Far North');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(within(alert).getByText('Reference: 00AB-CDEF')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Far North');
  });

  it('shows beside a refused delete', async () => {
    server.use(
      http.get(`${API}/regions/1`, () => HttpResponse.json({ data: north })),
      http.delete(`${API}/regions/1`, () =>
        HttpResponse.json({ message: 'Deleting failed', reference: '1234-5678' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/regions/1');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reference: 1234-5678')).toBeInTheDocument();
  });

  it('is left out when the backend sends none, or something not shaped like one', async () => {
    server.use(
      http.post(`${API}/regions`, () =>
        HttpResponse.json(
          { message: 'Could not save', reference: '<b>not-a-reference</b>' },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderApp('/regions/create');
    await user.type(await screen.findByLabelText('Name'), 'Far North');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(alert).not.toHaveTextContent('Reference');
    expect(screen.queryByRole('button', { name: 'Copy the reference' })).not.toBeInTheDocument();
  });
});
