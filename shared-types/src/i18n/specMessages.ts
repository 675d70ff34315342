import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages';

/*
 * The spec's messages in the page's language (docs/i18n.md). The schemas and
 * the API keep their English, the spec's wording and the API's contract; a
 * message is recognised by that English, as `locales/en.json` writes it in
 * ICU MessageFormat, and said again in another language from its catalog,
 * with the values it carried: "Must be at most 200 characters" is
 * `shared-types.fields.maxLength` with `{max}` 200, so "Debe tener como
 * máximo 200 caracteres". A text no message matches passes unchanged.
 *
 * Catalogs come as JSON strings (tests, the API) or compiled by the build
 * (Lingui's arrays, tooling's catalog loader); both are read here, with no
 * parser library: the messages use `{name}`, `{n, plural, …}` (with `#`)
 * and `{x, select, …}`.
 */

/** A catalog as `locales/<language>.json` holds it: id → ICU message (or its compiled form). */
export type SpecCatalog = Readonly<Record<string, unknown>>;

/** What a message's placeholders took: `{ max: '200' }`, `{ seats: 3 }`. */
export type SpecMessageValues = Record<string, string | number>;

type Branches = Record<string, Part[]>;
type Part =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: 'plural' | 'select'; branches: Branches };

/** Parses an ICU message (the JSON's string) into parts. */
function parseIcu(text: string): Part[] {
  let at = 0;

  function parts(inPlural: boolean, nested: boolean): Part[] {
    const out: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal) out.push(literal);
      literal = '';
    };
    while (at < text.length) {
      const char = text[at] as string;
      if (char === "'") {
        const next = text[at + 1];
        if (next === "'") {
          literal += "'";
          at += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          // Quoted text, up to the next lone apostrophe.
          at += 1;
          while (at < text.length) {
            if (text[at] === "'" && text[at + 1] === "'") {
              literal += "'";
              at += 2;
            } else if (text[at] === "'") {
              at += 1;
              break;
            } else {
              literal += text[at];
              at += 1;
            }
          }
        } else {
          literal += char;
          at += 1;
        }
      } else if (char === '{') {
        flush();
        at += 1;
        out.push(argument());
      } else if (char === '}') {
        if (!nested) throw new Error(`Unmatched "}" in message: ${text}`);
        at += 1;
        flush();
        return out;
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ pound: true });
        at += 1;
      } else {
        literal += char;
        at += 1;
      }
    }
    if (nested) throw new Error(`Unclosed "{" in message: ${text}`);
    flush();
    return out;
  }

  function word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(text.slice(at));
    if (!match?.[1]) throw new Error(`Expected a name in message: ${text}`);
    at += match[0].length;
    return match[1];
  }

  function argument(): Part {
    const arg = word();
    if (text[at] === '}') {
      at += 1;
      return { arg };
    }
    if (text[at] !== ',') throw new Error(`Expected "," in message: ${text}`);
    at += 1;
    const type = word();
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      // `{n, number}` and the like: shown as the value itself.
      const close = text.indexOf('}', at);
      if (close < 0) throw new Error(`Unclosed "{" in message: ${text}`);
      at = close + 1;
      return { arg };
    }
    if (text[at] !== ',') throw new Error(`Expected "," in message: ${text}`);
    at += 1;
    const branches: Branches = {};
    for (;;) {
      while (/\s/.test(text[at] ?? '')) at += 1;
      if (text[at] === '}') {
        at += 1;
        break;
      }
      const key = word();
      if (key.startsWith('offset:')) continue;
      if (text[at] !== '{') throw new Error(`Expected "{" in message: ${text}`);
      at += 1;
      branches[key] = parts(type !== 'select', true);
    }
    return { arg, kind: type === 'select' ? 'select' : 'plural', branches };
  }

  return parts(false, false);
}

/** Reads Lingui's compiled form (`["Only ", ["available"], " left."]`) into parts. */
function fromCompiled(tokens: unknown, inPlural: boolean): Part[] {
  const list = Array.isArray(tokens) ? (tokens as unknown[]) : [tokens];
  return list.flatMap((token): Part[] => {
    if (typeof token === 'string') return inPlural && token === '#' ? [{ pound: true }] : [token];
    if (!Array.isArray(token) || typeof token[0] !== 'string') return [];
    const [arg, type, options] = token as [string, unknown, unknown];
    if ((type !== 'plural' && type !== 'selectordinal' && type !== 'select') || !options) {
      return [{ arg }];
    }
    const branches: Branches = {};
    for (const [key, value] of Object.entries(options as Record<string, unknown>)) {
      if (key === 'offset') continue;
      // Compiled exact keys lose their `=`: `=1` is `1`.
      branches[/^\d+$/.test(key) ? `=${key}` : key] = fromCompiled(value, type !== 'select');
    }
    return [{ arg, kind: type === 'select' ? 'select' : 'plural', branches }];
  });
}

function partsOf(message: unknown): Part[] {
  return typeof message === 'string' ? parseIcu(message) : fromCompiled(message, false);
}

