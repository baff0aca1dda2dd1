import { http, HttpResponse } from 'msw';
import type { Revision } from '../api/endpoints/history';
import type { Referral } from '../api/endpoints/referrals';
import type { User } from '../api/endpoints/users';
import { businesses } from './fixtures/businesses';
import { referral } from './fixtures/referrals';
import { ada, bob, carol, dan, eve } from './fixtures/users';
import { API, server } from './msw';

/** msw answers that serve the fixtures, for the screens that read them. */

/** Answers GET /businesses with the three fixture businesses (the forms' choices). */
export const answerBusinesses = () =>
  server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })));

/** Answers GET /referrals/1 with whatever `current` returns at the time. */
export const answerReferral = (current: () => Referral = () => referral) =>
  server.use(http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: current() })));

/**
 * Answers the users screen's two lists; the unverified list is live, so withdrawals show on
 * refetch. Returns that live list.
 */
export function answerUserLists(verified: User[] = [ada, bob], unverified: User[] = [carol, dan, eve]) {
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

/**
 * Answers GET /history (the optional extension) with `revisions` for whichever record is asked,
 * one page of `pageSize` at a time with `meta` when a page is asked for.
 */
export function answerHistory(revisions: () => Revision[]) {
  server.use(
    http.get(`${API}/history`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const all = revisions();
      const pageSize = Number(params.get('pageSize') ?? all.length);
      const page = Number(params.get('page') ?? 1);
      const data = all.slice((page - 1) * pageSize, page * pageSize);
      const total = all.length;
      const nextCursor = page * pageSize < total ? `after-${page}` : null;
      return HttpResponse.json({ data, meta: { total, page, pageSize, nextCursor } });
    }),
  );
}
