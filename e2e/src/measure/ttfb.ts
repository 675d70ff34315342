/**
 * `npm run report:ttfb`: time to first byte of pages the shell's server
 * renders, with 20 visitors asking at once (issue 17's target: the median
 * for `/` at most 150 ms on the embedded database), against the production
 * build served as `npm start` serves it. Builds first unless
 * E2E_REUSE_BUILD=1.
 *
 * Each visitor is a connection that asks for the page again as soon as the
 * last answer has fully arrived, for SECONDS seconds after a warm-up; a
 * visitor sends no If-None-Match (a first visit each time), so every
 * answer is rendered or taken from the renderings kept for the same data.
 * Also printed: the time to the whole page, how many answers were
 * rendered on the server, and how many came with all their data (a read
 * that misses the server's budget is left to the browser).
 *
 *   npm run report:ttfb                  # /
 *   npm run report:ttfb -- / /events     # other pages
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { buildUnlessReused } from '../support/globalSetup';
import { startTestSite } from '../support/site';

const VISITORS = Number(process.env.TTFB_VISITORS ?? 20);
const SECONDS = Number(process.env.TTFB_SECONDS ?? 15);
const WARM_UP_SECONDS = 3;

interface Sample {
  firstByteMs: number;
  wholeMs: number;
  status: number;
  serverRendered: boolean;
  /** How many API answers the page came with (fewer when a read missed the budget). */
  answers: number;
}

/** The number of API answers in the page's data block. */
function answersIn(html: string): number {
  const json = /<script type="application\/json" id="parish-page-data">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return json ? Object.keys((JSON.parse(json) as { entries: object }).entries).length : 0;
}

function requestOnce(agent: http.Agent, url: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let firstByteMs: number | null = null;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        firstByteMs ??= performance.now() - started;
        chunks.push(chunk);
      });
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const html = (
          response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
        ).toString();
        resolve({
          firstByteMs: firstByteMs ?? performance.now() - started,
          wholeMs: performance.now() - started,
          status: response.statusCode ?? 0,
          serverRendered: Boolean(response.headers.etag?.startsWith('"ssr-')),
          answers: answersIn(html),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

async function load(url: string, seconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (performance.now() < until) samples.push(await requestOnce(agent, url));
      } finally {
        agent.destroy();
      }
    }),
  );
  return samples;
}

async function main() {
  const given = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const paths = given.length ? given : ['/'];
  await buildUnlessReused();
  const site = await startTestSite();
  try {
    console.info(
      `${VISITORS} visitors at once, ${SECONDS} s per page after ${WARM_UP_SECONDS} s of warm-up`,
    );
    const rows: string[] = [];
    for (const pagePath of paths) {
      await load(site.url(pagePath), WARM_UP_SECONDS);
      const samples = await load(site.url(pagePath), SECONDS);
      const firstBytes = samples.map((sample) => sample.firstByteMs);
      const wholes = samples.map((sample) => sample.wholeMs);
      const rendered = samples.filter((sample) => sample.serverRendered).length;
      const most = Math.max(...samples.map((sample) => sample.answers));
      const complete = samples.filter((sample) => sample.answers === most).length;
      const failed = samples.filter((sample) => sample.status >= 400).length;
      rows.push(
        `| \`${pagePath}\` | ${percentile(firstBytes, 0.5).toFixed(0)} ms | ${percentile(firstBytes, 0.95).toFixed(0)} ms | ${percentile(firstBytes, 0.99).toFixed(0)} ms | ` +
          `${percentile(wholes, 0.5).toFixed(0)} ms | ${(samples.length / SECONDS).toFixed(0)}/s | ` +
          `${rendered} of ${samples.length} | ${complete} | ${failed} |`,
      );
    }
    console.info(
      `\n| Page | First byte, median | First byte, p95 | First byte, p99 | Whole page, median | Pages | Rendered on the server | With all their data | Failed |\n` +
        `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n${rows.join('\n')}`,
    );
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
