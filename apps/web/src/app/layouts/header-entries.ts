// The public header's navigation: the club navigation (Home, Programs, About, Contact) and the
// marketing bar's menus merged, each entry once, from what the club really has: the training menu
// lists its programs (none: no menu), About › Testimonials and FAQ appear once the club wrote some.
// The footer's links are the pages the club wrote (footerLinks); a page it has not written has none.
import type { TFunction } from 'i18next';
import type { WebsitePageKey } from '@springboard/contract/website';
import { paths } from '../../config/paths';

export type HeaderLink = { label: string; to: string };
export type HeaderEntry = { key: string; label: string; to?: string; end?: boolean; items?: HeaderLink[] };

/** What of the club's site exists, as the menus need it. */
export type SiteContent = {
  /** The club's programs by key, named in the reader's language. */
  programs: { key: string; label: string }[];
  hasTestimonials: boolean;
  hasFaq: boolean;
  /** The pages the club wrote. */
  pages: readonly WebsitePageKey[];
};

export const NO_CONTENT: SiteContent = { programs: [], hasTestimonials: false, hasFaq: false, pages: [] };

export function headerEntries(club: string, t: TFunction<'layout'>, site: SiteContent = NO_CONTENT): HeaderEntry[] {
  const about: HeaderLink[] = [
    { label: t('nav.aboutClub'), to: paths.about.href(club) },
    ...(site.hasTestimonials ? [{ label: t('nav.testimonials'), to: `${paths.home.href(club)}#testimonials` }] : []),
    ...(site.hasFaq ? [{ label: t('nav.faq'), to: paths.faq.href(club) }] : []),
  ];
  return [
    { key: 'home', label: t('nav.home'), to: paths.home.href(club), end: true },
    { key: 'programs', label: t('nav.programs'), to: paths.programs.href(club) },
    ...(site.programs.length
      ? [
          {
            key: 'training',
            label: t('nav.training'),
            items: site.programs.map((p) => ({ label: p.label, to: paths.programDetail.href(club, p.key) })),
          },
        ]
      : []),
    about.length > 1
      ? { key: 'about', label: t('nav.about'), items: about }
      : { key: 'about', label: t('nav.about'), to: about[0]!.to },
    { key: 'contact', label: t('nav.contact'), to: paths.contact.href(club) },
  ];
}

const PAGE_LINKS: { page: WebsitePageKey; label: string; route: (club: string) => string; column: 'quick' | 'life' | 'legal' }[] =
  [
    { page: 'support', label: 'footer.support', route: paths.support.href, column: 'quick' },
    { page: 'blog', label: 'footer.blog', route: paths.blog.href, column: 'life' },
    { page: 'newsletter', label: 'footer.newsletter', route: paths.newsletter.href, column: 'life' },
    { page: 'community', label: 'footer.community', route: paths.community.href, column: 'life' },
    { page: 'feedback', label: 'footer.feedback', route: paths.feedback.href, column: 'life' },
    { page: 'careers', label: 'footer.careers', route: paths.careers.href, column: 'life' },
    { page: 'training', label: 'footer.training', route: paths.training.href, column: 'life' },
    { page: 'membership', label: 'footer.membership', route: paths.membership.href, column: 'life' },
    { page: 'camps', label: 'footer.camps', route: paths.camps.href, column: 'life' },
    { page: 'privacy', label: 'footer.privacyPolicy', route: paths.privacyPolicy.href, column: 'legal' },
    { page: 'terms', label: 'footer.termsOfService', route: paths.termsOfService.href, column: 'legal' },
    { page: 'accessibility', label: 'footer.accessibility', route: paths.accessibilityPolicy.href, column: 'legal' },
  ];

/** The footer's link columns: the club's pages, club life (what it wrote), legal (what it wrote, and
 *  the accessibility statement). */
export function footerLinks(club: string, t: TFunction<'layout'>, site: SiteContent = NO_CONTENT) {
  const written = (column: 'quick' | 'life' | 'legal') =>
    // The accessibility statement always exists: the club's own, or the software's.
    PAGE_LINKS.filter((l) => l.column === column && (site.pages.includes(l.page) || l.page === 'accessibility')).map((l) => ({
      label: t(l.label as 'footer.blog'),
      to: l.route(club),
    }));
  return {
    quick: [
      { label: t('nav.home'), to: paths.home.href(club) },
      { label: t('nav.programs'), to: paths.programs.href(club) },
      { label: t('nav.about'), to: paths.about.href(club) },
      { label: t('nav.contact'), to: paths.contact.href(club) },
      { label: t('nav.register'), to: paths.register.href(club) },
      ...written('quick'),
    ],
    life: [...(site.hasFaq ? [{ label: t('footer.faq'), to: paths.faq.href(club) }] : []), ...written('life')],
    legal: written('legal'),
  } satisfies Record<string, HeaderLink[]>;
}
