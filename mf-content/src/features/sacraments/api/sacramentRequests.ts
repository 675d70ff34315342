import type { SacramentReceipt, SacramentRequestInput } from '@parish/shared-types/sacraments';
import { api } from '../../../lib/api';

/**
 * `POST /api/sacraments/`: a family's request, its answers and document in
 * the multipart body (never in the address), in the page's language.
 */
export function sendSacramentRequest(input: SacramentRequestInput): Promise<SacramentReceipt> {
  return api.sacraments.send(input);
}
