/** The API's paths of the office's overview (see apiPaths in api.ts). */
export const officePaths = {
  /** Administrators: the counts of the dashboard's Today, as far as their roles reach (`OfficeOverview`). */
  overview: '/api/overview/',
};
