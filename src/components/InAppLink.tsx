import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

const IN_APP = 'data-in-app';

/**
 * A link to a page of the console, as a plain `<a href>`: the frame around it (useInAppLinks)
 * follows a plain click inside the app. For links drawn many times over, a list's cells: React
 * Router's Link runs five hooks per link, a tenth of a list's rows redrawn on each keystroke.
 * Outside a frame that follows them it is an ordinary link, and the page loads.
 */
export function InAppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} {...{ [IN_APP]: '' }}>
      {children}
    </a>
  );
}

/** One click handler for every InAppLink inside an element: a plain left click navigates in the app. */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(`a[${IN_APP}]`) : null;
    const to = link?.getAttribute('href');
    if (!link || !to || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    void navigate(to);
  };
}
