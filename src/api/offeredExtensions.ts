/**
 * What discovery found (src/api/extensions.ts), and how it is read: kept apart from the slice so
 * that the base query can read it without importing the API it belongs to.
 */
/** The optional extensions the console can use (docs/contract.md), by their names in `GET /extensions`. */
const EXTENSION_NAMES = [
  'paging',
  'record-versions',
  'history',
  'events',
  'import',
  'insights',
  'business-referrals',
] as const;

export type ExtensionName = (typeof EXTENSION_NAMES)[number];

/** The extensions a backend offers, each with its version; none for a spec-only backend. */
export type Offered = Readonly<Partial<Record<ExtensionName, string>>>;

export const SPEC_ONLY: Offered = {};

const isExtensionName = (name: string): name is ExtensionName =>
  EXTENSION_NAMES.some((known) => known === name);

/**
 * The extensions named in a body of `GET /extensions`, or null when it is not a well-formed list
 * (`{ data: [{ name, version }] }`). Names the console does not know are left out.
 */
export function offeredIn(body: unknown): Offered | null {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data))
    return null;
  const offered: Partial<Record<ExtensionName, string>> = {};
  for (const item of body.data) {
    if (typeof item !== 'object' || item === null || !('name' in item) || !('version' in item)) return null;
    const { name, version } = item;
    if (typeof name !== 'string' || typeof version !== 'string') return null;
    if (isExtensionName(name)) offered[name] = version;
  }
  return offered;
}

export type ExtensionsState = Readonly<
  { status: 'unknown'; offered?: undefined } | { status: 'known'; offered: Offered }
>;

export type ExtensionsRootState = { extensions: ExtensionsState };

/**
 * Whether the backend offers `name`: true or false once discovery has answered, undefined while it
 * has not. The one place every extension reads its presence from.
 */
export const selectExtension = (state: ExtensionsRootState, name: ExtensionName): boolean | undefined =>
  state.extensions.status === 'known' ? state.extensions.offered[name] !== undefined : undefined;

export function isExtensionsState(value: unknown): value is ExtensionsRootState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'extensions' in value &&
    typeof value.extensions === 'object' &&
    value.extensions !== null &&
    'status' in value.extensions
  );
}

/** `selectExtension` for code that holds the state untyped (the base query): false without discovery. */
export const isOffered = (state: unknown, name: ExtensionName): boolean =>
  isExtensionsState(state) && selectExtension(state, name) === true;
