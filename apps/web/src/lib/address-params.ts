// The address's search parameters, changed from the address as it is when the change is made.
// React Router's setSearchParams(fn) hands fn the parameters of the render that made it, so two
// changes close together (a search sent once typing pauses, and a click that opens a row) each start
// from the same old address and the later drops what the earlier wrote: the family just opened
// closed again. The browser's address is updated at once by each change, so reading it is current.
import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type ChangeParams = (change: (now: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;

export function useAddressParams(): [URLSearchParams, ChangeParams] {
  const [params, setParams] = useSearchParams();
  const change = useCallback<ChangeParams>(
    (fn, options) => setParams(fn(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, change];
}
