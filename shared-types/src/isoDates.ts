/** How dates and times travel on the wire. */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** A wall-clock time, `HH:MM:SS`. */
export type IsoTime = string;

/** An instant, ISO 8601 with a time zone. */
export type IsoDateTime = string;
