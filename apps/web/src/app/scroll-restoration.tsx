// React Router's <ScrollRestoration> for the declarative router (BrowserRouter, which the first page
// ships instead of the data router: about 17 kB gzip less): a new page opens at its top (or at its
// #hash), Back and Forward return to where the visitor was on that entry, and a reload keeps it.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'springboard:scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = typeof window === 'undefined' ? {} : readPositions();

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Where the visitor is on this entry, kept as they scroll (read before the next page replaces it).
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (positions[key] = window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions[key];
    if (type === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (type !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, type]);

  return null;
}
