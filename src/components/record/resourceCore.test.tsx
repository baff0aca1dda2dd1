/**
 * The resource core once, with a resource declared only here ("places"): its generic list, detail,
 * create and edit pages and their controllers, through a real store and router, msw at the network
 * boundary. What each real resource adds (its texts and payloads) is in its own feature's tests.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import { createAppStore } from '../../store/store';
import { tableRowTexts } from '../../test/antd';
import { testEnvironment } from '../../test/environment';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { defineResource, saveWith, type RecordId } from './resource';
import { resourceFeature } from './resourceFeature';
import { FeedbackProvider } from '../feedback/FeedbackProvider';

type Place = { id: number; name: string; country: string };
type PlaceValues = { name: string };

const placesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Place'] }).injectEndpoints({
  endpoints: (build) => ({
    getPlaces: build.query<{ data: Place[] }, void>({ query: () => '/places', providesTags: ['Place'] }),
    getPlace: build.query<{ data?: Place | null }, { id: number }>({
      query: ({ id }) => `/places/${id}`,
      providesTags: ['Place'],
    }),
    createPlace: build.mutation<{ data: Place }, { name: string }>({
      query: (body) => ({ url: '/places', method: 'POST', body }),
      invalidatesTags: ['Place'],
    }),
    updatePlace: build.mutation<{ data: Place }, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/places/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: ['Place'],
    }),
    deletePlace: build.mutation<{ message: string }, { id: number }>({
      query: ({ id }) => ({ url: `/places/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Place'],
    }),
  }),
});

function PlaceFields() {
  return (
    <Form.Item
      label="Place name"
      name="name"
      rules={[{ required: true, message: 'Please enter the place name' }]}
    >
      <Input />
    </Form.Item>
  );
}

const placeResource = defineResource({
  name: 'places',
  label: 'Place',
  param: 'placeId',
  useRecord: (id: RecordId) => placesApi.endpoints.getPlace.useQuery(typeof id === 'number' ? { id } : id),
  requestRecord: (id: number) => placesApi.endpoints.getPlace.initiate({ id }, { subscribe: false }),
  recordName: (place) => place.name,
  backLabel: 'Back to places',
  list: {
    title: 'Places',
    emptyText: 'No places found',
    columns: [
      { key: 'name', title: 'Name', text: (place) => place.name },
      { key: 'country', title: 'Country', text: (place) => place.country },
    ],
    defaultSort: { key: 'name', order: 'ascend' },
    exportName: 'places',
    useWhole: placesApi.endpoints.getPlaces.useQuery,
  },
  remove: {
    confirm: (place) => `Delete ${place.name}?`,
    ...saveWith(placesApi.endpoints.deletePlace.useMutation, (id: number) => ({ id })),
  },
  create: {
    title: 'New Place',
    ...saveWith(placesApi.endpoints.createPlace.useMutation, (values: PlaceValues) => ({
      name: values.name.trim(),
    })),
  },
  edit: {
    title: 'Change Place',
    toValues: (place) => ({ name: place.name }),
    watched: [{ label: 'Name', read: (place) => place.name }],
    ...saveWith(
      placesApi.endpoints.updatePlace.useMutation,
      ({ id, values }: { id: number; values: PlaceValues }) => ({ id, name: values.name.trim() }),
    ),
  },
});

const feature = resourceFeature({
  name: 'places',
  param: 'placeId',
  label: 'Places',
  icon: null,
  declaration: () => Promise.resolve(placeResource),
  fields: () => Promise.resolve(PlaceFields),
});

const oslo: Place = { id: 4, name: 'Oslo', country: 'Norway' };
const lima: Place = { id: 9, name: 'Lima', country: 'Peru' };

function answerPlaces(places: Place[] = [oslo, lima]) {
  server.use(
    http.get(`${API}/places`, () => HttpResponse.json({ data: places })),
    http.get(`${API}/places/:id`, ({ params }) => {
      const place = places.find((candidate) => String(candidate.id) === params.id);
      return place
        ? HttpResponse.json({ data: place })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(`${API}/places`, () =>
      HttpResponse.json({ data: { id: 12, name: 'Quito', country: '' } }, { status: 201 }),
    ),
    http.put(`${API}/places/:id`, () => HttpResponse.json({ data: oslo })),
    http.delete(`${API}/places/:id`, () => HttpResponse.json({ message: 'Deleted' })),
  );
}

function renderPlaces(path: string) {
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
        children: feature.routes,
      },
    ],
    { initialEntries: [path] },
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
  return { router, user, at: () => `${router.state.location.pathname}${router.state.location.search}` };
}

describe('the resource core, with a resource declared only in this test', () => {
  it('gives the drawer link and the four routes from the declaration', () => {
    expect(feature.link).toEqual({ to: '/places', label: 'Places', icon: null });
    expect(feature.routes.map((route) => route.path)).toEqual([
      'places',
      'places/create',
      'places/:placeId',
      'places/:placeId/edit',
    ]);
  });

  it('lists the records by the declared order, each named and linked, with the create button', async () => {
    answerPlaces();
    renderPlaces('/places');
    expect(await screen.findByRole('heading', { level: 1, name: 'Places' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Places' });
    await waitFor(() =>
      expect(tableRowTexts(table)).toEqual(['LimaPeruDetails of Lima', 'OsloNorwayDetails of Oslo']),
    );
    expect(within(table).getByRole('link', { name: 'Oslo' })).toHaveAttribute('href', '/places/4');
    expect(screen.getByRole('link', { name: 'Create Place' })).toHaveAttribute('href', '/places/create');
  });

  it('shows a record as its columns, and deletes it after the declared question', async () => {
    answerPlaces();
    const seen = recordRequests();
    const { user, at } = renderPlaces('/places/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oslo' })).toBeInTheDocument();
    expect(screen.getByText('Norway')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/places/4/edit');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Oslo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(at()).toBe('/places'));
    expect(lines(seen)).toContain('DELETE /places/4');
    expect(await screen.findByText('Oslo deleted')).toBeInTheDocument();
  });

  it.each(['/places/77', '/places/abc', '/places/77/edit'])(
    'says %s is not found, and leads back to the list',
    async (path) => {
      answerPlaces();
      const seen = recordRequests();
      renderPlaces(path);
      expect(await screen.findByRole('link', { name: 'Back to places' })).toHaveAttribute('href', '/places');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      // An id that is none is never asked for.
      expect(lines(seen)).toEqual(path.includes('abc') ? [] : ['GET /places/77']);
    },
  );

  it('creates with the declared payload, says so and shows the new record marked in the list', async () => {
    answerPlaces();
    const seen = recordRequests();
    const { user, at } = renderPlaces('/places/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Place' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Place name'), '  Quito ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(at()).toBe('/places?highlight=12'));
    await sentBodies(seen);
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Quito' });
    expect(await screen.findByText('Place created')).toBeInTheDocument();
  });

  it('edits from the record as loaded, saves the declared payload and goes back to the record', async () => {
    answerPlaces();
    const seen = recordRequests();
    const { user, at } = renderPlaces('/places/4/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Place' })).toBeInTheDocument();
    const field = screen.getByLabelText('Place name');
    expect(field).toHaveValue('Oslo');
    expect(screen.getByRole('link', { name: 'Back to the place' })).toHaveAttribute('href', '/places/4');
    await user.clear(field);
    await user.type(field, 'Christiania');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at()).toBe('/places/4'));
    await sentBodies(seen);
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'Christiania' });
    expect(await screen.findByText('Place updated')).toBeInTheDocument();
  });
});
