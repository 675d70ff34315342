/**
 * Each module owns the mails it sends: their subjects, sample data and
 * templates (`ModuleMails`). The messaging module only puts them together
 * (`composeMails`, called where the app is composed) and renders and
 * delivers what the outbox holds.
 *
 * Subjects and samples are plain data, read when a mail is queued; the
 * templates (React, React Email, QR codes) are loaded with the first mail
 * rendered, so a process with nothing to send never pays for them.
 */
import { DEFAULT_LANGUAGE, MAIL_KINDS, type Language, type MailKind } from '@parish/shared-types';
import type { MailData, MailSite, RenderedMail, Rendering } from './kinds';

export type { Rendering };

export type MailRenderer<K extends MailKind> = (
  data: MailData[K],
  site: MailSite,
  subject: string,
) => Rendering | Promise<Rendering>;

export type MailRenderers<K extends MailKind> = { [P in K]: MailRenderer<P> };

/** The mails of one module: `K` are the kinds it sends. */
export interface ModuleMails<K extends MailKind> {
  /** Each kind's subject in the mail's language: one line, whatever the data holds (see `subjectText`). */
  subjects: { [P in K]: (data: MailData[P], language: Language) => string };
  /** A sample of each kind: the dashboard's preview, the templates' tests, the render bench. */
  samples: { [P in K]: MailData[P] };
  /** The templates, loaded with the first mail rendered. */
  loadRenderers: () => Promise<MailRenderers<K>>;
}

/** Every kind of mail the site sends, from the modules that send them. */
export interface Mails {
  subject<K extends MailKind>(kind: K, data: MailData[K], language?: Language): string;
  render<K extends MailKind>(kind: K, data: MailData[K], site: MailSite): Promise<RenderedMail>;
  readonly samples: MailData;
}

// A module's mails with the kinds it sends left open, as `composeMails` takes them.
type AnyModuleMails = {
  subjects: Partial<Record<MailKind, (data: never, language: Language) => string>>;
  samples: Partial<Record<MailKind, unknown>>;
  loadRenderers: () => Promise<Partial<Record<MailKind, MailRenderer<never>>>>;
};

/**
 * Puts the modules' mails together. Every kind of `MAIL_KINDS` must be sent
 * by exactly one module: a kind missing or claimed twice stops the app at
 * start (and its tests), not at the first such mail.
 */
export function composeMails(modules: readonly AnyModuleMails[]): Mails {
  const owner = new Map<MailKind, AnyModuleMails>();
  for (const module of modules) {
    for (const kind of Object.keys(module.subjects) as MailKind[]) {
      if (owner.has(kind)) throw new Error(`Two modules send the mail kind ${kind}.`);
      owner.set(kind, module);
    }
  }
  const missing = (Object.keys(MAIL_KINDS) as MailKind[]).filter((kind) => !owner.has(kind));
  if (missing.length > 0) throw new Error(`No module sends ${missing.join(', ')}.`);
  const moduleOf = (kind: MailKind): AnyModuleMails => {
    const module = owner.get(kind);
    if (!module) throw new Error(`No module sends ${kind}.`);
    return module;
  };
  const samples = Object.fromEntries(
    [...owner].map(([kind, module]) => [kind, module.samples[kind]]),
  ) as unknown as MailData;

  function subjectOf<K extends MailKind>(
    kind: K,
    data: MailData[K],
    language: Language = DEFAULT_LANGUAGE,
  ): string {
    const subject = moduleOf(kind).subjects[kind] as (
      data: MailData[K],
      language: Language,
    ) => string;
    return subject(data, language);
  }

  // Plain functions, not methods: callers may pass `render` or `subject` on their own.
  return {
    samples,
    subject: subjectOf,
    async render(kind, data, site) {
      const renderers = await moduleOf(kind).loadRenderers();
      const renderer = renderers[kind] as unknown as MailRenderer<typeof kind>;
      const subject = subjectOf(kind, data, site.language);
      const { renderRendering } = await import('./render');
      return renderRendering(subject, await renderer(data, site, subject));
    },
  };
}
