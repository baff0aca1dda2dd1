import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type PathParams } from 'msw';
import type { Business, BusinessImportRequest, BusinessInput } from '../../../api/endpoints/businesses';
import { captureCsvDownloads } from '../../../test/csvCapture';
import { business } from '../../../test/fixtures/businesses';
import { API, lines, recordRequests, sentBodies, server } from '../../../test/msw';
import { renderApp } from '../../../test/renderApp';
import { tableRowTexts } from '../../../test/antd';
import { storeSession } from '../../../test/session';

const regions = [
  { id: 1, name: 'North' },
  { id: 2, name: 'South' },
];
const categories = [
  { id: 10, name: 'Plumbing' },
  { id: 11, name: 'Gas' },
  { id: 12, name: 'Cafe' },
];

const CLEAN_CSV =
  'name,region,categories\r\n' +
  'Acme Plumbing,north,plumbing; GAS\r\n' +
  '"Smith, Jones & Co",South,\r\n' +
  '=Formula Cafe, South ,Cafe\r\n';

/** The list behind /businesses, kept by the handlers so that a refetch shows what was created. */
let listed: Business[] = [];

function answerList() {
  server.use(
    http.get(`${API}/businesses`, () => HttpResponse.json({ data: listed })),
    http.get(`${API}/regions`, () => HttpResponse.json({ data: regions })),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })),
  );
}

/**
 * A backend that keeps the specification's promises only, as common frameworks answer: no
 * discovery (a proxy's HTML 404), and a POST to `/businesses/{id}`, which has no POST, is a 405.
 */
