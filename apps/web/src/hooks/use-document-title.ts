import { Messages } from '@cinevocab/core';
import { useEffect } from 'react';

/**
 * Names the browser tab after the page ('Title · CineVocab') and gives the previous name back on
 * leaving. Null leaves the tab as it is, e.g. while the title is still loading.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} · ${Messages.productName}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
