/**
 * The frame every mail shares: the parish's name on a blue band, the
 * content on a white card, and a footer with how to reach the office.
 */
import type { ReactNode } from 'react';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';
import type { MailSite } from '../kinds';
import { CLASSES, DARK_MODE_CSS, styles } from './theme';

export interface LayoutProps {
  site: MailSite;
  /** The document's title (the subject). */
  title: string;
  /** The line inbox lists show after the subject. */
  preview: string;
  /** A newsletter mail's unsubscribe link, shown in the footer. */
  unsubscribeUrl?: string;
  /** A newsletter mail's preference page (topics, pause), shown beside it. */
  preferencesUrl?: string;
  children: ReactNode;
}

export function Layout({
  site,
  title,
  preview,
  unsubscribeUrl,
  preferencesUrl,
  children,
}: LayoutProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      {/* Not React Email's Body, which copies its style onto a table cell the dark palette cannot reach. */}
      <body style={styles.body} className={CLASSES.page}>
        <Preview>{preview}</Preview>
        <Section style={styles.page} className={CLASSES.page}>
          <Container style={styles.container} className={CLASSES.card}>
            <Section style={styles.header}>
              <Text style={styles.parishName}>{site.name}</Text>
            </Section>
            <Section style={styles.content} className={CLASSES.card}>
              {children}
            </Section>
            <Section style={styles.footer} className={CLASSES.footer}>
              <Text style={styles.footerText} className={CLASSES.muted}>
                {site.name}
                <br />
                {site.address}
                <br />
                {t('api.mail.layout.phone', { phone: site.phone })}
                <br />
                {t('api.mail.layout.email')}{' '}
                <Link href={`mailto:${site.email}`} style={styles.link} className={CLASSES.link}>
                  {site.email}
                </Link>
                <br />
                <Link href={site.url} style={styles.link} className={CLASSES.link}>
                  {site.url}
                </Link>
              </Text>
              {unsubscribeUrl ? (
                <Text style={styles.footerText} className={CLASSES.muted}>
                  {t('api.mail.layout.noMoreNewsletter')}{' '}
                  <Link href={unsubscribeUrl} style={styles.link} className={CLASSES.link}>
                    {t('api.mail.layout.unsubscribe')}
                  </Link>
                </Text>
              ) : null}
              {preferencesUrl ? (
                <Text style={styles.footerText} className={CLASSES.muted}>
                  {t('api.mail.layout.choosePreferences')}{' '}
                  <Link href={preferencesUrl} style={styles.link} className={CLASSES.link}>
                    {t('api.mail.layout.preferences')}
                  </Link>
                </Text>
              ) : null}
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}
