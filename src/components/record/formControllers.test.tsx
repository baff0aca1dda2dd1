import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import type { FormFrameSetup } from '../FormFrame';
import { useCreateRegionMutation, useUpdateRegionMutation, type Region } from '../../api/generated/regions';
import { apiStore } from '../../test/apiStore';
import { API, recordRequests, sentBodies, server } from '../../test/msw';
import { saveWith, type CreateDefinition, type EditDefinition } from './resource';
import { useCreateController } from './useCreateController';
import { useEditController } from './useEditController';
import { FeedbackProvider } from '../feedback/FeedbackProvider';

type Values = { name: string };

/** The regions' edit and create forms, saving through the real endpoints. */
const edit: EditDefinition<Region, Values> = {
  title: 'Update Region',
  toValues: (region) => ({ name: region.name }),
  watched: [{ label: 'Name', read: (region) => region.name }],
  ...saveWith(useUpdateRegionMutation, ({ id, values }) => ({ id, regionInput: values })),
};

const create: CreateDefinition<Values> = {
  title: 'Create Region',
  initialValues: { name: 'New region' },
  ...saveWith(useCreateRegionMutation, (values) => ({ regionInput: values })),
};

const north: Region = { id: 4, name: 'North' };

/** The hook's form rendered with its one field, Name, in a real store and router. */
function renderWithApp(hook: () => FormFrameSetup<Values>, path = '/regions/4/edit') {
  const store = apiStore();
  const current: { setup?: FormFrameSetup<Values>; location?: Location } = {};
  function Harness() {
    const setup = hook();
    current.setup = setup;
    current.location = useLocation();
    return (
      <Form form={setup.form} initialValues={setup.initialValues}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
        <Provider store={store}>
          <FeedbackProvider>
            <MemoryRouter initialEntries={[path]}>
              <Harness />
            </MemoryRouter>
          </FeedbackProvider>
        </Provider>
      </ConfigProvider>
    </StyleProvider>,
  );
  const setup = () => {
    if (!current.setup) throw new Error('not rendered');
    return current.setup;
  };
  return {
    setup,
    location: () => current.location ?? { pathname: '', search: '' },
    user: userEvent.setup({ pointerEventsCheck: 0, delay: null }),
  };
}

describe('useEditController', () => {
  const readFresh = jest.fn(async (): Promise<Region | null> => ({ id: 4, name: 'North' }));
  const renderEdit = () =>
    renderWithApp(() =>
      useEditController({ edit, label: 'Region', record: north, id: 4, readFresh, doneTo: '/regions/4' }),
    );

  it('sets the form up from the record, with Save and the way back to the record', () => {
    const { setup: current } = renderEdit();
    const setup = current();
    expect(setup.title).toBe('Update Region');
    expect(setup.initialValues).toEqual({ name: 'North' });
    expect(setup.submitLabel).toBe('Save');
    expect(setup.cancelTo).toBe('/regions/4');
  });

  it('takes its initial values from the record it is given now', () => {
    const store = apiStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <FeedbackProvider>
          <MemoryRouter>{children}</MemoryRouter>
        </FeedbackProvider>
      </Provider>
    );
    const { result, rerender } = renderHook(
      ({ record }: { record: Region }) =>
        useEditController({ edit, label: 'Region', record, id: 4, readFresh, doneTo: '/regions/4' }),
      { wrapper, initialProps: { record: north } },
    );
    expect(result.current.initialValues).toEqual({ name: 'North' });
    rerender({ record: { id: 4, name: 'Northern Rivers' } });
    expect(result.current.initialValues).toEqual({ name: 'Northern Rivers' });
  });

  it('saves the values to the record’s id', async () => {
    server.use(
      http.put(`${API}/regions/4`, () => HttpResponse.json({ data: { id: 4, name: 'North Coast' } })),
    );
    const seen = recordRequests();
    const { setup } = renderEdit();
    let outcome: unknown;
    await act(async () => {
      outcome = await setup().onSubmit({ name: 'North Coast' });
    });
    expect(outcome).toMatchObject({ data: { data: { id: 4, name: 'North Coast' } } });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['PUT /regions/4']);
    expect(await sentBodies(seen)).toEqual([{ name: 'North Coast' }]);
  });

  it('says the record was updated and goes back to it', async () => {
    const { setup, location } = renderEdit();
    act(() => setup().onSuccess({ data: { id: 4, name: 'North Coast' } }));
    expect(await screen.findByText('Region updated')).toBeInTheDocument();
    expect(location().pathname).toBe('/regions/4');
  });

  it('checks for another admin’s change before saving, and loads their version into the form', async () => {
    readFresh.mockResolvedValueOnce({ id: 4, name: 'Northern Rivers' });
    const { setup: current } = renderEdit();
    const setup = current();
    let goesAhead: Promise<boolean | undefined> = Promise.resolve(undefined);
    act(() => {
      goesAhead = setup.beforeSubmit?.() ?? Promise.resolve(undefined);
    });
    expect(screen.getByLabelText('Name')).toHaveValue('North');
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone changed this record while you were editing it',
    });
    expect(dialog).toHaveTextContent('Name: North → Northern Rivers');
    act(() => screen.getByRole('button', { name: 'Load their version' }).click());
    await act(() => expect(goesAhead).resolves.toBe(false));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Northern Rivers'));
  });
});

describe('useCreateController', () => {
  const renderCreate = (definition: CreateDefinition<Values> = create) =>
    renderWithApp(
      () =>
        useCreateController({
          create: definition,
          label: 'Region',
          cancelTo: '/regions',
          doneTo: (answer) => `/regions?highlight=${JSON.stringify(answer)}`,
        }),
      '/regions/create',
    );

  it('sets the form up with the definition’s values, Create and the way back to the list', () => {
    const { setup: current } = renderCreate();
    const setup = current();
    expect(setup.title).toBe('Create Region');
    expect(setup.initialValues).toEqual({ name: 'New region' });
    expect(setup.submitLabel).toBe('Create');
    expect(setup.cancelTo).toBe('/regions');
  });

  it('sends the values', async () => {
    server.use(http.post(`${API}/regions`, () => HttpResponse.json({ data: { id: 9, name: 'East' } })));
    const seen = recordRequests();
    const { setup } = renderCreate();
    let outcome: unknown;
    await act(async () => {
      outcome = await setup().onSubmit({ name: 'East' });
    });
    expect(outcome).toMatchObject({ data: { data: { id: 9, name: 'East' } } });
    expect(await sentBodies(seen)).toEqual([{ name: 'East' }]);
  });

  it('says the record was created and goes where the answer leads', async () => {
    const { setup, location } = renderCreate();
    act(() => setup().onSuccess(9));
    expect(await screen.findByText('Region created')).toBeInTheDocument();
    expect(location()).toMatchObject({ pathname: '/regions', search: '?highlight=9' });
  });

  it('says the definition’s own message, from the values typed, when it has one', async () => {
    const { setup, user } = renderCreate({ ...create, doneMessage: (values) => `Welcome, ${values.name}` });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'East');
    act(() => setup().onSuccess(9));
    expect(await screen.findByText('Welcome, East')).toBeInTheDocument();
  });
});
