import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  apiPaths,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  podcastAddress,
  sitemapPaths,
} from '@parish/shared-types';
import { startAppServer, type RunningAppServer } from '../appServer';
import { updateRegistry, withDeploy } from '../registry';
import { createShellDocuments } from '../shellDocuments';

const THEME_SCRIPT = "document.documentElement.dataset.colorScheme='light'";
const PAGE = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><script defer src="/main.0123abcd.js"></script></body></html>`;

let dir: string;
let releasesDir: string;
const servers: RunningAppServer[] = [];

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function serve(options: Partial<Parameters<typeof startAppServer>[0]> = {}) {
  const server = await startAppServer({
    root: path.join(dir, 'dist'),
    port: 0,
    apiOrigin: 'http://127.0.0.1:9',
    ...options,
  });
  servers.push(server);
  return server;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parish-app-server-'));
  releasesDir = path.join(dir, 'releases');
  write(path.join(dir, 'dist/index.html'), PAGE);
  write(path.join(dir, 'dist/main.0123abcd.js'), 'console.log("shell")');
  write(path.join(dir, 'dist/mf-manifest.json'), '{"name":"booking"}');
  write(path.join(releasesDir, 'booking/v1/remoteEntry.js'), 'var booking = 1;');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('serving an app', () => {
  it('gives every answer an ETag and Last-Modified, and answers a revalidation with an empty 304', async () => {
    const server = await serve();
    for (const file of ['/', '/main.0123abcd.js', '/mf-manifest.json']) {
      const first = await fetch(`${server.url}${file}`);
      const etag = first.headers.get('etag') ?? '';
      const lastModified = first.headers.get('last-modified') ?? '';
      expect(etag).toMatch(/^".+"$/);
      expect(lastModified).not.toBe('');
      await first.arrayBuffer();

      const byTag = await fetch(`${server.url}${file}`, { headers: { 'If-None-Match': etag } });
      expect(byTag.status).toBe(304);
      expect(await byTag.text()).toBe('');
      const byDate = await fetch(`${server.url}${file}`, {
        headers: { 'If-Modified-Since': lastModified },
      });
      expect(byDate.status).toBe(304);
    }
  });

  it('keeps hashed files and releases for a year, and revalidates entry points', async () => {
    const server = await serve({ releasesRoot: path.join(releasesDir, 'booking') });
    const cacheControl = async (file: string) =>
      (await fetch(`${server.url}${file}`)).headers.get('cache-control');
    expect(await cacheControl('/main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/releases/v1/remoteEntry.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheControl('/mf-manifest.json')).toBe('no-cache');
    expect(await cacheControl('/')).toBe('no-cache');
  });

  it('answers 404 for a file missing from a release, never the app page', async () => {
    const server = await serve({ releasesRoot: path.join(releasesDir, 'booking') });
    expect((await fetch(`${server.url}/releases/v1/466.0123abcd.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/releases/v0/remoteEntry.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/releases/..%2F..%2Fdist%2Findex.html`)).status).toBe(404);
    // A release still being built is not served.
    write(path.join(releasesDir, 'booking/.staging-v2/remoteEntry.js'), 'var booking = 2;');
    expect((await fetch(`${server.url}/releases/.staging-v2/remoteEntry.js`)).status).toBe(404);
  });

  it('answers under the path of its public URL', async () => {
    const server = await serve({
      basePath: '/booking',
      releasesRoot: path.join(releasesDir, 'booking'),
    });
    expect(server.url).toMatch(/\/booking$/);
    expect(await (await fetch(`${server.url}/releases/v1/remoteEntry.js`)).text()).toBe(
      'var booking = 1;',
    );
    expect((await fetch(server.url.replace(/\/booking$/, '/mf-manifest.json'))).status).toBe(404);
  });
});

/** A GET with these request headers: the answer's headers and raw body (not decoded). */
function getRaw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  const script = `console.log("${'parish '.repeat(400)}");`;

  it("sends a build's script from the brotli copy written beside it to a browser that takes brotli", async () => {
    write(path.join(dir, 'dist/vendor.89abcdef.js'), script);
    const server = await serve();
    expect(existsSync(path.join(dir, 'dist/vendor.89abcdef.js.br'))).toBe(true);

    const brotli = await getRaw(`${server.url}/vendor.89abcdef.js`, {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
  });

  it('sends gzip to a browser that takes only gzip (or refuses brotli), and the file itself to one that takes neither', async () => {
    write(path.join(dir, 'dist/vendor.89abcdef.js'), script);
    const server = await serve();
    expect(existsSync(path.join(dir, 'dist/vendor.89abcdef.js.gz'))).toBe(true);

    const gzipped = await getRaw(`${server.url}/vendor.89abcdef.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const notBrotli = await getRaw(`${server.url}/vendor.89abcdef.js`, {
      'Accept-Encoding': 'br;q=0, gzip',
    });
    expect(notBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await getRaw(`${server.url}/vendor.89abcdef.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(script);
    // Three representations, three validators.
    const brotli = await getRaw(`${server.url}/vendor.89abcdef.js`, { 'Accept-Encoding': 'br' });
    expect(new Set([plain, gzipped, brotli].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it('sends a file too large to keep in memory from its brotli copy through @fastify/static', async () => {
    // Over the 2 MB kept in memory (keptFiles.ts): the static plugin's preCompressed path.
    const large = `var words = "${Array.from({ length: 300_000 }, (_, index) => `w${index % 977}`).join(' ')}";`;
    write(path.join(dir, 'dist/large.0badc0de.js'), large);
    const server = await serve();
    const brotli = await getRaw(`${server.url}/large.0badc0de.js`, {
      'Accept-Encoding': 'gzip, br',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(large);
    const gzipped = await getRaw(`${server.url}/large.0badc0de.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(large);
  });
});

