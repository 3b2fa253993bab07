import { useEffect } from 'react';

/** Sets the tab title to 'Page · Payrail' while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Payrail`;
  }, [title]);
}
