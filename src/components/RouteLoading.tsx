import { LoadingBar } from './LoadingBar';

/**
 * Shown while a page's code or the saved session arrives. It is part of the first chunk every
 * visitor downloads, so it reuses the thin loading bar rather than antd's Spin, which then loads
 * only with the pages that use it. Its space above is padding: a top margin would collapse through
 * <body> and move the whole page (a layout shift).
 */
export function RouteLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ maxWidth: 240, margin: '0 auto', padding: '120px 16px 0' }}
    >
      <LoadingBar active label={label} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