describe('/api', () => {
  it("is forwarded to the API with its method, query and body, and the API's answer comes back as it is", async () => {
    const api = http.createServer((request, answer) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        answer.writeHead(201, { 'Content-Type': 'application/json', 'X-From': 'api' });
        answer.end(JSON.stringify({ method: request.method, url: request.url, body }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const address = api.address();
    const apiPort = typeof address === 'object' && address ? address.port : 0;
    try {
      const server = await serve({ apiOrigin: `http://127.0.0.1:${apiPort}` });
      const answer = await fetch(`${server.url}/api/bookings/?page=2`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"tickets":2}',
      });
      expect(answer.status).toBe(201);
      expect(answer.headers.get('x-from')).toBe('api');
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(await answer.json()).toEqual({
        method: 'POST',
        url: '/api/bookings/?page=2',
        body: '{"tickets":2}',
      });
      const capture = await fetch(`${server.url}/config/capture-order`, { method: 'POST' });
      expect((await capture.json()).url).toBe('/config/capture-order');
      // The podcast feed the footer links is the API's own path for it, in each language.
      for (const language of LANGUAGES) {
        const feed = await fetch(`${server.url}${podcastAddress(language)}`);
        expect((await feed.json()).url).toBe(
          language === DEFAULT_LANGUAGE ? apiPaths.podcastFeed : apiPaths.podcastFeedIn(language),
        );
      }
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('answers 502 with a message when the API cannot be reached', async () => {
    const server = await serve();
    const answer = await fetch(`${server.url}/api/events/`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ message: 'The parish API is not reachable right now.' });
  });

  it('sends a visitor whose browser posted a form itself back to the page, reading none of it', async () => {
    const server = await serve();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const posted = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: form,
      body: 'email=ann%40example.org&password=secret',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/login');
    expect(posted.headers.get('cache-control')).toBe('no-store');
    // An address that would read as another site stays on this one.
    const sneaky = await fetch(`${server.url}/a/..//other.example/page`, {
      method: 'POST',
      headers: form,
      body: 'x=1',
      redirect: 'manual',
    });
    expect(sneaky.status).toBe(303);
    expect(sneaky.headers.get('location')).toMatch(/^\/[^/\\]/);
    // Not a form, or not a page: refused as before.
    const json = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    const onFile = await fetch(`${server.url}/main.0123abcd.js`, {
      method: 'POST',
      headers: form,
      body: 'x=1',
    });
    expect(onFile.status).toBe(405);
  });

  it('refuses to change a file', async () => {
    const server = await serve();
    const answer = await fetch(`${server.url}/main.0123abcd.js`, { method: 'PUT', body: 'x' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe("the shell's server", () => {
  const baseUrls = {
    content: 'http://content.test',
    commerce: 'http://commerce.test',
    booking: 'https://cdn.test/booking',
    admin: 'http://admin.test',
  };

  it('answers remotes.json from the registry as it changes, revalidated by ETag', async () => {
    const server = await serve({ shell: createShellDocuments({ releasesDir, baseUrls }) });
    const before = await fetch(`${server.url}/remotes.json`);
    expect(before.headers.get('cache-control')).toBe('no-cache');
    expect((await before.json()).booking.release).toBeNull();
    const etag = before.headers.get('etag') ?? '';
    expect(
      (await fetch(`${server.url}/remotes.json`, { headers: { 'If-None-Match': etag } })).status,
    ).toBe(304);

    await updateRegistry(releasesDir, (document) => ({
      document: withDeploy(
        document,
        'booking',
        {
          release: 'v1',
          manifest: 'https://cdn.test/booking/releases/v1/mf-manifest.json',
          deployedAt: new Date().toISOString(),
        },
        'ops',
      ),
      result: null,
    }));
    const after = await fetch(`${server.url}/remotes.json`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect((await after.json()).booking).toEqual({
      manifest: 'https://cdn.test/booking/releases/v1/mf-manifest.json',
      serverManifest: 'https://cdn.test/booking/releases/v1/server/mf-manifest.json',
      release: 'v1',
      releaseManifest: 'https://cdn.test/booking/releases/{release}/mf-manifest.json',
    });
  });

  it("writes the registry into its page and preloads the current route's remote", async () => {
    const content = await serve();
    write(
      path.join(dir, 'dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['routes.js'], async: ['1.js'] } } }],
      }),
    );
    const server = await serve({
      shell: createShellDocuments({ releasesDir, baseUrls: { ...baseUrls, content: content.url } }),
    });
    const html = await (await fetch(`${server.url}/about`)).text();
    const registry = /<script type="application\/json" id="parish-remotes">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(registry?.[1] ?? '{}').content.manifest).toBe(
      `${content.url}/mf-manifest.json`,
    );
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.js', '1.js']) {
      expect(html).toContain(`<link rel="preload" href="${content.url}/${file}"`);
    }
    // Admin pages wait for a session: no preload of admin code.
    const admin = await (await fetch(`${server.url}/admin`)).text();
    expect(admin).toContain('id="parish-remotes"');
    expect(admin).not.toContain('rel="preload"');
  });

  it("gives its page a CSP allowing scripts only from itself, the registry's origins and its own inline script", async () => {
    const server = await serve({ shell: createShellDocuments({ releasesDir, baseUrls }) });
    const page = await fetch(`${server.url}/events`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((entry) => entry.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    expect(directive('script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://content.test',
        'https://cdn.test',
        'http://admin.test',
        hash,
      ]),
    );
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    // WebAssembly may compile (the door's QR decoder); JavaScript's eval may not.
    expect(directive('script-src')).toContain("'wasm-unsafe-eval'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'http://commerce.test', 'https://cdn.test']),
    );
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Anything not named falls back to the site itself; forms post only to it.
    expect(directive('default-src')?.[0]).toBe("'self'");
    // The remotes' files are fetched ahead (<link rel="prefetch">, checked against default-src).
    expect(directive('default-src')).toEqual(
      expect.arrayContaining(['http://content.test', 'https://cdn.test']),
    );
    expect(directive('form-action')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    // Emotion's <style> elements and style attributes; no script runs from them.
    expect(directive('style-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    // The office's picture addresses (any https), uploads, QR codes (data:) and previews (blob:).
    expect(directive('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']),
    );
    expect(directive('img-src')).not.toContain('http:');
    // Only what the pages embed: the YouTube player, Stripe's and PayPal's frames.
    expect(directive('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://*.paypal.com',
    ]);
    // Public pages never get the camera; an http site gets no HSTS.
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // The page as built, with the registry written in (a data block, not a script to run).
    const html = await page.text();
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(html).toContain('<script type="application/json" id="parish-remotes">');
  });
});

describe("the shell's page on an https site, and the door's screen", () => {
  it('carries HSTS when SHELL_URL is https, and lets only /admin/check-in use the camera', async () => {
    const server = await serve({
      shell: createShellDocuments({
        releasesDir,
        baseUrls: {
          content: 'https://parish.example',
          commerce: 'https://parish.example',
          booking: 'https://parish.example',
          admin: 'https://parish.example',
        },
        siteUrl: 'https://parish.example',
      }),
    });
    const door = await fetch(`${server.url}/admin/check-in`);
    expect(door.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(door.headers.get('permissions-policy')).toBe(
      'camera=(self), microphone=(), geolocation=()',
    );
    for (const other of ['/admin', '/admin/check-in-report', '/events']) {
      const page = await fetch(`${server.url}${other}`);
      expect(page.headers.get('permissions-policy')).toMatch(/^camera=\(\),/);
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });
});

describe('a page in its language', () => {
  const SITE = 'https://parish.example';
  const baseUrls = {
    content: 'http://content.test',
    commerce: 'http://commerce.test',
    booking: 'http://booking.test',
    admin: 'http://admin.test',
  };

  it('is served with its lang, both languages as alternates, and its own texts in it', async () => {
    write(
      path.join(dir, 'dist/index.html'),
      '<!doctype html><html lang="en"><head></head><body><noscript>This site needs JavaScript to run.</noscript><div id="root"></div></body></html>',
    );
    const server = await serve({ shell: createShellDocuments({ baseUrls, siteUrl: SITE }) });
    const spanish = await (await fetch(`${server.url}/es/events?filter=past`)).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(
      '<noscript>Este sitio necesita JavaScript para funcionar.</noscript>',
    );
    expect(spanish).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/events" />`);
    expect(spanish).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es/events" />`);
    expect(spanish).toContain(
      `<link rel="alternate" hreflang="x-default" href="${SITE}/events" />`,
    );
    const english = await (await fetch(`${server.url}/events`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<noscript>This site needs JavaScript to run.</noscript>');
    // The back office is no page for search engines.
    expect(await (await fetch(`${server.url}/es/admin`)).text()).not.toContain('hreflang');
  });

  it('sends a visitor who chose Spanish to its address of a page, and no one else', async () => {
    const server = await serve({ shell: createShellDocuments({ baseUrls, siteUrl: SITE }) });
    const chose = (language: string) => ({
      redirect: 'manual' as const,
      headers: { cookie: `theme=dark; ${LANGUAGE_COOKIE}=${language}` },
    });
    const moved = await fetch(`${server.url}/events?filter=past`, chose('es'));
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/es/events?filter=past');
    expect(moved.headers.get('vary')).toContain('cookie');
    expect((await fetch(`${server.url}/`, chose('es'))).headers.get('location')).toBe('/es');
    // An address in a language is that language; English chosen, or nothing chosen, stays.
    expect((await fetch(`${server.url}/es/events`, chose('es'))).status).toBe(200);
    expect((await fetch(`${server.url}/events`, chose('en'))).status).toBe(200);
    const unchosen = await fetch(`${server.url}/events`, { redirect: 'manual' });
    expect(unchosen.status).toBe(200);
    expect(unchosen.headers.get('vary')).toContain('cookie');
    // Files are never moved.
    expect((await fetch(`${server.url}/main.0123abcd.js`, chose('es'))).status).toBe(200);
  });

  it("remembers a tap on the switch made before the page's script ran, and goes on without the parameter", async () => {
    const server = await serve({ shell: createShellDocuments({ baseUrls, siteUrl: SITE }) });
    const toEnglish = await fetch(`${server.url}/about?lang=en`, {
      redirect: 'manual',
      headers: { cookie: `${LANGUAGE_COOKIE}=es` },
    });
    expect(toEnglish.status).toBe(303);
    expect(toEnglish.headers.get('location')).toBe('/about');
    expect(toEnglish.headers.get('set-cookie')).toMatch(
      new RegExp(`^${LANGUAGE_COOKIE}=en; Path=/; Max-Age=\\d+; SameSite=Lax$`),
    );
    // The English address is then served, not sent back to Spanish.
    const english = await fetch(`${server.url}/about`, {
      redirect: 'manual',
      headers: { cookie: `${LANGUAGE_COOKIE}=en` },
    });
    expect(english.status).toBe(200);

    const toSpanish = await fetch(`${server.url}/es/events?filter=past&lang=es`, {
      redirect: 'manual',
    });
    expect(toSpanish.status).toBe(303);
    expect(toSpanish.headers.get('location')).toBe('/es/events?filter=past');
    expect(toSpanish.headers.get('set-cookie')).toContain(`${LANGUAGE_COOKIE}=es;`);
    // A doubled slash does not lead to another site (`//evil-host/page`).
    const elsewhere = await fetch(`${server.url}/es//evil-host/page?lang=en`, {
      redirect: 'manual',
    });
    expect(elsewhere.headers.get('location')).toBe('/evil-host/page');
    // A language the site does not speak is no choice.
    expect((await fetch(`${server.url}/about?lang=fr`, { redirect: 'manual' })).status).toBe(200);
  });
});

describe("the shell's robots.txt and sitemap.xml", () => {
  const SITE = 'https://parish.example';

  it('lets robots crawl all but the back office, and names the sitemap by its absolute URL', async () => {
    const server = await serve({ siteUrl: `${SITE}/` });
    const answer = await fetch(`${server.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await answer.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });

  it('lists every public page by its absolute URL, and no admin or mid-payment page', async () => {
    const server = await serve({ siteUrl: SITE });
    const answer = await fetch(`${server.url}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const locations = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English, then in Spanish under /es.
    expect(locations).toEqual(
      sitemapPaths().flatMap((page) => [`${SITE}${page}`, `${SITE}/es${page === '/' ? '' : page}`]),
    );
    // Each names both its languages, as search engines pair them.
    expect(xml).toContain(
      `<url><loc>${SITE}/es/events</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/events"/><xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/events"/></url>`,
    );
    expect(locations).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/events`, `${SITE}/shop`, `${SITE}/calendar`]),
    );
    for (const hidden of ['/admin', '/success', '/booking-success', ':']) {
      expect(locations.some((url) => url?.slice(SITE.length).startsWith(hidden))).toBe(false);
    }
  });

  it("adds each published blog post's page, as the API lists them, and still answers without the API", async () => {
    const api = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        request.url === '/api/media/blogs/'
          ? JSON.stringify([
              { slug: 'advent-hope', status: 'published' },
              { slug: 'not-yet', status: 'draft' },
              { slug: 'welcome', status: 'published' },
            ])
          : '[]',
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const address = api.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const server = await serve({ siteUrl: SITE, apiOrigin: `http://127.0.0.1:${port}` });
      const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const locations = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locations.slice(-4)).toEqual([
        `${SITE}/media/blog/advent-hope`,
        `${SITE}/es/media/blog/advent-hope`,
        `${SITE}/media/blog/welcome`,
        `${SITE}/es/media/blog/welcome`,
      ]);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
    // The API down (port 9 refuses): every other page is still listed.
    const alone = await serve({ siteUrl: SITE });
    const xml = await (await fetch(`${alone.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${SITE}/events</loc>`);
    expect(xml).not.toContain('/media/blog/');
  });

  it('revalidates them like the page, with a 304 for a copy still current', async () => {
    const server = await serve({ siteUrl: SITE });
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const first = await fetch(`${server.url}${file}`);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag') ?? '';
      await first.arrayBuffer();
      const again = await fetch(`${server.url}${file}`, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    }
  });

  it('answers them only on the shell: a remote has neither', async () => {
    const server = await serve();
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(404);
  });
});
