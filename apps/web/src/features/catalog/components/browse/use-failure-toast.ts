import { CatalogMessages } from '@cinevocab/core';
import { useEffect, useRef } from 'react';
import { showNotification } from '@/lib/notify';

export interface FailingQuery {
  error: Error | null;
  isFetching: boolean;
}

/**
 * The toast 'Error: {message}' of spec 01 §8, once per failure. Each failed attempt yields a new
 * error object, so remembering the last one shown keeps re-renders (and React's development
 * double effects) from repeating it. While a fetch is under way the error on screen is the old
 * one, about to be replaced: a page opened again on a cached failure does not replay its toast.
 */
export function useFailureToast({ error, isFetching }: FailingQuery): void {
  const shown = useRef<Error | null>(null);
  useEffect(() => {
    if (error === null || isFetching || shown.current === error) return;
    shown.current = error;
    showNotification({ tone: 'error', message: CatalogMessages.errorToast(error.message) });
  }, [error, isFetching]);
}
