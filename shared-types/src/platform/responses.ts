/** What the API answers in the platform domain (its paths: ./paths.ts). */

/** `GET /api/health`: 200 when the API and its database answer (503 otherwise). */
export interface HealthStatus {
  status: 'ok';
  database: 'ok';
}
