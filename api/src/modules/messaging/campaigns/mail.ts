/**
 * A campaign's mail for one person: the sanitised body with their greeting
 * filled in, the per-topic one-click unsubscribe (RFC 8058), the
 * preference page, and a List-Id naming the topic.
 */
import {
  apiPaths,
  FIRST_NAME_PLACEHOLDER,
  pathInLanguage,
  type Language,
} from '@parish/shared-types';
import type { Executor } from '../../../db';
import type { CampaignMail, MailSite } from '../mail/kinds';
import { newLinkToken } from '../mail/outbox';
import { issueUnsubscribeLink } from '../newsletter/repository';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * `{{first_name}}` and `{{first_name|fallback}}` in the sanitised body: the
 * person's first name (escaped) when the parish knows it, else the fallback
 * the office wrote (already escaped by the sanitiser), else nothing.
 */
export function personalise(bodyHtml: string, firstName: string | null): string {
  return bodyHtml.replace(FIRST_NAME_PLACEHOLDER, (_match, fallback: string | undefined) =>
    firstName?.trim() ? escapeHtml(firstName.trim()) : (fallback ?? '').trim(),
  );
}

export interface CampaignLinks {
  /** The token of this mail's links (null for a test: its links act on no one). */
  token: string | null;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

/** A topic's name in the mail's language (the English when it has no Spanish one). */
export function topicLabel(topic: { name: string; nameEs: string | null }, language: Language) {
  return language === 'es' && topic.nameEs ? topic.nameEs : topic.name;
}

/** A mail's links, with a token of their own (the table keeps its hash), as the newsletter's mails have. */
export async function recipientLinks(
  tx: Executor,
  siteUrl: string,
  subscriberId: number,
  language: Language,
): Promise<CampaignLinks> {
  const token = newLinkToken();
  await issueUnsubscribeLink(tx, subscriberId, token);
  const query = new URLSearchParams({ token }).toString();
  return {
    token,
    unsubscribeUrl: `${siteUrl}${pathInLanguage(`/newsletter/unsubscribe?${query}`, language)}`,
    preferencesUrl: `${siteUrl}${pathInLanguage(`/newsletter/preferences?${query}`, language)}`,
  };
}

/** A test's or a preview's links: the newsletter's page, acting on nobody. */
export function testLinks(siteUrl: string, language: Language): CampaignLinks {
  const page = `${siteUrl}${pathInLanguage('/newsletter', language)}`;
  return { token: null, unsubscribeUrl: page, preferencesUrl: page };
}

/** The host of the site, for List-Id (`<topic-3.holytrinity.example>`). */
function listHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

export function campaignMailData(input: {
  campaignId: number;
  subscriberId: number | null;
  subject: string;
  bodyHtml: string;
  firstName: string | null;
  topicId: number;
  topicName: string;
  links: CampaignLinks;
  siteUrl: string;
}): CampaignMail {
  const oneClick = `${input.siteUrl}${apiPaths.newsletterTopicUnsubscribe(input.topicId)}`;
  return {
    campaignId: input.campaignId,
    subscriberId: input.subscriberId,
    subject: input.subject,
    bodyHtml: personalise(input.bodyHtml, input.firstName),
    unsubscribeUrl: input.links.unsubscribeUrl,
    oneClickUnsubscribeUrl: input.links.token
      ? `${oneClick}?${new URLSearchParams({ token: input.links.token }).toString()}`
      : oneClick,
    preferencesUrl: input.links.preferencesUrl,
    topicName: input.topicName,
    // RFC 2919's list identifier alone: a phrase would be MIME-encoded by the transport.
    listId: `<topic-${input.topicId}.${listHost(input.siteUrl)}>`,
  };
}

/** The HTML a recipient's mail client is given (the preview shows exactly this). */
export async function renderCampaignHtml(data: CampaignMail, site: MailSite): Promise<string> {
  const [{ renderers }, { renderRendering }] = await Promise.all([
    import('../mail/templates/renderers'),
    import('../mail/render'),
  ]);
  const rendered = await renderRendering(
    data.subject,
    await renderers.campaign(data, site, data.subject),
  );
  return rendered.html;
}
