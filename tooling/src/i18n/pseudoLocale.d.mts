// The types of pseudoLocale.mjs (plain JavaScript, for the bundler's loader).
export declare const PSEUDO_LOCALE_VARIABLE: 'PARISH_PSEUDO_LOCALE';
export declare const PSEUDO_OPEN: string;
export declare const PSEUDO_CLOSE: string;
export declare function pseudoLocaleWanted(env?: NodeJS.ProcessEnv): boolean;
/** Lingui's compiled form of a message: text, and arrays for placeholders and choices. */
export type PseudoCompiled = unknown[];
export declare function pseudoMessage(english: string): PseudoCompiled;
export declare function pseudoCatalog(
  english: Record<string, string>,
): Record<string, PseudoCompiled>;
