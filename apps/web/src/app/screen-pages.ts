// The page behind each screen of the registry (config/screens.ts), each its own chunk fetched with
// the locale namespaces it reads, by page name (the admin's and the staff's Add Member are one page).
// A screen without a page here shows the honest "not available in this version" notice.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenPage } from '../config/screens';
import { withNamespaces } from '../lib/i18n';

export const SCREEN_PAGES: { readonly [P in ScreenPage]?: LazyExoticComponent<ComponentType> } = {
  addMember: lazy(withNamespaces(() => import('../features/registration/pages/add-member-page'), 'registration')),
};
