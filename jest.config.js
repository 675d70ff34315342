// `npm run test:unit` runs every workspace's unit and integration tests in one Jest run.
export default {
  projects: [
    '<rootDir>/shared-types',
    '<rootDir>/shared-web',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-content',
    '<rootDir>/mf-commerce',
    '<rootDir>/mf-booking',
    '<rootDir>/mf-admin',
  ],
};
