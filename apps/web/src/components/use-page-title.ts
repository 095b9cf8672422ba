// The browser tab names the page and the club ("Programs · Sunrise Gymnastics"), so screen-reader
// users hear where a navigation landed.
import { useEffect } from 'react';
import { useTenant } from '../lib/tenant-context';

export function usePageTitle(title: string) {
  const { clubName } = useTenant();
  useEffect(() => {
    document.title = title ? `${title} · ${clubName}` : clubName;
  }, [title, clubName]);
}
