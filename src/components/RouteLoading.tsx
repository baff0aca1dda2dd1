import { LoadingBar } from './LoadingBar';

/**
 * Shown while a page's code or the saved session arrives. It is part of the first chunk every
 * visitor downloads, so it reuses the thin loading bar rather than antd's Spin, which then loads
 * only with the pages that use it.
 */
export function RouteLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ maxWidth: 240, margin: '120px auto', padding: '0 16px' }}>
      <LoadingBar active label={label} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
