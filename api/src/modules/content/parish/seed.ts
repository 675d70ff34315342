import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import type { Database } from '../../../db';
import { heroSlides, historyEntries, parishProfile, serviceTimes, socialLinks } from '../tables';
import { seedOnce } from '../../../db/seed-once';
import { PROFILE_ID } from './repository';

const SEEDED_KEY = 'demo_parish_details_seeded_at';

/**
 * Stores today's parish details (the compiled ones the site showed before
 * issue 26) once per database, also in one seeded before they were stored,
 * so the dashboard lists them for the office to edit.
 */
export function seedParishDetails(db: Database, now = new Date()): Promise<boolean> {
  const defaults = PARISH_DETAILS_DEFAULTS;
  return seedOnce(
    db,
    SEEDED_KEY,
    async (tx) => {
      const { contact, statement } = defaults;
      await tx
        .insert(parishProfile)
        .values({
          id: PROFILE_ID,
          name: contact.name,
          address: contact.address,
          phone: contact.phone,
          email: contact.email,
          officeHours: contact.office_hours,
          mission: statement.mission,
          vision: statement.vision,
        })
        .onConflictDoNothing();
      const ordered = <T>(list: readonly T[]) =>
        list.map((item, index) => ({ ...item, position: index }));
      await tx.insert(serviceTimes).values(ordered(defaults.service_times));
      await tx.insert(historyEntries).values(ordered(defaults.history));
      await tx.insert(heroSlides).values(
        ordered(defaults.hero_slides).map(({ image, caption, alt, position }) => ({
          imageUrl: image,
          caption,
          alt,
          position,
        })),
      );
      await tx.insert(socialLinks).values(ordered(defaults.social_links));
    },
    now,
  );
}
