/**
 * TOTP (RFC 6238) with otplib: 6 digits, 30-second steps, SHA-1, as every
 * authenticator app reads a QR code. A code of the step before or after is
 * accepted too (clocks drift), and a step already used is refused.
 */
import { randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The time step `now` falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);
}

/**
 * The time step a code matches at `now` (one step of drift either way),
 * or null when it matches none after `afterStep`.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null = null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: PERIOD_SECONDS,
    // otplib refuses a bound past the window: such a step cannot match anyway.
    ...(afterStep !== null && afterStep < totpStep(now) + 1 ? { afterTimeStep: afterStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return null;
  if (afterStep !== null && result.timeStep <= afterStep) return null;
  return result.timeStep;
}

/** The code of `secret` at `now` (tests, and nothing else, act as the app). */
export function totpCodeAt(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** A recovery code as shown: `k3x9p-2m7qa` (10 of 36 symbols: about 51 bits). */
export function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(10);
  let code = '';
  for (let i = 0; i < 10; i++) {
    // 252 = 7 × 36: bytes above it would favour the first symbols; redraw them.
    let byte = bytes[i] ?? 0;
    while (byte >= 252) byte = randomBytes(1)[0] ?? 0;
    code += alphabet[byte % 36];
    if (i === 4) code += '-';
  }
  return code;
}
