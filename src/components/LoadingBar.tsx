import { theme } from 'antd';

/** The thin (4 px) indeterminate bar shown while a request is in flight. */
export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  const { token } = theme.useToken();
  if (!active) return <div style={{ height: 4 }} aria-hidden="true" />;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      style={{ height: 4, overflow: 'hidden', background: token.colorPrimaryBg, borderRadius: 2 }}
    >
      <div
        className="loading-bar__runner"
        style={{ height: 4, width: '40%', background: token.colorPrimary }}
      />
    </div>
  );
}
