import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { tableFirstCells, tableRows } from './antd';
import { logEntries } from './fixtures/logs';
import { API, server } from './msw';
import { renderApp } from './renderApp';

/** The audit log screen: answering it, opening it and reading its table. */

/** Answers GET /logs with `data`, whole. */
export const answerLogs = (data: unknown[]) => http.get(`${API}/logs`, () => HttpResponse.json({ data }));

export const logTable = () => screen.getByRole('table', { name: 'Logs' });
export const logRows = () => tableRows(logTable());
/** Each row's message (its first cell). */
export const logMessages = () => tableFirstCells(logTable());
export const searchParams = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

/** Opens `path` with the log answering `data`, once its rows show. */
export async function openLogs(path = '/logs', data: unknown[] = logEntries) {
  server.use(answerLogs(data));
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Logs' });
  await waitFor(() => expect(logRows().length).toBeGreaterThan(0));
  return view;
}
