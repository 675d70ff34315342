import type { SacramentKind } from '@parish/shared-types/sacraments';
import type { ApiTranslate } from '../../../lib/i18n';

/** A sacrament's name in a mail's language. */
export function sacramentName(t: ApiTranslate, kind: SacramentKind): string {
  return t(`api.sacrament.kind.${kind}`);
}
