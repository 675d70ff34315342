/**
 * A local mail catcher (MailDev) for `npm start` and `npm run dev` when no
 * SMTP_URL is set: the API sends every mail to it, and its web inbox shows
 * them, so a newcomer sees what the site sends without a mail account.
 * Run alone with `npm run mail:catcher`.
 */
import { MailDev } from 'maildev';

export const MAIL_CATCHER_SMTP_PORT = 1025;
export const MAIL_CATCHER_WEB_PORT = 1080;

export interface MailCatcher {
  /** What the API's SMTP_URL is set to. */
  smtpUrl: string;
  /** The web inbox. */
  webUrl: string;
  stop(): Promise<void>;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}".`);
  }
  return value;
}

/** Starts MailDev on loopback (`MAIL_CATCHER_SMTP_PORT`, `MAIL_CATCHER_WEB_PORT`). */
export async function startMailCatcher(env: NodeJS.ProcessEnv = process.env): Promise<MailCatcher> {
  const smtp = port(env, 'MAIL_CATCHER_SMTP_PORT', MAIL_CATCHER_SMTP_PORT);
  const web = port(env, 'MAIL_CATCHER_WEB_PORT', MAIL_CATCHER_WEB_PORT);
  const catcher = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  try {
    await catcher.start();
  } catch (error) {
    throw new Error(
      `The mail catcher could not start on ports ${smtp} and ${web} (${(error as Error).message}). Set MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT, or SMTP_URL to a real server.`,
      { cause: error },
    );
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl: `http://localhost:${web}`,
    stop: () => catcher.stop(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const catcher = await startMailCatcher();
  console.info(`Mail catcher: SMTP ${catcher.smtpUrl}, inbox ${catcher.webUrl}`);
  const stop = () => void catcher.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
