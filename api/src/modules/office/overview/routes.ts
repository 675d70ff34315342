import { apiPaths } from '@parish/shared-types';
import type { ApiApp, AppContext } from '../../../http/context';
import { todayIn } from '../../../lib/dates';
import { docs } from '../../../openapi/registry';
import { officeOverviewJson } from './json';
import { officeOverview, WEEK_DAYS } from './service';

export async function overviewRoutes(app: ApiApp, { db, config, clock }: AppContext) {
  app.get(
    apiPaths.overview,
    docs({
      tag: 'Dashboard',
      summary: 'What needs the office’s attention today',
      description: `Counts for the dashboard's Today, each only when the caller's roles may read the list it counts: messages, prayer requests and questions, ministry interests and course registrations, failed mails (of the caller's kinds) and completed gifts of the last ${WEEK_DAYS} days (\`week_from\` on, UTC days, as the lists' \`from\` filter keeps them), and today's events (in the parish's time zone) with their confirmed tickets and check-ins.`,
      access: 'admin',
      responses: { 200: { description: 'The counts', schema: officeOverviewJson } },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return officeOverview(
        db,
        request.adminSession?.admin.roles ?? [],
        todayIn(config.timeZone, clock()),
        config.payments,
      );
    },
  );
}
