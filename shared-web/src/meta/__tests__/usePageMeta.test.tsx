import { render } from '@testing-library/react';
import { SITE_NAME, usePageMeta, type PageMeta } from '@parish/shared-web';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const metaContent = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('usePageMeta', () => {
  it("titles a page with its name and the parish's, and describes it for search and previews", () => {
    render(<Page title="About Us" description="Who we are and what we believe." />);
    expect(document.title).toBe(`About Us · ${SITE_NAME}`);
    expect(metaContent('meta[name="description"]')).toBe('Who we are and what we believe.');
    expect(metaContent('meta[property="og:title"]')).toBe(`About Us · ${SITE_NAME}`);
    expect(metaContent('meta[property="og:description"]')).toBe('Who we are and what we believe.');
  });

  it("gives the home page the parish's name alone", () => {
    render(<Page title={SITE_NAME} description="Welcome." />);
    expect(document.title).toBe(SITE_NAME);
  });

  it('follows the page when it changes, reusing the same tags', () => {
    const { rerender } = render(<Page title="Events" description="What is coming up." />);
    rerender(<Page title="Calendar" description="Every event by day." />);
    expect(document.title).toBe(`Calendar · ${SITE_NAME}`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
