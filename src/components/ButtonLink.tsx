import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  /** Handed to the page it opens in the app (the sign-in page's notice). */
  state?: unknown;
};

/**
 * A link that looks like a button: a real `<a href>` (so it can be opened in a new tab) that
 * navigates inside the app on a plain click.
 */
export function ButtonLink({ to, state, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to, { state });
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
