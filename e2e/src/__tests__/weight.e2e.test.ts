/**
 * Page-weight budgets (issue 15) that the site meets today; the figures it
 * does not meet yet are in docs/performance.md. One page load, measured as
 * `npm run report:loading` measures it (latency added to every request).
 */
import { measure } from '../measure/pageLoad';
import { siteForThisFile } from '../support/site';

const site = siteForThisFile();

describe('page weight budgets', () => {
  it('shows the home page within 3 request rounds after the document', async () => {
    const report = await measure(site(), '/');
    const chain = report.chain?.map((request) => request.url) ?? [];
    // The document, then at most three rounds: the registry is in the page
    // and the route's remote is preloaded from it.
    expect(chain.length).toBeGreaterThan(0);
    expect(chain.length).toBeLessThanOrEqual(4);
  });
});
