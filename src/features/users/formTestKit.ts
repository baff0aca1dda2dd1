import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../../test/msw';
import type { renderApp } from '../../test/renderApp';
import { businesses } from './testData';

export type Session = ReturnType<typeof renderApp>['user'];

export function answerBusinesses() {
  server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })));
}

export async function fillUser(user: Session, values: Partial<Record<string, string>>) {
  for (const [label, text] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (text) {
      await user.click(field);
      await user.paste(text);
    }
  }
}

export const complete = {
  'First Name': '  Grace ',
  'Last Name': 'Hopper',
  Email: ' grace@example.com ',
  Mobile: '0411222333',
};