function branchOf(
  part: { kind: 'plural' | 'select'; branches: Branches },
  value: unknown,
  locale: string,
) {
  const { branches } = part;
  if (part.kind === 'select') return branches[String(value)] ?? branches.other ?? [];
  const count = Number(value);
  return (
    branches[`=${count}`] ??
    branches[new Intl.PluralRules(locale).select(count)] ??
    branches.other ??
    []
  );
}

function format(parts: Part[], values: SpecMessageValues, locale: string, count?: number): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('pound' in part) return count === undefined ? '#' : String(count);
      const value = values[part.arg];
      if (!('kind' in part)) return value === undefined ? `{${part.arg}}` : String(value);
      const inner = part.kind === 'plural' ? Number(value) : count;
      return format(branchOf(part, value, locale), values, locale, inner);
    })
    .join('');
}

/** Formats one catalog message with `values` in `language` (plurals by its rules). */
export function formatSpecMessage(
  message: unknown,
  values: SpecMessageValues,
  language: Language,
): string {
  return format(partsOf(message), values, LANGUAGE_LOCALES[language]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What each capturing group of a message's pattern stands for. */
type Group = { arg: string; number: boolean } | { arg: string; branch: string };

/** A pattern that matches what `parts` formats to, capturing its values. */
function patternOf(parts: Part[], groups: Group[], pluralArg?: string): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escape(part);
      if ('pound' in part) {
        groups.push({ arg: pluralArg ?? '', number: true });
        return '(-?\\d+(?:\\.\\d+)?)';
      }
      if (!('kind' in part)) {
        groups.push({ arg: part.arg, number: false });
        return '([\\s\\S]+?)';
      }
      const alternatives = Object.entries(part.branches).map(([key, branch]) => {
        groups.push({ arg: part.arg, branch: key });
        return `(${patternOf(branch, groups, part.kind === 'plural' ? part.arg : pluralArg)})`;
      });
      return `(?:${alternatives.join('|')})`;
    })
    .join('');
}

/** How much fixed text a message has: the more, the more specific its pattern. */
function literalLength(parts: Part[]): number {
  return parts.reduce(
    (sum, part) =>
      sum +
      (typeof part === 'string'
        ? part.length
        : 'kind' in part
          ? Math.min(...Object.values(part.branches).map(literalLength))
          : 0),
    0,
  );
}

interface Candidate {
  id: string;
  parts: Part[];
  pattern: RegExp;
  groups: Group[];
}

/** A catalog's messages, recognised by their English. */
export interface SpecMessages {
  /** The message `text` is, and the values it carries; null for a text the catalog lacks. */
  match(text: string): { id: string; values: SpecMessageValues } | null;
  /** `text` said in `language` by `catalog`, or `text` itself when it is not one of the messages. */
  translate(text: string, language: Language, catalog: SpecCatalog | undefined): string;
}

/** The messages of `english` (shared-types' `locales/en.json`), for recognising them. */
export function specMessagesOf(english: SpecCatalog): SpecMessages {
  const exact = new Map<string, string>();
  const candidates: Candidate[] = [];
  for (const [id, message] of Object.entries(english)) {
    const parts = partsOf(message);
    if (parts.every((part) => typeof part === 'string')) {
      if (!exact.has(parts.join(''))) exact.set(parts.join(''), id);
      continue;
    }
    const groups: Group[] = [];
    const pattern = new RegExp(`^${patternOf(parts, groups)}$`);
    candidates.push({ id, parts, pattern, groups });
  }
  // The most specific first: "Must be at most {max} characters" before "Must be at most {max}".
  candidates.sort((a, b) => literalLength(b.parts) - literalLength(a.parts));

  function valuesOf(candidate: Candidate, found: RegExpExecArray): SpecMessageValues {
    const values: SpecMessageValues = {};
    candidate.groups.forEach((group, index) => {
      const text = found[index + 1];
      if (text === undefined || values[group.arg] !== undefined) return;
      if ('branch' in group) {
        // A branch that shows no number still tells it: `=1`, or English's `one`.
        const exactly = /^=(\d+)$/.exec(group.branch);
        if (exactly) values[group.arg] = Number(exactly[1]);
        else if (group.branch === 'one') values[group.arg] = 1;
        else if (group.branch === 'zero') values[group.arg] = 0;
        return;
      }
      values[group.arg] = group.number ? Number(text) : text;
    });
    return values;
  }

  function match(text: string) {
    const id = exact.get(text);
    if (id !== undefined) return { id, values: {} };
    for (const candidate of candidates) {
      const found = candidate.pattern.exec(text);
      if (!found) continue;
      const values = valuesOf(candidate, found);
      // The values must say the text again exactly (the right plural branch, no stray text).
      if (format(candidate.parts, values, LANGUAGE_LOCALES[DEFAULT_LANGUAGE]) === text) {
        return { id: candidate.id, values };
      }
    }
    return null;
  }

  return {
    match,
    translate(text, language, catalog) {
      if (language === DEFAULT_LANGUAGE || !catalog || !text) return text;
      const found = match(text);
      const message = found ? catalog[found.id] : undefined;
      if (!found || message === undefined) return text;
      return formatSpecMessage(message, found.values, language);
    },
  };
}
