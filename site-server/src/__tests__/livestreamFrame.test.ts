import { contentSecurityPolicy } from '../securityHeaders';
import { loadSiteConfig } from '../siteConfig';
import { ConfigurationRefused } from '../supervisor';

const frameSources = (livestreamPlayerOrigin?: string) =>
  contentSecurityPolicy({ registry: {}, html: '', livestreamPlayerOrigin })
    .split('; ')
    .find((directive) => directive.startsWith('frame-src '))
    ?.split(' ')
    .slice(1);

describe("the livestream's player in the pages' Content-Security-Policy", () => {
  it('frames YouTube’s privacy-enhanced player when LIVESTREAM_PLAYER_ORIGIN is unset', () => {
    const config = loadSiteConfig({}, '/srv/parish');
    expect(config.livestreamPlayerOrigin).toBe('https://www.youtube-nocookie.com');
    expect(frameSources(config.livestreamPlayerOrigin)).toContain(
      'https://www.youtube-nocookie.com',
    );
  });

  it('adds exactly the configured origin, and no other player', () => {
    const config = loadSiteConfig(
      { LIVESTREAM_PLAYER_ORIGIN: 'https://player.vimeo.com/' },
      '/srv/parish',
    );
    expect(config.livestreamPlayerOrigin).toBe('https://player.vimeo.com');
    const sources = frameSources(config.livestreamPlayerOrigin);
    expect(sources).toContain('https://player.vimeo.com');
    expect(sources?.filter((source) => source.includes('vimeo'))).toEqual([
      'https://player.vimeo.com',
    ]);
    expect(sources).not.toContain('https://www.youtube.com');
  });

  it('refuses a setting that is not an https origin', () => {
    for (const value of ['http://player.example.org', 'https://player.example.org/embed', 'x']) {
      expect(() => loadSiteConfig({ LIVESTREAM_PLAYER_ORIGIN: value }, '/srv/parish')).toThrow(
        ConfigurationRefused,
      );
    }
  });
});
