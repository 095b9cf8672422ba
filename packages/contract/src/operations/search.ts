// The global search of the admin and staff sidebars.
import { access, defineOperation } from '../operation.js';
import { searchQuery, searchResults, SEARCH_LIMIT } from '../search.js';

const tags = ['search'];

export const searchOperations = {
  search: defineOperation({
    method: 'GET',
    path: '/api/search',
    // Staff who could open no result (neither page) are refused; the handler searches only the kinds
    // the caller may open: members with the memberships page, athletes with the athletes page, staff
    // for admins only (Manage Staff is admin-only).
    access: access.staff(['show_memberships_page', 'manage_athletes_page']),
    query: searchQuery,
    response: searchResults,
    description:
      'Members, athletes and staff of the club whose first name or e-mail (athletes: first name) starts with `q` ' +
      `(2 to 100 characters, any case; % and _ are plain characters), at most ${SEARCH_LIMIT} of each by name. ` +
      'Members need show_memberships_page, athletes manage_athletes_page, staff the admin role; `searched` lists the kinds searched.',
    tags,
  }),
};
