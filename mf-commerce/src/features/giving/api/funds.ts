import { apiPaths, fundName, type Fund } from '@parish/shared-types';
import { pageQuery, useApiQuery, useLanguage } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/funds/`: the funds that take gifts today, in their order, with their goals' progress. */
export function getGivingFunds(signal?: AbortSignal): Promise<Fund[]> {
  return api.funds.list(signal);
}

/** Read by the server with the page (pageData.server.ts), so the picker renders with its funds. */
export const givingFundsQuery = pageQuery(apiPaths.funds, getGivingFunds);

export function useGivingFunds() {
  return useApiQuery(givingFundsQuery);
}

/** A fund's name in the page's language, by its key (the key itself while the funds load). */
export function useFundNameOf(): (key: string) => string {
  const funds = useGivingFunds();
  const language = useLanguage();
  return (key) => {
    const fund = funds.data?.find((candidate) => candidate.key === key);
    return fund ? fundName(fund, language) : key;
  };
}
