import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 16 base62 characters: about 95 random bits, so ids can be neither guessed nor enumerated. */
export const BOOKING_ID_RANDOM_LENGTH = 16;

/**
 * A booking id in the spec's look (`bid…`) made of uniformly random base62
 * characters from the system's CSPRNG (bytes ≥ 248 are dropped so every
 * character is equally likely).
 */
export function newBookingId(length = BOOKING_ID_RANDOM_LENGTH): string {
  let id = 'bid';
  while (id.length < length + 3) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && id.length < length + 3) id += BASE62[byte % 62];
    }
  }
  return id;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ticket's check-in code: 20 Crockford base32 characters from the
 * system's CSPRNG, 5 bits each (100 bits), so no code can be guessed from
 * another. Stored and put in the QR code without dashes; printed as four
 * groups of five (`formatCheckInCode`).
 */
export function newCheckInCode(): string {
  let code = '';
  for (const byte of randomBytes(20)) code += CROCKFORD[byte & 31];
  return code;
}
