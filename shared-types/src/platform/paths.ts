/** The API's paths of the audit log, the trash, health, metrics, the API's own docs and the release override (see apiPaths in api.ts). */
import { pathPattern } from '../paths';

export const platformPaths = {
  /** Owners: the audit log, newest first, by administrator, entity and days (`auditSearchSchema`), a page at a time. */
  audit: '/api/audit/',
  /** Owners: the same entries (every page) as a CSV file. */
  auditCsv: '/api/audit/export.csv',
  /** Administrators: record a CSV export the dashboard offered (`auditExportSchema`). */
  auditExports: '/api/audit/exports/',
  /** Administrators: what is in the trash (deleted events, leaders, ministries, …). */
  trash: '/api/trash/',
  /** Administrators: bring an item back from the trash, same id. */
  trashRestore: pathPattern('/api/trash/:entity/:id/restore/', (entity: string, id: number) => ({
    entity,
    id,
  })),
  /** Readiness: 200 when the API and its database answer, 503 otherwise (docs/observability.md). */
  health: '/api/health',
  /** Readiness for a load balancer's check, the same answer as `health`. */
  healthReady: '/api/health/ready',
  /** Liveness: 200 while the process answers at all, whatever its database (never restart for a database outage). */
  healthLive: '/api/health/live',
  /** Prometheus metrics of the API and of the site server, for METRICS_TOKEN's bearer only (docs/observability.md). */
  metrics: '/metrics',
  openApiDocument: '/api/openapi.json',
  docsPage: '/api/docs',
  /** Administrators: the release of one remote their own browser loads instead (docs/delivery.md). */
  releaseOverride: '/api/release-override',
} as const;
