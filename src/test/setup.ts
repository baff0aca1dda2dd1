import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { MessageChannel } from 'node:worker_threads';
import { server } from './msw';

// Queries skip the accessibility-tree walk of hidden nodes; about 10x faster with antd.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

// antd needs these browser APIs, which jsdom lacks.
if (!('MessageChannel' in globalThis)) Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannel });
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: window.innerWidth >= widthFrom(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

/** `(min-width: 900px)` -> 900; queries we do not model never match. */
function widthFrom(query: string): number {
  const match = /min-width:\s*(\d+)px/.exec(query);
  return match?.[1] ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

// jsdom prints "Not implemented" noise for these; antd calls them for pseudo elements and scroll.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
});
afterAll(() => server.close());
