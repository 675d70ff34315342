/**
 * Reading the environment: each setting by name, with its fallback and its
 * bounds, and every problem noted rather than thrown, so a start with three
 * wrong settings says all three at once (`ConfigError`).
 */
export type Env = Record<string, string | undefined>;

export interface EnvReader {
  /** The variable, trimmed; undefined when unset or blank. */
  value(name: string): string | undefined;
  /** A whole number from `min` to `max`; `fallback` when unset. */
  integer(name: string, fallback: number, min: number, max: number): number;
  /** true/1/yes/on or false/0/no/off; `fallback` when unset. */
  flag(name: string, fallback: boolean): boolean;
  /** An http(s) URL without its trailing slashes; only a value given is checked. */
  baseUrl(name: string, fallback: string): string;
  /** What is wrong so far, each naming its variable. */
  readonly problems: string[];
}

export function createEnvReader(env: Env): EnvReader {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  return {
    problems,
    value,
    integer(name, fallback, min, max) {
      const raw = value(name);
      if (raw === undefined) return fallback;
      const parsed = Number(raw);
      if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
        problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
        return fallback;
      }
      return parsed;
    },
    flag(name, fallback) {
      const raw = value(name)?.toLowerCase();
      if (raw === undefined) return fallback;
      if (['true', '1', 'yes', 'on'].includes(raw)) return true;
      if (['false', '0', 'no', 'off'].includes(raw)) return false;
      problems.push(`${name} must be true or false, got "${env[name]}".`);
      return fallback;
    },
    baseUrl(name, fallback) {
      const given = value(name);
      const url = (given ?? fallback).replace(/\/+$/, '');
      if (given !== undefined && !isHttpUrl(url)) {
        problems.push(`${name} must be an http:// or https:// URL, got "${url}".`);
      }
      return url;
    },
  };
}

/** The origin of an http(s) URL, or null for anything else. */
export function httpOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

export function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isHttpUrl(raw: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

/** An https origin alone (`https://www.youtube-nocookie.com`): no path, query or credentials. */
export function isHttpsOrigin(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.origin === raw.replace(/\/$/, '');
  } catch {
    return false;
  }
}
