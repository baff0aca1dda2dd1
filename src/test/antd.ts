import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Reading antd's tables and Descriptions, and choosing in its Selects, as a user does. Tables:
 * `tableRows` (the body rows), `tableRowTexts`, `tableFirstCells`, `tableRow` (the one row holding
 * a text). Descriptions: `valueOf`. Selects: `openOptions`, `chooseOption`, `chosenText`.
 */

/** The body rows of a table (antd adds measuring and placeholder rows beside them). */
export const tableRows = (table: HTMLElement): HTMLElement[] =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'));

/** Each body row's text. */
export const tableRowTexts = (table: HTMLElement): (string | null)[] =>
  tableRows(table).map((row) => row.textContent);

/** The text of each body row's first cell. */
export const tableFirstCells = (table: HTMLElement): (string | null | undefined)[] =>
  tableRows(table).map((row) => row.querySelector('td')?.textContent);

/** The body row that holds `text`. */
export function tableRow(table: HTMLElement, text: string): HTMLElement {
  const row = tableRows(table).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
}

const comboboxOf = (label: string) => screen.getByRole('combobox', { name: label });

/**
 * The options the Select's open dropdown shows. antd keeps closed dropdowns in the page, and a
 * hidden accessibility copy of the options beside the visible ones: these are the visible ones of
 * this Select's dropdown.
 */
function shownOptions(combobox: HTMLElement): HTMLElement[] {
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  const dropdown = listbox?.closest('.ant-select-dropdown');
  if (!dropdown || dropdown.classList.contains('ant-select-dropdown-hidden'))
    throw new Error('The dropdown is not open');
  return [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')];
}

/** Opens the Select labelled `label` and gives the options it offers. */
export async function openOptions(user: UserEvent, label: string): Promise<HTMLElement[]> {
  await user.click(comboboxOf(label));
  // Looked up again: a filter's Select may have taken over from its look-alike, arriving open.
  return waitFor(() => shownOptions(comboboxOf(label)));
}

/**
 * Chooses `option` in the Select labelled `label`: opens it, types `search` first to narrow a
 * searchable one, clicks the option, and waits until the Select shows it.
 */
export async function chooseOption(user: UserEvent, label: string, option: string, search?: string) {
  await user.click(comboboxOf(label));
  if (search !== undefined) await user.type(comboboxOf(label), search);
  // Looked up again: a filter's Select may have taken over from its look-alike, arriving open.
  const item = await waitFor(() => {
    const found = shownOptions(comboboxOf(label)).find((candidate) => candidate.title === option);
    if (!found) throw new Error(`No option ${option}`);
    return found;
  });
  await user.click(item);
  await waitFor(() => expect(chosenText(label)).toContain(option));
}

/** What the Select labelled `label` shows as chosen (every tag of a multiple one). */
export const chosenText = (label: string): string =>
  comboboxOf(label).closest('.ant-select')?.textContent ?? '';

/** The value beside a label in a Descriptions card (a record's details). */
export function valueOf(label: string): HTMLElement {
  const cell = screen.getByText(label, { selector: '.ant-descriptions-item-label' });
  const content = cell.parentElement?.querySelector('.ant-descriptions-item-content');
  if (!(content instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return content;
}
