/** The requester's mails, enqueued in the transaction of the change they tell. */
import { isLanguage, DEFAULT_LANGUAGE } from '@parish/shared-types';
import type { Executor } from '../../../db';
import { apiTexts } from '../../../lib/i18n';
import type { Outbox } from '../../messaging';
import { findMass } from './masses';
import type { IntentionRow } from './repository';

export async function mailIntention(
  tx: Executor,
  outbox: Outbox,
  row: IntentionRow,
  occasion: 'received' | 'confirmed' | 'moved',
  timeZone: string,
  previous?: { date: string; mass: string },
): Promise<void> {
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  const spanish = language === 'es';
  const mass = await findMass(tx, timeZone, row.date, row.mass);
  const before = previous ? await findMass(tx, timeZone, previous.date, previous.mass) : undefined;
  const title = mass && (spanish ? (mass.title_es ?? mass.title) : mass.title);
  await outbox.enqueue(tx, {
    kind: 'mass_intention',
    to: row.email,
    toName: row.requestedBy,
    language,
    data: {
      name: row.requestedBy,
      occasion,
      intention: row.intention,
      massName: title ?? apiTexts(language)(`api.schedule.kind.${mass?.kind ?? 'mass'}`),
      date: row.date,
      time: mass?.start_time ?? '00:00:00',
      place: (mass && (spanish ? (mass.place_es ?? mass.place) : mass.place)) ?? '',
      previous: previous ? { date: previous.date, time: before?.start_time ?? '00:00:00' } : null,
    },
  });
}
