/*
 * The liturgical day (issue 38, docs/worship.md): what the Church celebrates
 * on a date by the General Roman Calendar as the United States keeps it,
 * computed by the API and sent with the schedule's days. The pages name the
 * rank, season and colour from their catalogs; the celebration's name comes
 * in English and Spanish.
 */

/** How the celebration ranks, highest first. */
export const LITURGICAL_RANKS = [
  'solemnity',
  'sunday',
  'feast',
  'memorial',
  'optional_memorial',
  'weekday',
] as const;
export type LiturgicalRank = (typeof LITURGICAL_RANKS)[number];

/** The seasons of the liturgical year. */
export const LITURGICAL_SEASONS = [
  'advent',
  'christmas',
  'lent',
  'triduum',
  'easter',
  'ordinary',
] as const;
export type LiturgicalSeason = (typeof LITURGICAL_SEASONS)[number];

/** The vestments' colour of the day. */
export const LITURGICAL_COLOURS = ['white', 'red', 'green', 'violet', 'rose', 'black'] as const;
export type LiturgicalColour = (typeof LITURGICAL_COLOURS)[number];

/** One date's celebration. */
export interface LiturgicalDay {
  /** `YYYY-MM-DD`, the parish's date. */
  date: string;
  /** "The Immaculate Conception of the Blessed Virgin Mary, Patroness of the USA". */
  name: string;
  name_es: string;
  rank: LiturgicalRank;
  season: LiturgicalSeason;
  /** Null on Holy Saturday, when no Mass is celebrated during the day. */
  colour: LiturgicalColour | null;
  /**
   * A holy day of obligation other than a Sunday (every Sunday is one, and
   * has its Masses): the office adds its Masses.
   */
  holy_day_of_obligation: boolean;
}
