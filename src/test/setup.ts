import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { checkConsole, guardConsole } from './console';
import { server } from './msw';

// Queries skip the accessibility-tree walk of hidden nodes; about 10x faster with antd. The test
// command runs jest beside the journeys on two cores, where a screen that shows in a second alone
// can take several: the wait bounds a hang, it does not time the screen.
configure({ defaultHidden: true, asyncUtilTimeout: 30000 });

// antd needs these browser APIs, which jsdom lacks. Node's own MessageChannel would keep jest
// from exiting (its ports hold the event loop open), so messages travel on timers instead.
type Listener = ((event: { data: unknown }) => void) | null;
class TimerMessagePort {
  onmessage: Listener = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.other?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
}
class TimerMessageChannel {
  port1 = new TimerMessagePort();
  port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
if (!('MessageChannel' in globalThis))
  Object.defineProperty(globalThis, 'MessageChannel', { value: TimerMessageChannel });
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

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis))
  Object.defineProperty(globalThis, 'ResizeObserver', { value: NoopResizeObserver });

// jsdom prints "Not implemented" noise for these; antd calls them for pseudo elements and scroll.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.scrollTo = () => undefined;
// jsdom lays nothing out and has no scrollIntoView; lists call it for the row just created.
Element.prototype.scrollIntoView = () => undefined;

// A request no handler answers logs msw's console.error, which fails the test (src/test/console.ts).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
guardConsole();
afterEach(() => {
  // Unmounted first, so what the screen logs as it goes (an update after the test's last await)
  // counts against this test rather than the next.
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  checkConsole('After this test');
});
afterAll(() => {
  server.close();
  checkConsole('After the last test of this file');
});
