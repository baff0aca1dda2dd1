export {};
/**
 * What the app's modules expect of a browser when the build renders them in Node: an empty
 * local storage (nobody is signed in, no theme chosen) and an origin for the API's base URL.
 */
const memory = new Map<string, string>();
const emptyStorage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};
if (typeof globalThis.window === 'undefined')
  Object.assign(globalThis, {
    window: { localStorage: emptyStorage, location: { origin: 'http://localhost' } },
  });