const noImport = () =>
  server.use(
    http.get(
      `${API}/extensions`,
      () =>
        new HttpResponse('<html><body><h1>404 Not Found</h1></body></html>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
    http.post(`${API}/businesses/import`, () =>
      HttpResponse.json(
        { message: 'Method Not Allowed' },
        { status: 405, headers: { Allow: 'DELETE, GET, HEAD, PUT' } },
      ),
    ),
  );

/** The spec's create: the business as sent, added to the list. */
function answerCreates(reply?: (name: string) => Response | undefined) {
  let nextId = 100;
  server.use(
    http.post<PathParams, BusinessInput>(`${API}/businesses`, async ({ request }) => {
      const input = await request.json();
      const refused = reply?.(input.name);
      if (refused) return refused;
      const created = business({
        id: nextId++,
        name: input.name,
        region: regions.find((region) => region.id === input.regionId) ?? { id: 0, name: '?' },
        categories: input.categories.map(({ id, name }) => ({ id, name: name ?? '' })),
      });
      listed = [...listed, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
  );
}

async function openImport(text: string, name = 'businesses.csv') {
  const view = renderApp('/businesses');
  await view.user.click(await screen.findByRole('button', { name: 'Import' }));
  // The dialog's chunk loads on the first click (the first test compiles it). Found by its title's
  // text: under jest antd labels every dialog with one id ('test-id'), which another element may hold.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  expect(within(dialog).getByText('Import businesses')).toBeInTheDocument();
  const input = dialog.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await view.user.upload(input, new File([text], name, { type: 'text/csv' }));
  return { ...view, dialog };
}

beforeEach(() => {
  storeSession();
  listed = [business({ id: 7, name: 'Bolt Electric', region: regions[0], categories: [] })];
  answerList();
});

describe('importing businesses against the reference server (the import extension)', () => {
  it('shows the dry run, sends one commit, says how many were imported, and the list shows them', async () => {
    const seen = recordRequests();
    server.use(
      http.post<PathParams, BusinessImportRequest>(`${API}/businesses/import`, async ({ request }) => {
        const body = await request.json();
        const rows = body.rows.map((row, index) => ({
          line: row.line,
          name: row.name,
          region: regions[index === 0 ? 0 : 1],
          categories: index === 0 ? categories.slice(0, 2) : [],
          ...(body.dryRun ? {} : { id: 200 + index }),
        }));
        if (!body.dryRun) listed = [...listed, ...rows.map((row) => business({ ...row, id: row.id ?? 0 }))];
        return HttpResponse.json({ data: { dryRun: body.dryRun, rows } });
      }),
    );
    const { user, dialog } = await openImport(CLEAN_CSV);
    const table = await within(dialog).findByRole('table', { name: 'Businesses to create' });
    expect(tableRowTexts(table)).toEqual([
      '2Acme PlumbingNorthPlumbing, Gas',
      '3Smith, Jones & CoSouth',
      '4=Formula CafeSouth',
    ]);
    expect(within(dialog).getByText('businesses.csv: 3 businesses will be created.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 businesses' }));
    expect(await screen.findByText('3 businesses imported')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Details of =Formula Cafe' })).toBeInTheDocument();
    const imports = seen.filter((request) => request.path === '/businesses/import');
    await sentBodies(seen);
    expect(imports.map((request) => request.body)).toEqual([
      {
        dryRun: true,
        rows: [
          { line: 2, name: 'Acme Plumbing', region: 'north', categories: ['plumbing', 'GAS'] },
          { line: 3, name: 'Smith, Jones & Co', region: 'South', categories: [] },
          { line: 4, name: '=Formula Cafe', region: 'South', categories: ['Cafe'] },
        ],
      },
      {
        dryRun: false,
        rows: [
          { line: 2, name: 'Acme Plumbing', region: 'north', categories: ['plumbing', 'GAS'] },
          { line: 3, name: 'Smith, Jones & Co', region: 'South', categories: [] },
          { line: 4, name: '=Formula Cafe', region: 'South', categories: ['Cafe'] },
        ],
      },
    ]);
    expect(lines(seen).filter((line) => line === 'POST /businesses')).toEqual([]);
  });

  it("lists the server's row errors by line, field and reason, and sends no commit", async () => {
    const seen = recordRequests();
    server.use(
      http.post(`${API}/businesses/import`, () =>
        HttpResponse.json(
          {
            message: '1 row cannot be imported; nothing was written.',
            errors: [{ line: 3, field: 'region', message: 'Unknown region: Atlantis' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { dialog } = await openImport('name,region,categories\nAcme,North,\nBolt,Atlantis,\n');
    const table = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(tableRowTexts(table)).toEqual(['3RegionUnknown region: Atlantis']);
    expect(
      within(dialog).getByText(
        'businesses.csv: 1 row has errors. Nothing will be imported: fix the file and choose it again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
    await sentBodies(seen);
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      {
        dryRun: true,
        rows: [
          { line: 2, name: 'Acme', region: 'North', categories: [] },
          { line: 3, name: 'Bolt', region: 'Atlantis', categories: [] },
        ],
      },
    ]);
  });

  it('says clearly why a file is refused, and takes another', async () => {
    const seen = recordRequests();
    const { dialog } = await openImport('business,area\nAcme,North\n');
    expect(
      await within(dialog).findByText(
        "The first line must be the header name,region,categories; this file's first line is: business,area",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a CSV file or drop it here')).toBeInTheDocument();
    expect(lines(seen).filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('says when the dry run fails, rather than taking the failure for a backend without the import', async () => {
    server.use(
      http.post(`${API}/businesses/import`, () =>
        HttpResponse.json({ message: 'Method Not Allowed' }, { status: 405 }),
      ),
    );
    const seen = recordRequests();
    const { dialog } = await openImport(CLEAN_CSV);
    expect(
      await within(dialog).findByText('The file could not be checked: Method Not Allowed'),
    ).toBeInTheDocument();
    expect(lines(seen).filter((line) => line.startsWith('GET /regions'))).toEqual([]);
  });

  it('offers a template: the header and one example row', async () => {
    const downloads = captureCsvDownloads();
    const view = renderApp('/businesses');
    await view.user.click(await screen.findByRole('button', { name: 'Import' }));
    await view.user.click(
      await screen.findByRole('button', { name: 'Download a template' }, { timeout: 15_000 }),
    );
    expect(downloads.files.map((file) => file.name)).toEqual(['businesses-template.csv']);
    expect(await downloads.files[0]?.text).toBe(
      'name,region,categories\r\nHarbourside Plumbing,Harbourside,Plumbing;Electrical\r\n',
    );
    downloads.restore();
  });
});

describe('importing businesses against a spec-only backend (no import extension)', () => {
  beforeEach(noImport);

  it('checks the file against the loaded lists and names every bad row; nothing is created', async () => {
    const seen = recordRequests();
    const { dialog } = await openImport(
      'name,region,categories\n' +
        'Good,North,Gas\n' +
        ',North,\n' +
        'Far Away,Atlantis,\n' +
        'Stars,North,Gas;Astrology\n' +
        'good ,South,\n' +
        ' bolt electric,North,\n' +
        `${'x'.repeat(201)},North,\n` +
        'Nowhere,,\n',
    );
    const table = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(tableRowTexts(table)).toEqual([
      '3NameMissing name',
      '4RegionUnknown region: Atlantis',
      '5CategoriesUnknown category: Astrology',
      '6NameName repeated in the file (first on line 2)',
      '7NameA business named bolt electric already exists',
      '8NameName is longer than 200 characters',
      '9RegionMissing region',
    ]);
    expect(
      within(dialog).getByText(
        'businesses.csv: 7 rows have errors. Nothing will be imported: fix the file and choose it again.',
      ),
    ).toBeInTheDocument();
    expect(lines(seen).filter((line) => line.startsWith('POST /businesses'))).toEqual([]);
  });

  it("creates each business with the spec's payload, in file order, then reports and lists them", async () => {
    answerCreates();
    const seen = recordRequests();
    const { user, dialog } = await openImport(CLEAN_CSV);
    await within(dialog).findByRole('table', { name: 'Businesses to create' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 businesses' }));
    expect(await within(dialog).findByText('Created 3 of 3 businesses.')).toBeInTheDocument();
    expect(screen.getByText('3 businesses imported')).toBeInTheDocument();
    expect(tableRowTexts(within(dialog).getByRole('table', { name: 'Import report' }))).toEqual([
      '2Acme PlumbingCreated',
      '3Smith, Jones & CoCreated',
      '4=Formula CafeCreated',
    ]);
    const creates = seen.filter((request) => request.method === 'POST' && request.path === '/businesses');
    await sentBodies(seen);
    expect(creates.map((request) => request.body)).toEqual([
      {
        name: 'Acme Plumbing',
        regionId: 1,
        categories: [
          { id: 10, name: 'Plumbing' },
          { id: 11, name: 'Gas' },
        ],
      },
      { name: 'Smith, Jones & Co', regionId: 2, categories: [] },
      { name: '=Formula Cafe', regionId: 2, categories: [{ id: 12, name: 'Cafe' }] },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('link', { name: 'Details of Smith, Jones & Co' })).toBeInTheDocument();
  });

  it('shows progress, and a cancel stops before the next row; the report says which rows exist', async () => {
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let count = 0;
    answerCreates();
    server.use(
      http.post(`${API}/businesses`, async () => {
        count += 1;
        if (count === 2) await firstHeld;
        return undefined;
      }),
    );
    const seen = recordRequests();
    const { user, dialog } = await openImport(CLEAN_CSV);
    await within(dialog).findByRole('table', { name: 'Businesses to create' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 businesses' }));
    expect(await within(dialog).findByText('Created 1 of 3 businesses…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    release();
    expect(await within(dialog).findByText('Created 2 of 3 businesses.')).toBeInTheDocument();
    expect(tableRowTexts(within(dialog).getByRole('table', { name: 'Import report' }))).toEqual([
      '4=Formula CafeNot sent (cancelled)',
      '2Acme PlumbingCreated',
      '3Smith, Jones & CoCreated',
    ]);
    expect(lines(seen).filter((line) => line === 'POST /businesses')).toHaveLength(2);
  });

  it('goes on after a refused row, and the report names it with the reason', async () => {
    answerCreates((name) =>
      name === 'Smith, Jones & Co'
        ? HttpResponse.json(
            { message: 'A business named Smith, Jones & Co already exists.' },
            { status: 409 },
          )
        : undefined,
    );
    const { user, dialog } = await openImport(CLEAN_CSV);
    await within(dialog).findByRole('table', { name: 'Businesses to create' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 businesses' }));
    expect(await within(dialog).findByText('Created 2 of 3 businesses.')).toBeInTheDocument();
    expect(tableRowTexts(within(dialog).getByRole('table', { name: 'Import report' }))).toEqual([
      '3Smith, Jones & CoFailed: A business named Smith, Jones & Co already exists.',
      '2Acme PlumbingCreated',
      '4=Formula CafeCreated',
    ]);
    expect(screen.getByText('2 businesses imported')).toBeInTheDocument();
  });
});
