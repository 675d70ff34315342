import {
  SACRAMENT_KINDS,
  SACRAMENT_STATUSES,
  type SacramentKind,
  type SacramentStatus,
} from '@parish/shared-types/sacraments';

/* How the sacraments and the office's statuses are named, in the page's language. */

export const sacramentName = (kind: SacramentKind) => `admin.sacraments.kind.${kind}` as const;
export const statusName = (status: SacramentStatus) => `admin.sacraments.status.${status}` as const;

export const KIND_OPTIONS = SACRAMENT_KINDS.map((kind) => ({
  value: kind,
  label: sacramentName(kind),
}));
export const STATUS_OPTIONS = SACRAMENT_STATUSES.map((status) => ({
  value: status,
  label: statusName(status),
}));

/** A family's answer's name: the form's question, by the schema's field. */
export const answerName = (field: string) => `admin.sacraments.answer.${field}` as const;
