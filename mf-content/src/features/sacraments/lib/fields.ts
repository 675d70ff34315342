import type { SacramentKind } from '@parish/shared-types/sacraments';
import type { SacramentsMessageId } from './i18n';

/** How a question of a sacrament's form is asked. */
export interface SacramentQuestion {
  name: string;
  label: SacramentsMessageId;
  kind: 'text' | 'date';
  required: boolean;
  hint?: SacramentsMessageId;
}

const child: SacramentQuestion[] = [
  { name: 'child_name', label: 'content.sacraments.field.childName', kind: 'text', required: true },
  {
    name: 'child_birth_date',
    label: 'content.sacraments.field.childBirthDate',
    kind: 'date',
    required: true,
  },
  {
    name: 'parents',
    label: 'content.sacraments.field.parents',
    kind: 'text',
    required: true,
  },
];

/** Each sacrament's own questions, after who asks (the schema's fields, in its order). */
export const SACRAMENT_QUESTIONS: Record<SacramentKind, readonly SacramentQuestion[]> = {
  baptism: [
    ...child,
    {
      name: 'godparents',
      label: 'content.sacraments.field.godparents',
      kind: 'text',
      required: true,
    },
    {
      name: 'preferred_date',
      label: 'content.sacraments.field.preferredDate',
      kind: 'date',
      required: true,
    },
    {
      name: 'alternative_date',
      label: 'content.sacraments.field.alternativeDate',
      kind: 'date',
      required: false,
    },
  ],
  marriage: [
    {
      name: 'partner_one',
      label: 'content.sacraments.field.partnerOne',
      kind: 'text',
      required: true,
    },
    {
      name: 'partner_two',
      label: 'content.sacraments.field.partnerTwo',
      kind: 'text',
      required: true,
    },
    {
      name: 'planned_date',
      label: 'content.sacraments.field.plannedDate',
      kind: 'date',
      required: true,
      hint: 'content.sacraments.field.plannedDate.hint',
    },
  ],
  funeral: [
    {
      name: 'deceased_name',
      label: 'content.sacraments.field.deceasedName',
      kind: 'text',
      required: true,
    },
    {
      name: 'date_of_death',
      label: 'content.sacraments.field.dateOfDeath',
      kind: 'date',
      required: true,
    },
    {
      name: 'family_contact',
      label: 'content.sacraments.field.familyContact',
      kind: 'text',
      required: true,
      hint: 'content.sacraments.field.familyContact.hint',
    },
    {
      name: 'funeral_home',
      label: 'content.sacraments.field.funeralHome',
      kind: 'text',
      required: false,
    },
    {
      name: 'preferred_date',
      label: 'content.sacraments.field.preferredDate',
      kind: 'date',
      required: false,
    },
  ],
  anointing: [
    {
      name: 'patient_name',
      label: 'content.sacraments.field.patientName',
      kind: 'text',
      required: true,
    },
    {
      name: 'location',
      label: 'content.sacraments.field.location',
      kind: 'text',
      required: true,
      hint: 'content.sacraments.field.location.hint',
    },
  ],
  first_communion: child,
  confirmation: child,
};

/** The form's starting values: every answer blank, no document. */
export function blankRequest(kind: SacramentKind): Record<string, string | Blob | null> {
  return {
    kind,
    requester_name: '',
    requester_email: '',
    requester_phone: '',
    ...Object.fromEntries(SACRAMENT_QUESTIONS[kind].map((question) => [question.name, ''])),
    message: '',
    document: null,
  };
}
