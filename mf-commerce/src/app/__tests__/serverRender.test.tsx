/**
 * @jest-environment node
 */
import { itRendersEachPageOnServer, pageUrls } from '@parish/shared-web/testing';
import pageData from '../pageData.server';
import CommerceRoutes, { routes } from '../routes';

// Every page of ./routes renders on a server (docs/conventions.md).
describe('the commerce pages on a server', () => {
  itRendersEachPageOnServer({ urls: pageUrls(routes), Routes: CommerceRoutes, pageData });

  it('declares no page for a URL its routes send to not-found', () => {
    expect(pageData(new URL('http://server.test/shop/nothing-here'))).toBeNull();
  });
});
