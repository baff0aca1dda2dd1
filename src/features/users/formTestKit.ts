import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../../test/msw';
import type { renderApp } from '../../test/renderApp';
import { businesses } from './testData';

export type Session = ReturnType<typeof renderApp>['user'];

export function answerBusinesses() {
  server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })));
}

/** Picks a business in the searchable select by typing part of its name. */
export async function chooseBusiness(user: Session, search: string, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Business' }));
  await user.keyboard(search);
  // The visible option (the role="option" nodes are antd's hidden accessibility copy).
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    if (!(found instanceof HTMLElement)) throw new Error(`No option ${name}`);
    return found;
  });
  await user.click(option);
  await waitFor(() => expect(document.querySelector(`.ant-select-content[title="${name}"]`)).not.toBeNull());
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
