// The public header's navigation: the club navigation (Home, Programs,
// About, Contact) and marketing bar (Gymnastics Training and About menus) merged, each entry once.
// The club navigation's About page opens from the About menu, beside Testimonials and the FAQ;
// the marketing bar's Blog and the top bar's Feedback, Careers, Newsletter and Community are
// footer links (footerLinks).
import type { TFunction } from 'i18next';
import { paths } from '../../config/paths';

export type HeaderLink = { label: string; to: string };
export type HeaderEntry = { key: string; label: string; to?: string; end?: boolean; items?: HeaderLink[] };

export function headerEntries(club: string, t: TFunction<'layout'>): HeaderEntry[] {
  return [
    { key: 'home', label: t('nav.home'), to: paths.home.href(club), end: true },
    { key: 'programs', label: t('nav.programs'), to: paths.programs.href(club) },
    {
      key: 'training',
      label: t('nav.training'),
      items: [
        { label: t('nav.smartStart'), to: paths.programYouth.href(club) },
        { label: t('nav.development'), to: paths.programTeen.href(club) },
      ],
    },
    {
      key: 'about',
      label: t('nav.about'),
      items: [
        { label: t('nav.aboutClub'), to: paths.about.href(club) },
        { label: t('nav.testimonials'), to: `${paths.home.href(club)}#testimonials` },
        { label: t('nav.faq'), to: paths.faq.href(club) },
      ],
    },
    { key: 'contact', label: t('nav.contact'), to: paths.contact.href(club) },
  ];
}

/** The footer's link columns: the club's pages, club life (the former top bar and Blog), legal. */
export function footerLinks(club: string, t: TFunction<'layout'>) {
  return {
    quick: [
      { label: t('nav.home'), to: paths.home.href(club) },
      { label: t('nav.programs'), to: paths.programs.href(club) },
      { label: t('nav.about'), to: paths.about.href(club) },
      { label: t('nav.contact'), to: paths.contact.href(club) },
      { label: t('nav.register'), to: paths.register.href(club) },
      { label: t('footer.support'), to: paths.support.href(club) },
    ],
    life: [
      { label: t('footer.faq'), to: paths.faq.href(club) },
      { label: t('footer.blog'), to: paths.blog.href(club) },
      { label: t('footer.newsletter'), to: paths.newsletter.href(club) },
      { label: t('footer.community'), to: paths.community.href(club) },
      { label: t('footer.feedback'), to: paths.feedback.href(club) },
      { label: t('footer.careers'), to: paths.careers.href(club) },
    ],
    legal: [
      { label: t('footer.privacyPolicy'), to: paths.privacyPolicy.href(club) },
      { label: t('footer.termsOfService'), to: paths.termsOfService.href(club) },
      { label: t('footer.accessibility'), to: paths.accessibilityPolicy.href(club) },
    ],
  } satisfies Record<string, HeaderLink[]>;
}
