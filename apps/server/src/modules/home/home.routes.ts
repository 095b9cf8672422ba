// GET /api/home: the overview admins and staff land on (issue 9 item 6), of the caller's club, with
// only the parts of the pages the caller may open.
import type { FastifyInstance } from 'fastify';
import { homeOperations } from '@springboard/contract/operations/home';
import { registerOperations, result } from '../../platform/operations.js';
import { can } from '../../platform/access.js';
import { DEFAULT_JOBS_TIME_ZONE } from '../../jobs/jobs-plugin.js';
import { localDate } from '../jobs/schedule-times.js';
import { homeOverview } from './home.service.js';

export async function homeRoutes(app: FastifyInstance) {
  // The club's day as the scheduled jobs count it (JOBS_TIME_ZONE).
  const timeZone = app.config.jobsTimeZone ?? DEFAULT_JOBS_TIME_ZONE;
  registerOperations(app, homeOperations, {
    overview: {
      handle: async ({ run, user }) => {
        const today = localDate(new Date(), timeZone);
        return result(await run((tx) => homeOverview(tx, today, (p) => can(user, p))));
      },
    },
  });
}
