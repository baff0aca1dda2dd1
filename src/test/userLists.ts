import { screen, within } from '@testing-library/react';
import { renderApp } from './renderApp';

/** The users screen's two sections, and opening it once both lists have loaded. */
const section = (name: string) => screen.getByRole('region', { name });
export const verifiedSection = () => section('Verified users');
export const unverifiedSection = () => section('Unverified users');

/** Opens /users and waits for both lists (answered by answers.answerUserLists). */
export async function openUserLists() {
  const view = renderApp('/users');
  await within(await screen.findByRole('region', { name: 'Unverified users' })).findByText('Carol Shaw');
  await within(verifiedSection()).findByText('Ada Lovelace');
  return view;
}
