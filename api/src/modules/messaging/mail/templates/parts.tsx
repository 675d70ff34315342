/**
 * The pieces the templates are made of. Every piece takes user text as
 * React children or props, which React escapes: no template writes raw HTML.
 */
import { Fragment, type ReactNode } from 'react';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DEFAULT_LANGUAGE, type Language } from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';
import { CLASSES, styles } from './theme';

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading} className={CLASSES.heading}>
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading} className={CLASSES.heading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.text} className={CLASSES.text}>
      {children}
    </Text>
  );
}

export function FinePrint({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.muted} className={CLASSES.muted}>
      {children}
    </Text>
  );
}

export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link} className={CLASSES.link}>
      {children}
    </Link>
  );
}

/** A call to action; plain-text readers get its label and its URL. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button href={href} style={styles.button} className={CLASSES.button}>
        {children}
      </Button>
    </Section>
  );
}

/** Text with its line breaks kept: each line is a text node, joined by `<br/>`. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** A message someone wrote, set apart as a quotation. */
export function Quoted({ text }: { text: string }) {
  return (
    <Text style={styles.quote} className={CLASSES.quote}>
      <Lines text={text} />
    </Text>
  );
}

/** One labelled fact; a row left out (`null`, `false`) is not shown. */
export type Detail = readonly [label: string, value: ReactNode];

/** The "E-mail" row of `Details`: the address as a link that writes to it. */
export function emailRow(address: string, language: Language = DEFAULT_LANGUAGE): Detail {
  return [
    apiTexts(language)('api.mail.row.email'),
    <MailLink key="email" href={`mailto:${address}`}>
      {address}
    </MailLink>,
  ];
}

/** Labelled facts, one a line ("Date: Friday, December 25, 2026"). */
export function Details({ rows }: { rows: readonly (Detail | null | false)[] }) {
  const shown = rows.filter((row): row is Detail => Boolean(row));
  return (
    <Text style={styles.text} className={CLASSES.text}>
      {shown.map(([label, value], index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          <strong>{`${label}:`}</strong>
          {/* One text node where it can be: React marks each seam with a comment. */}
          {typeof value === 'string' ? ` ${value}` : <> {value}</>}
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * A translated sentence with marked parts (`… refund <b>{amount}</b> to you.`,
 * `… write to <email></email>.`): each language puts them where its grammar
 * wants, and `tags` draws each by name (its content, if any, given). Only
 * messages whose values are the parish's own (amounts, a place in line, its
 * phone) carry marks, never one holding a visitor's text; an unknown mark
 * stays text, and React escapes everything.
 */
export function Rich({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, (content: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  const mark = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let found = mark.exec(text); found; found = mark.exec(text)) {
    const [whole, name = '', content = ''] = found;
    const draw = tags[name];
    if (!draw) continue;
    parts.push(text.slice(last, found.index));
    parts.push(<Fragment key={found.index}>{draw(content)}</Fragment>);
    last = found.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
