import { useEffect } from 'react';

/** The product's one name: the tab, the README and the server's start-up line use it (index.html too). */
const PRODUCT = 'Referral Network Admin';

/** Names the browser tab after the page, so history and tabs tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
