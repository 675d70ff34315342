/**
 * The parish's look in mail: deep blue and gold. Every text has an explicit
 * colour on an explicit background, so a client that inverts or ignores the
 * page colours still shows a readable pair; clients that honour
 * `prefers-color-scheme` get the dark palette from `DARK_MODE_CSS` (which
 * needs `!important` to beat the inline styles).
 */
import type { CSSProperties } from 'react';

export const COLORS = {
  page: '#eef1f6',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#4b5563',
  blue: '#1e3a6e',
  gold: '#c9a227',
  goldLight: '#f4d27a',
  quote: '#f7f3e6',
  footer: '#e4e9f2',
} as const;

const DARK = {
  page: '#0b1220',
  card: '#131d33',
  text: '#e5e7eb',
  muted: '#cbd5e1',
  quote: '#1c2944',
  footer: '#0b1220',
} as const;

/** Class names the dark palette targets. */
export const CLASSES = {
  page: 'm-page',
  card: 'm-card',
  text: 'm-text',
  heading: 'm-heading',
  muted: 'm-muted',
  link: 'm-link',
  button: 'm-button',
  quote: 'm-quote',
  footer: 'm-footer',
} as const;

export const DARK_MODE_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){
.m-page{background-color:${DARK.page}!important}
.m-card{background-color:${DARK.card}!important;color:${DARK.text}!important}
.m-text{color:${DARK.text}!important}
.m-heading{color:${COLORS.goldLight}!important}
.m-muted{color:${DARK.muted}!important}
.m-link{color:${COLORS.goldLight}!important}
.m-button{background-color:${COLORS.goldLight}!important;color:${COLORS.blue}!important}
.m-quote{background-color:${DARK.quote}!important;color:${DARK.text}!important}
.m-footer{background-color:${DARK.footer}!important;color:${DARK.muted}!important}
}`;

const FONT = "'Segoe UI', Helvetica, Arial, sans-serif";

export const styles = {
  body: { backgroundColor: COLORS.page, margin: 0, padding: 0 },
  page: { backgroundColor: COLORS.page, padding: '24px 0', fontFamily: FONT },
  container: {
    maxWidth: '600px',
    margin: '0 auto',
    backgroundColor: COLORS.card,
    fontFamily: FONT,
  },
  header: {
    backgroundColor: COLORS.blue,
    borderBottom: `4px solid ${COLORS.gold}`,
    padding: '20px 32px',
  },
  parishName: {
    color: COLORS.goldLight,
    fontSize: '20px',
    lineHeight: '28px',
    fontWeight: 600,
    margin: 0,
  },
  content: { backgroundColor: COLORS.card, color: COLORS.text, padding: '8px 32px 24px' },
  heading: {
    color: COLORS.blue,
    fontSize: '22px',
    lineHeight: '30px',
    fontWeight: 600,
    margin: '20px 0 8px',
  },
  subheading: {
    color: COLORS.blue,
    fontSize: '17px',
    lineHeight: '24px',
    fontWeight: 600,
    margin: '24px 0 4px',
  },
  text: { color: COLORS.text, fontSize: '15px', lineHeight: '24px', margin: '12px 0' },
  muted: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '12px 0' },
  link: { color: COLORS.blue, textDecoration: 'underline' },
  button: {
    backgroundColor: COLORS.blue,
    color: '#ffffff',
    borderRadius: '4px',
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
    padding: '12px 20px',
  },
  quote: {
    backgroundColor: COLORS.quote,
    color: COLORS.text,
    borderLeft: `4px solid ${COLORS.gold}`,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '8px 0 16px',
    padding: '12px 16px',
  },
  footer: {
    backgroundColor: COLORS.footer,
    color: COLORS.muted,
    padding: '16px 32px',
    fontSize: '13px',
    lineHeight: '20px',
  },
  footerText: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '4px 0' },
  ticket: {
    border: `1px solid ${COLORS.gold}`,
    borderRadius: '6px',
    margin: '12px 0',
    padding: '4px 16px 12px',
  },
  qr: { display: 'block', width: '200px', height: '200px', margin: '8px 0' },
} satisfies Record<string, CSSProperties>;
