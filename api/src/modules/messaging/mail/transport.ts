/**
 * Hands a rendered mail to an SMTP server (nodemailer, `SMTP_URL`) and
 * says whether a failure is worth another try: a 4xx reply or a broken
 * connection is temporary, a 5xx reply (the address does not exist, the
 * message is refused) is permanent.
 */
import nodemailer, { type NodemailerError } from 'nodemailer';
import type { MailAttachment } from './kinds';

export interface OutgoingMail {
  from: string;
  to: { name: string | null; address: string };
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** The outbox's stable Message-ID (`<…@…>`), the same on every attempt. */
  messageId: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/** Why an attempt failed, and whether trying again could help. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export interface MailTransport {
  /** Resolves once the server accepted the mail; throws `MailDeliveryError` otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Removes what could end a header line: a name or subject never injects a header. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex -- C0 controls are exactly what is removed
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * What the outbox keeps of a failure: the server's reply or the network
 * error, without anything of the message (no content, no credentials).
 */
function describe(error: NodemailerError): string {
  const reply = error.response ? headerSafe(error.response).slice(0, 500) : null;
  if (reply) return error.command ? `${error.command}: ${reply}` : reply;
  return headerSafe(`${error.code ?? 'ERROR'}: ${error.message}`).slice(0, 500);
}

/**
 * Permanent: a 5xx reply (RFC 5321), except 503 (nodemailer's `permanent`
 * says so) and a refused login, which is the site's configuration and not
 * the recipient's fault: those mails wait for it to be fixed. Everything
 * without a reply (connection refused, timeout, TLS) is temporary.
 */
export function deliveryError(error: unknown): MailDeliveryError {
  const failure = error as NodemailerError;
  if (failure.code === 'EAUTH' || failure.code === 'ENOAUTH') {
    return new MailDeliveryError(describe(failure), false);
  }
  const permanent =
    failure.permanent ?? (failure.responseCode !== undefined && failure.responseCode >= 500);
  return new MailDeliveryError(describe(failure), permanent);
}

/**
 * How long one attempt may take, at most: well under the outbox's lease, so
 * a slow server can't make a second process send the same mail meanwhile.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * An SMTP transport for `smtp://` or `smtps://` URLs, credentials in the
 * URL. Pooled: a few connections are kept open and reused, so a burst of
 * mails doesn't pay a connection and greeting for each.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from: mail.from,
          to: { name: headerSafe(mail.to.name ?? ''), address: mail.to.address },
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: headerSafe(mail.subject),
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: Object.fromEntries(
            Object.entries(mail.headers).map(([name, value]) => [name, headerSafe(value)]),
          ),
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            contentType: attachment.contentType,
            ...(attachment.cid ? { cid: attachment.cid } : {}),
          })),
        });
        const rejected = (info.rejected ?? []).map(String);
        if (rejected.length > 0) {
          throw new MailDeliveryError(`Recipient refused: ${rejected.join(', ')}`, true);
        }
      } catch (error) {
        if (error instanceof MailDeliveryError) throw error;
        throw deliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}
