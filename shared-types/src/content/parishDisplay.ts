/*
 * What the site draws from the parish's details (issue 26): the
 * announcements of the day and the links of the address and the phone.
 * No zod here: the footer and the home page use these on every first load,
 * while the details' schemas (parishDetails.ts) load only with a
 * form or a read made in the browser (issue 28).
 */

/** The announcements shown on `today` (`YYYY-MM-DD`): from their start date to their end date. */
export function currentAnnouncements<T extends { starts_on: string; ends_on: string }>(
  list: readonly T[],
  today: string,
): T[] {
  return list.filter((item) => item.starts_on <= today && today <= item.ends_on);
}

/** A maps search for the address, the link the footer, /about and the chat give. */
export function mapUrlFor(address: string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: address }).toString()}`;
}

/** A `tel:` link for a phone number as the office writes it: `(555) 555-0100` → `tel:+15555550100`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  // Ten digits are a North American number without its country code.
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}
