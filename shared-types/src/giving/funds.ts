import { z } from 'zod';
import { optionalText, requiredDate, requiredInteger, requiredText } from '../schemas/fields';

/*
 * The funds the office keeps (issue 39, docs/funds.md): finance creates,
 * renames, orders and retires them; a fund may have a date window (a second
 * collection) and a goal, whose progress the giving page shows. A gift names
 * its fund by `key`, the stable slug its payment rows keep for ever (the
 * spec's six funds keep theirs: `building`, `missions`, …), so a renamed or
 * retired fund's history does not change. Amounts are integer cents.
 *
 * Names: the English name is required; the Spanish one (`name_es`) is
 * optional, as every translated field of the site (docs/i18n.md): left
 * blank, the Spanish pages show the English name. Descriptions are optional
 * in both languages.
 */

export const FUND_NAME_MESSAGE = 'Enter the fund’s name';
export const FUND_POSITION_MESSAGE = 'Enter the fund’s place in the list, a whole number from 0';
export const FUND_GOAL_MESSAGE = 'Enter the goal in whole cents, at least 100 (one dollar)';
export const FUND_DATE_MESSAGE = 'Enter the date';
export const FUND_WINDOW_MESSAGE = 'The last day cannot be before the first day';
export const FUND_NOT_FOUND_MESSAGE = 'Fund not found';
export const FUND_RETIRED_MESSAGE =
  'This fund is retired and no longer takes gifts. Choose another fund.';
export const FUND_OUTSIDE_WINDOW_MESSAGE =
  'This fund takes gifts only during its collection dates. Choose another fund.';
export const FUND_ALREADY_RETIRED_MESSAGE = 'This fund is already retired';

/** The largest goal: ten million dollars, in cents (an integer column holds it). */
export const MAX_FUND_GOAL_CENTS = 1_000_000_000;

/** A fund's key: lower-case letters, digits and dashes ('christmas-flowers'). */
export const FUND_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The spec's six funds (the Designated Gift card), by the key the API
 * stores: the seed of the funds the office keeps (the `funds` table), which
 * finance may rename, order, retire and add to. A gift that names no fund
 * goes to the General Fund (`GENERAL_FUND`).
 */
export const GIVING_FUNDS = [
  { id: 'building', label: 'Building Fund', label_es: 'Fondo de Construcción' },
  { id: 'missions', label: 'Missions', label_es: 'Misiones' },
  { id: 'youth', label: 'Youth Ministry', label_es: 'Pastoral Juvenil' },
  { id: 'outreach', label: 'Community Outreach', label_es: 'Servicio a la Comunidad' },
  { id: 'worship', label: 'Worship Ministry', label_es: 'Ministerio de Liturgia' },
  { id: 'general', label: 'General Fund', label_es: 'Fondo General' },
] as const;

/** A form's blank field is no value at all. */
const blankIsNothing = (value: unknown) => (value === '' || value === undefined ? null : value);

const optionalDay = z.preprocess(blankIsNothing, requiredDate(FUND_DATE_MESSAGE).nullable());
const goalCents = z.preprocess(
  blankIsNothing,
  requiredInteger(FUND_GOAL_MESSAGE, {
    min: 100,
    max: MAX_FUND_GOAL_CENTS,
    invalidMessage: FUND_GOAL_MESSAGE,
    minMessage: FUND_GOAL_MESSAGE,
  }).nullable(),
);

const fundFields = {
  name: requiredText(FUND_NAME_MESSAGE, 80),
  name_es: optionalText(80),
  description: optionalText(200),
  description_es: optionalText(200),
  /** Where it stands on the giving form, smallest first (ties by name). */
  position: requiredInteger(FUND_POSITION_MESSAGE, { min: 0, max: 999 }),
  /** A second collection's first and last day (parish dates); both null: always open. */
  starts_on: optionalDay,
  ends_on: optionalDay,
  /** What the parish hopes to raise, in cents; null: no goal shown. */
  goal_cents: goalCents,
};

function checkWindow(
  fund: { starts_on: string | null; ends_on: string | null },
  ctx: z.RefinementCtx,
) {
  if (fund.starts_on && fund.ends_on && fund.ends_on < fund.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: FUND_WINDOW_MESSAGE });
  }
}

/** `POST /api/funds/` and `PUT /api/funds/:id/`: a fund as finance writes it (the key is made from the name). */
export const fundInputSchema = z.object(fundFields).superRefine(checkWindow);
export type FundInput = z.output<typeof fundInputSchema>;
export type FundValues = z.input<typeof fundInputSchema>;

/** A fund as the API answers (the giving page and the dashboard). */
export interface Fund {
  id: number;
  /** The stable slug gifts name it by ('building'). */
  key: string;
  name: string;
  /** Null: the Spanish pages show the English name. */
  name_es: string | null;
  description: string | null;
  description_es: string | null;
  position: number;
  starts_on: string | null;
  ends_on: string | null;
  goal_cents: number | null;
  /** Succeeded gifts' parts to it within its window (all time without one), in cents. */
  raised_cents: number;
  /** When finance retired it; null while it takes gifts. */
  retired_at: string | null;
}

/** The fund's name in a language (for `es` its Spanish name, or the English one when it has none). */
export function fundName(fund: { name: string; name_es: string | null }, language: string): string {
  return language === 'es' ? (fund.name_es ?? fund.name) : fund.name;
}

/** Whether a fund takes a gift on `day` (YYYY-MM-DD, the parish's today). */
export function fundIsOpen(
  fund: Pick<Fund, 'retired_at' | 'starts_on' | 'ends_on'>,
  day: string,
): boolean {
  if (fund.retired_at) return false;
  if (fund.starts_on && day < fund.starts_on) return false;
  if (fund.ends_on && day > fund.ends_on) return false;
  return true;
}
