import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';

/** The conflict dialog's title: the spec has no such dialog, so these are the console's own words, pinned. */
const CONFLICT_TITLE = 'Someone changed this record while you were editing it';

beforeEach(() => storeSession());

/** Region 4 reads 'North' when the form opens; another admin renames it before the save. */
function regionRenamedMeanwhile() {
  let reads = 0;
  server.use(
    http.get(`${API}/regions/4`, () => {
      reads += 1;
      return HttpResponse.json({
        data: { id: 4, name: reads === 1 ? 'North' : 'Northern Rivers', businesses: [] },
      });
    }),
    http.put(`${API}/regions/4`, () => HttpResponse.json({ data: { id: 4, name: 'North Coast' } })),
  );
}

async function saveAs(name: string) {
  const rendered = renderApp('/regions/4/edit');
  const field = await screen.findByLabelText('Name');
  expect(field).toHaveValue('North');
  await rendered.user.clear(field);
  await rendered.user.type(field, name);
  await rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return rendered;
}

describe('no silent lost update on an edit', () => {
  it('saves at once when nobody changed the record meanwhile', async () => {
    server.use(
      http.get(`${API}/regions/4`, () =>
        HttpResponse.json({ data: { id: 4, name: 'North', businesses: [] } }),
      ),
      http.put(`${API}/regions/4`, () => HttpResponse.json({ data: { id: 4, name: 'North Coast' } })),
    );
    const seen = recordRequests();
    const { router } = await saveAs('North Coast');
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions/4'));
    expect(screen.queryByText(CONFLICT_TITLE)).not.toBeInTheDocument();
    expect(lines(seen).filter((line) => line.startsWith('PUT'))).toEqual(['PUT /regions/4']);
  });

  it('shows what changed and overwrites only when the admin says so', async () => {
    regionRenamedMeanwhile();
    const seen = recordRequests();
    const { user, router } = await saveAs('North Coast');
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(within(dialog).getByText('Name: North → Northern Rivers')).toBeInTheDocument();
    expect(lines(seen)).not.toContain('PUT /regions/4');
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite their changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions/4'));
    const put = lines(seen).indexOf('PUT /regions/4');
    expect((await sentBodies(seen))[put]).toEqual({ name: 'North Coast' });
  });

  it('loads their version into the form instead, sending nothing', async () => {
    regionRenamedMeanwhile();
    const seen = recordRequests();
    const { user, router } = await saveAs('North Coast');
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Northern Rivers'));
    expect(router.state.location.pathname).toBe('/regions/4/edit');
    expect(lines(seen)).not.toContain('PUT /regions/4');
  });

  it('keeps what was typed when the admin goes back to editing', async () => {
    regionRenamedMeanwhile();
    const seen = recordRequests();
    const { user } = await saveAs('North Coast');
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CONFLICT_TITLE })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('North Coast');
    expect(lines(seen)).not.toContain('PUT /regions/4');
  });
});

describe('a backend that versions its records (ETag and If-Match)', () => {
  /**
   * Region 4 is at version "1" when the form opens and when the save checks it; another admin
   * saves between that check and the save, so the first PUT is refused with 412.
   */
  function renamedBetweenCheckAndSave() {
    let reads = 0;
    const ifMatch: (string | null)[] = [];
    server.use(
      http.get(`${API}/regions/4`, () => {
        reads += 1;
        const later = reads > 2;
        return HttpResponse.json(
          { data: { id: 4, name: later ? 'Northern Rivers' : 'North', businesses: [] } },
          { headers: { ETag: later ? '"2"' : '"1"' } },
        );
      }),
      http.put(`${API}/regions/4`, ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        return request.headers.get('If-Match') === '"2"'
          ? HttpResponse.json({ data: { id: 4, name: 'North Coast' } }, { headers: { ETag: '"3"' } })
          : HttpResponse.json(
              {
                message: 'This region was changed by someone else.',
                data: { id: 4, name: 'Northern Rivers' },
              },
              { status: 412, headers: { ETag: '"2"' } },
            );
      }),
    );
    return ifMatch;
  }

  it('shows the conflict dialog on a 412, and saves with their version once the admin overwrites', async () => {
    const ifMatch = renamedBetweenCheckAndSave();
    const { user, router } = await saveAs('North Coast');
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(within(dialog).getByText('Name: North → Northern Rivers')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite their changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions/4'));
    expect(ifMatch).toEqual(['"1"', '"2"']);
  });

  it('keeps the form and says the save was refused when the admin keeps editing', async () => {
    const ifMatch = renamedBetweenCheckAndSave();
    const { user, router } = await saveAs('North Coast');
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(await screen.findByText('This region was changed by someone else.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('North Coast');
    expect(router.state.location.pathname).toBe('/regions/4/edit');
    expect(ifMatch).toEqual(['"1"']);
  });
});
