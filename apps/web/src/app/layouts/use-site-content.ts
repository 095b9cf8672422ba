// What of the club's site exists, for the header's menus and the footer's links: its programs (in
// the reader's language) and the texts it wrote.
import { programOperations } from '@springboard/contract/operations/programs';
import { WEBSITE_PAGES } from '@springboard/contract/website';
import { useOperation } from '../../lib/operations';
import { useWebsite } from '../../lib/website';
import type { SiteContent } from './header-entries';

export function useSiteContent(): SiteContent {
  const programs = useOperation(programOperations.list, {});
  const { texts, programText } = useWebsite();
  return {
    programs: (programs.data ?? []).map((p) => ({ key: p.key, label: programText(p.label, p.label_es) })),
    hasTestimonials: (texts?.testimonials.length ?? 0) > 0,
    hasFaq: (texts?.faq.length ?? 0) > 0,
    pages: WEBSITE_PAGES.filter((p) => texts?.pages[p]),
  };
}
