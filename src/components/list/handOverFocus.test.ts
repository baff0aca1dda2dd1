import { focusAt, focusPlace } from './handOverFocus';

/** A table of two rows keyed 7 and 9, each with its name as text and a Details link. */
function table(): string {
  const row = (key: number, name: string) =>
    `<tr data-row-key="${key}"><td>${name}</td><td><a href="/places/${key}">Open</a> <a href="/places/${key}/edit">Details of ${name}</a></td></tr>`;
  return `<table><thead><tr><th tabindex="0">Name</th><th>Links</th></tr></thead><tbody>${row(7, 'Ash')}${row(9, 'Birch')}</tbody></table>`;
}

function box(): HTMLDivElement {
  const element = document.createElement('div');
  element.innerHTML = table();
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

const link = (within: HTMLElement, name: string) =>
  [...within.querySelectorAll('a')].find((anchor) => anchor.textContent === name);

describe('the keyboard focus handed from one drawing of the rows to the next', () => {
  it('lands on the same control of the same row', () => {
    const container = box();
    link(container, 'Details of Birch')?.focus();
    const place = focusPlace(container);
    container.innerHTML = table();
    expect(document.activeElement).toBe(document.body);
    if (place) focusAt(container, place);
    expect(document.activeElement).toBe(link(container, 'Details of Birch'));
  });

  it('lands on the same header cell', () => {
    const container = box();
    container.querySelector('th')?.focus();
    const place = focusPlace(container);
    container.innerHTML = table();
    if (place) focusAt(container, place);
    expect(document.activeElement?.textContent).toBe('Name');
    expect(document.activeElement?.tagName).toBe('TH');
  });

  it('is nothing to hand over when the focus is outside the rows', () => {
    const container = box();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(focusPlace(container)).toBeNull();
  });

  it('focuses nothing when the row is gone', () => {
    const container = box();
    link(container, 'Open')?.focus();
    const place = focusPlace(container);
    container.innerHTML =
      '<table><tbody><tr data-row-key="8"><td><a href="/x">Open</a></td></tr></tbody></table>';
    if (place) focusAt(container, place);
    expect(document.activeElement).toBe(document.body);
  });
});
