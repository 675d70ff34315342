import type {
  LiturgicalColour,
  LiturgicalSeason,
  ScheduleKind,
  ScheduleLanguage,
  Weekday,
} from '@parish/shared-types';
import type { ContentMessageId } from './i18n';

/** Each kind of service by its name in the page's language (message ids). */
export const KIND_NAMES: Record<ScheduleKind, ContentMessageId> = {
  mass: 'content.massTimes.kind.mass',
  vigil_mass: 'content.massTimes.kind.vigil_mass',
  confession: 'content.massTimes.kind.confession',
  adoration: 'content.massTimes.kind.adoration',
  rosary: 'content.massTimes.kind.rosary',
  morning_prayer: 'content.massTimes.kind.morning_prayer',
  evening_prayer: 'content.massTimes.kind.evening_prayer',
  other: 'content.massTimes.kind.other',
};

/** The language a service is celebrated in, named in the page's language (message ids). */
export const LANGUAGE_NAMES: Record<ScheduleLanguage, ContentMessageId> = {
  en: 'content.massTimes.language.en',
  es: 'content.massTimes.language.es',
  la: 'content.massTimes.language.la',
};

/** The weekday that starts a day's heading (message ids; useFormat writes the date after it). */
export const WEEKDAY_NAMES: Record<Weekday, ContentMessageId> = {
  sun: 'content.massTimes.weekday.sun',
  mon: 'content.massTimes.weekday.mon',
  tue: 'content.massTimes.weekday.tue',
  wed: 'content.massTimes.weekday.wed',
  thu: 'content.massTimes.weekday.thu',
  fri: 'content.massTimes.weekday.fri',
  sat: 'content.massTimes.weekday.sat',
};

/** The seasons of the liturgical year (message ids). */
export const SEASON_NAMES: Record<LiturgicalSeason, ContentMessageId> = {
  advent: 'content.massTimes.liturgy.season.advent',
  christmas: 'content.massTimes.liturgy.season.christmas',
  lent: 'content.massTimes.liturgy.season.lent',
  triduum: 'content.massTimes.liturgy.season.triduum',
  easter: 'content.massTimes.liturgy.season.easter',
  ordinary: 'content.massTimes.liturgy.season.ordinary',
};

/** The liturgical colours, named so that no one reads them by the swatch alone (message ids). */
export const COLOUR_NAMES: Record<LiturgicalColour, ContentMessageId> = {
  white: 'content.massTimes.liturgy.colour.white',
  red: 'content.massTimes.liturgy.colour.red',
  green: 'content.massTimes.liturgy.colour.green',
  violet: 'content.massTimes.liturgy.colour.violet',
  rose: 'content.massTimes.liturgy.colour.rose',
  black: 'content.massTimes.liturgy.colour.black',
};
