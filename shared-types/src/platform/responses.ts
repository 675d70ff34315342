/** What the API answers in the platform domain (its paths: ./paths.ts). */

/** `GET /api/health` and `/api/health/ready`: 200 when the API and its database answer (503 otherwise). */
export interface HealthStatus {
  status: 'ok';
  database: 'ok';
}

/** `GET /api/health/live`: the process answers (its database is not asked). */
export interface LivenessStatus {
  status: 'ok';
}
