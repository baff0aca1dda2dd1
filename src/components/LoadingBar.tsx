/** The thin (4 px) indeterminate bar shown while a request is in flight, in the theme's colours. */
export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  if (!active) return <div style={{ height: 4 }} aria-hidden="true" />;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      style={{ height: 4, overflow: 'hidden', background: 'var(--ant-color-primary-bg)', borderRadius: 2 }}
    >
      <div
        className="loading-bar__runner"
        style={{ height: 4, width: '40%', background: 'var(--ant-color-primary)' }}
      />
    </div>
  );
}
