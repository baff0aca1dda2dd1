import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '../../api/endpoints/users';
import { API, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { ada, bob, carol, dan, eve } from './testData';

/** Answers both lists; the unverified list is live, so removals show on refetch. */
export function answerLists(verified: User[] = [ada, bob], unverified: User[] = [carol, dan, eve]) {
  const invited = [...unverified];
  server.use(
    http.get(`${API}/users`, () => HttpResponse.json({ data: verified })),
    http.get(`${API}/unverified`, () => HttpResponse.json({ data: invited })),
    http.delete(`${API}/unverified/:id`, ({ params }) => {
      const index = invited.findIndex((user) => String(user.id) === params.id);
      if (index < 0) return HttpResponse.json({ message: 'Unverified user not found' }, { status: 404 });
      invited.splice(index, 1);
      return HttpResponse.json({ message: 'Withdrawn' });
    }),
  );
  return invited;
}

const section = (name: string) => screen.getByRole('region', { name });
export const verifiedSection = () => section('Verified users');
export const unverifiedSection = () => section('Unverified users');

export async function openList() {
  const view = renderApp('/users');
  await within(await screen.findByRole('region', { name: 'Unverified users' })).findByText('Carol Shaw');
  await within(verifiedSection()).findByText('Ada Lovelace');
  return view;
}
