// The club's public website texts: anyone on its site reads them, its admin writes them.
import { access, defineOperation } from '../operation.js';
import { websiteTexts } from '../website.js';

export const websiteOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/api/website',
    access: access.visitor,
    response: websiteTexts,
    description:
      "The club's website texts in English and Spanish (a text the club has not written is ''; a page it has not written is left out). Small and the same for every visitor: browsers may keep it a minute.",
    tags: ['website'],
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/website',
    access: access.admin,
    body: websiteTexts,
    response: websiteTexts,
    description:
      "Replaces all of the club's website texts (the Website screen). Each list item's main text and each page's title and body must be written in at least one language; lengths are limited (400 naming the field, e.g. testimonials.1.quote).",
    tags: ['website'],
  }),
};

