import { removeSeededData } from './seededData';

/** Removes the seeded data the global setup made. */
export default function globalTeardown() {
  removeSeededData();
}
