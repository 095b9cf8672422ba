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
      'Members, athletes and staff of the club in which every word of `q` (2 to 100 characters) is found: in the first, ' +
      'middle (athletes) or last name, the e-mail (members, staff) or the phone digits (members: a `q` that looks like a ' +
      'phone number matches whatever its punctuation); any case, any accents, a word of 3 characters or more anywhere in ' +
      'a word, a shorter one at its start; % and _ are plain characters. The best matches first: exact (the full name ' +
      'in either order, the first or last name, the e-mail or the phone), then those starting with `q`, then the others, ' +
      `each by similarity of the name to \`q\`; at most ${SEARCH_LIMIT} of each. ` +
      'Members need show_memberships_page, athletes manage_athletes_page, staff the admin role; `searched` lists the kinds searched.',
    tags,
  }),
};
