import { SACRAMENT_KINDS, type SacramentKind } from '@parish/shared-types/sacraments';
import type { SacramentsMessageId } from './i18n';

/** A sacrament's address under /sacraments: its kind, with hyphens (`first-communion`). */
export function sacramentSlug(kind: SacramentKind): string {
  return kind.replace(/_/g, '-');
}

/** The sacrament a /sacraments/<slug> address names, or null for any other. */
export function sacramentOfSlug(slug: string | undefined): SacramentKind | null {
  const kind = (slug ?? '').toLowerCase().replace(/-/g, '_');
  return (SACRAMENT_KINDS as readonly string[]).includes(kind) ? (kind as SacramentKind) : null;
}

/** What the overview and each form call a sacrament, and say of it. */
export const SACRAMENT_COPY: Record<
  SacramentKind,
  { title: SacramentsMessageId; summary: SacramentsMessageId }
> = {
  baptism: {
    title: 'content.sacraments.baptism.title',
    summary: 'content.sacraments.baptism.summary',
  },
  marriage: {
    title: 'content.sacraments.marriage.title',
    summary: 'content.sacraments.marriage.summary',
  },
  funeral: {
    title: 'content.sacraments.funeral.title',
    summary: 'content.sacraments.funeral.summary',
  },
  anointing: {
    title: 'content.sacraments.anointing.title',
    summary: 'content.sacraments.anointing.summary',
  },
  first_communion: {
    title: 'content.sacraments.first_communion.title',
    summary: 'content.sacraments.first_communion.summary',
  },
  confirmation: {
    title: 'content.sacraments.confirmation.title',
    summary: 'content.sacraments.confirmation.summary',
  },
};
