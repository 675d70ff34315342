import { createParishApi } from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

/** The shell's typed API, over the site's one HTTP client. */
export const api = createParishApi(apiClient);
