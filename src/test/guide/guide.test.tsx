/**
 * docs/adding-a-resource.md, walked through: its code blocks are the files of this folder, word for
 * word, and the resource they declare (notes, which only this test has) works as the guide says,
 * through a real store and router with msw at the network boundary. A change to the resource core
 * that breaks the guide's code fails the type check or this test.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { FeedbackProvider } from '../../components/feedback/FeedbackProvider';
import { createAppStore } from '../../store/store';
import { tableRowTexts } from '../antd';
import { testEnvironment } from '../environment';
import { API, lines, recordRequests, sentBodies, server } from '../msw';
import type { Note } from './api/generated/notes';
import { RESOURCE_FEATURES } from './app/features';

const noteFeature = RESOURCE_FEATURES.NOTE;

const GUIDE = path.join(__dirname, '../../../docs/adding-a-resource.md');
const FILES = ['api/resources.ts', 'features/notes/noteResource.tsx', 'app/features.ts'];

/** Lines without the indentation they share, and without blank lines at either end. */
function dedent(block: string): string {
  const rows = block.replace(/^\s*\n|\n\s*$/g, '').split('\n');
  const indents = rows.filter((row) => row.trim() !== '').map((row) => /^ */.exec(row)?.[0].length ?? 0);
  const shared = Math.min(...indents);
  return rows.map((row) => row.slice(shared).trimEnd()).join('\n');
}

/** The guide's marked blocks: `<!-- guide: name -->` just before a fenced code block. */
function guideBlocks(): Map<string, string> {
  const markdown = readFileSync(GUIDE, 'utf8');
  const blocks = new Map<string, string>();
  for (const match of markdown.matchAll(/<!-- guide: (\w+) -->\s*\n\s*```\w*\n([\s\S]*?)\n\s*```/g)) {
    const [, name = '', code = ''] = match;
    blocks.set(name, dedent(code));
  }
  return blocks;
}

/** This folder's marked regions: the lines between `// guide: name` and `// guide: end`. */
function codeBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const file of FILES) {
    const source = readFileSync(path.join(__dirname, file), 'utf8');
    for (const match of source.matchAll(/\/\/ guide: (\w+)\n([\s\S]*?)\n\s*\/\/ guide: end/g)) {
      const [, name = '', code = ''] = match;
      blocks.set(name, dedent(code));
    }
  }
  return blocks;
}

const first: Note = { id: 3, title: 'Call the printer' };
const second: Note = { id: 8, title: 'Book the venue' };

function answerNotes(notes: Note[] = [first, second]) {
  server.use(
    http.get(`${API}/notes`, () => HttpResponse.json({ data: notes })),
    http.get(`${API}/notes/:id`, ({ params }) => {
      const note = notes.find((candidate) => String(candidate.id) === params.id);
      return note
        ? HttpResponse.json({ data: note })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(`${API}/notes`, () =>
      HttpResponse.json({ data: { id: 12, title: 'Order chairs' } }, { status: 201 }),
    ),
    http.put(`${API}/notes/:id`, () => HttpResponse.json({ data: first })),
    http.delete(`${API}/notes/:id`, () => HttpResponse.json({ message: 'Deleted' })),
  );
}

function renderNotes(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <FeedbackProvider>
            <Outlet />
          </FeedbackProvider>
        ),
        hydrateFallbackElement: <p>Loading</p>,
        children: noteFeature.routes,
      },
    ],
    { initialEntries: [at] },
  );
  const { store } = createAppStore(testEnvironment());
  render(
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </ConfigProvider>
    </StyleProvider>,
  );
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { user, path: () => router.state.location.pathname };
}

describe('docs/adding-a-resource.md', () => {
  it("shows this folder's code word for word", () => {
    const guide = guideBlocks();
    const code = codeBlocks();
    expect([...guide.keys()].sort()).toEqual(['declaration', 'feature', 'registry']);
    expect([...code.keys()].sort()).toEqual([...guide.keys()].sort());
    for (const [name, block] of guide) expect(`${name}:\n${block}`).toBe(`${name}:\n${code.get(name)}`);
  });

  it('gives the drawer link and the four routes from the registry entry', () => {
    expect(noteFeature.link.to).toBe('/notes');
    expect(noteFeature.link.label).toBe('Notes');
    expect(noteFeature.routes.map((route) => route.path)).toEqual([
      'notes',
      'notes/create',
      'notes/:noteId',
      'notes/:noteId/edit',
    ]);
  });

  it('lists the notes by title, each linked to its page, with the create button', async () => {
    answerNotes();
    renderNotes('/notes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Notes' });
    await waitFor(() =>
      expect(tableRowTexts(table)).toEqual([
        'Book the venueDetails of Book the venue',
        'Call the printerDetails of Call the printer',
      ]),
    );
    expect(within(table).getByRole('link', { name: 'Call the printer' })).toHaveAttribute('href', '/notes/3');
    expect(screen.getByRole('link', { name: 'Create Note' })).toHaveAttribute('href', '/notes/create');
  });

  it('creates a note with the payload the declaration builds, and says so', async () => {
    answerNotes();
    const seen = recordRequests();
    const { user, path } = renderNotes('/notes/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Note' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '  Order chairs ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(path()).toBe('/notes'));
    await sentBodies(seen);
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ title: 'Order chairs' });
    expect(await screen.findByText('Note created')).toBeInTheDocument();
  });

  it('edits a note through its PUT, and deletes it after the declared question', async () => {
    answerNotes();
    const seen = recordRequests();
    const { user, path } = renderNotes('/notes/3/edit');
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('Call the printer'));
    await user.clear(title);
    await user.type(title, 'Call the printer again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/notes/3'));
    await sentBodies(seen);
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      title: 'Call the printer again',
    });
    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path()).toBe('/notes'));
    expect(lines(seen)).toContain('DELETE /notes/3');
  });
});
