import { PARISH_DETAILS_DEFAULTS, type ParishDetails } from '@parish/shared-types';
import type { Database } from '../../../db';
import { heroSlides, historyEntries, parishProfile, socialLinks } from '../tables';
import { seedOnce } from '../../../db/seed-once';
import { PROFILE_ID } from './repository';
import { contactColumns, statementColumns } from './service';

const SEEDED_KEY = 'demo_parish_details_seeded_at';

/** The demo's Spanish beside each English text of the compiled details (issue 36). */
const SPANISH: Readonly<Record<string, string>> = {
  'Monday to Friday, 9:00 AM to 4:00 PM': 'De lunes a viernes, de 9:00 a.m. a 4:00 p.m.',
  'To worship God in spirit and in truth, to welcome every person as Christ welcomes us, and to serve our neighbours with generous hearts.':
    'Adorar a Dios en espíritu y en verdad, acoger a cada persona como Cristo nos acoge y servir a nuestro prójimo con un corazón generoso.',
  "A parish where everyone, whatever their story, finds a home at the Lord's table and grows in faith, hope and love.":
    'Una parroquia donde todos, sea cual sea su historia, encuentren un hogar en la mesa del Señor y crezcan en la fe, la esperanza y el amor.',
  'Sunday Worship': 'Misa dominical',
  'Sunday School': 'Catequesis dominical',
  'Wednesday Bible Study': 'Estudio bíblico de los miércoles',
  'Our founding': 'Nuestra fundación',
  'Holy Trinity is founded by a small group of families who longed for a Catholic community where everyone would be welcome at the table.':
    'Un pequeño grupo de familias funda Holy Trinity, con el anhelo de una comunidad católica donde todos fueran bienvenidos a la mesa.',
  'Our church': 'Nuestro templo',
  'After years of worshipping in borrowed rooms, the parish builds its own church, the sanctuary where we still gather every Sunday.':
    'Tras años de celebrar en salones prestados, la parroquia construye su propio templo, el santuario donde seguimos reuniéndonos cada domingo.',
  'Our parish family': 'Nuestra familia parroquial',
  'A community of all ages and backgrounds: Sunday worship, Bible study, music, youth and children’s ministries, and outreach to neighbours in need.':
    'Una comunidad de todas las edades y orígenes: la Misa dominical, el estudio bíblico, la música, los ministerios de jóvenes y de niños, y el servicio a los vecinos necesitados.',
  'Sunday Liturgy in the main sanctuary': 'La liturgia dominical en el templo principal',
  'The parish choir in concert': 'El coro parroquial en concierto',
  'Packing donations at the community food drive':
    'Empacando donaciones en la colecta de alimentos para la comunidad',
  'The youth retreat in the mountains': 'El retiro juvenil en la montaña',
  'The parish family picnic on the church lawn':
    'El picnic de la familia parroquial en el jardín de la iglesia',
};

const spanish = (english: string): string | null => SPANISH[english] ?? null;

/** The details the demo is seeded with: the compiled ones, with their Spanish. */
export const DEMO_PARISH_DETAILS: ParishDetails = {
  ...PARISH_DETAILS_DEFAULTS,
  contact: {
    ...PARISH_DETAILS_DEFAULTS.contact,
    office_hours_es: spanish(PARISH_DETAILS_DEFAULTS.contact.office_hours),
  },
  statement: {
    ...PARISH_DETAILS_DEFAULTS.statement,
    mission_es: spanish(PARISH_DETAILS_DEFAULTS.statement.mission),
    vision_es: spanish(PARISH_DETAILS_DEFAULTS.statement.vision),
  },
  history: PARISH_DETAILS_DEFAULTS.history.map((item) => ({
    ...item,
    title_es: spanish(item.title),
    text_es: spanish(item.text),
  })),
  hero_slides: PARISH_DETAILS_DEFAULTS.hero_slides.map((slide) => ({
    ...slide,
    caption_es: spanish(slide.caption),
    alt_es: spanish(slide.alt),
  })),
};

/**
 * Stores today's parish details (the compiled ones the site showed before
 * issue 26), with the demo's Spanish, once per database, also in one seeded
 * before they were stored, so the dashboard lists them for the office to edit.
 */
export function seedParishDetails(db: Database, now = new Date()): Promise<boolean> {
  const details = DEMO_PARISH_DETAILS;
  return seedOnce(
    db,
    SEEDED_KEY,
    async (tx) => {
      const { contact, statement } = details;
      await tx
        .insert(parishProfile)
        .values({ id: PROFILE_ID, ...contactColumns(contact), ...statementColumns(statement) })
        .onConflictDoNothing();
      await tx.insert(historyEntries).values(
        details.history.map((item, position) => ({
          when: item.when,
          title: item.title,
          text: item.text,
          titleEs: item.title_es,
          textEs: item.text_es,
          position,
        })),
      );
      await tx.insert(heroSlides).values(
        details.hero_slides.map((slide, position) => ({
          imageUrl: slide.image,
          caption: slide.caption,
          alt: slide.alt,
          captionEs: slide.caption_es,
          altEs: slide.alt_es,
          position,
        })),
      );
      await tx
        .insert(socialLinks)
        .values(details.social_links.map((link, position) => ({ ...link, position })));
    },
    now,
  );
}
