// The family calendar feed: the member reads and rotates their family's secret address; calendar apps
// fetch the feed at it with no sign-in (the address is the secret).
import { access, defineOperation } from '../operation.js';
import { calendarFeed, calendarFeedBody, calendarFeedParams } from '../calendar.js';

export const calendarOperations = {
  myFeed: defineOperation({
    method: 'GET',
    path: '/api/calendar/feed',
    access: access.signedIn,
    response: calendarFeed,
    description: "The signed-in member's family calendar address (made on first ask). Staff and admins without a family get 404.",
    tags: ['calendar'],
  }),
  rotate: defineOperation({
    method: 'POST',
    path: '/api/calendar/feed/rotate',
    access: access.signedIn,
    response: calendarFeed,
    description: 'A new secret address for the family feed; the old one answers 404 from now on.',
    tags: ['calendar'],
  }),
  feed: defineOperation({
    method: 'GET',
    path: '/api/clubs/:slug/calendar/:token',
    access: access.public,
    params: calendarFeedParams,
    response: calendarFeedBody,
    rawResponse: { contentTypes: ['text/calendar'] },
    description:
      'The family calendar as iCalendar (RFC 5545): a weekly event per enrolled class, in the club’s time zone. The token is the secret; an unknown or replaced one is 404.',
    tags: ['calendar'],
  }),
};
