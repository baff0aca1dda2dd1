import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, server } from '../../test/msw';
import type { Referral } from '../../api/endpoints/referrals';
import { businesses, referral } from './testData';

export const answerBusinesses = () =>
  server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })));

/** Answers GET /referrals/1 with whatever `current` returns at the time. */
export const answerReferral = (current: () => Referral = () => referral) =>
  server.use(http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: current() })));

/** Types a date into the antd DatePicker labelled 'Date'. */
export async function typeDate(user: UserEvent, date: string) {
  const field = screen.getByLabelText('Date');
  await user.click(field);
  await user.clear(field);
  // Tab, not Enter: Enter in the field would submit the form.
  await user.type(field, date);
  await user.tab();
}

/** The value beside a label in the referral's details card. */
export function valueOf(label: string): HTMLElement {
  const cell = screen.getByText(label, { selector: '.ant-descriptions-item-label' });
  const content = cell.parentElement?.querySelector('.ant-descriptions-item-content');
  if (!(content instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return content;
}
