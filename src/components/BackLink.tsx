import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from './ButtonLink';

/** The arrow before a page's heading that leads one level up, named for screen readers. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <ButtonLink
      to={to}
      type="text"
      icon={<ArrowLeftOutlined aria-hidden />}
      aria-label={label}
      title={label}
    />
  );
}
