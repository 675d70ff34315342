import { useColorScheme, useTheme } from '@mui/material';
import { AppProviders, ThemeModeControl, THEME_MODE_STORAGE_KEY } from '@parish/shared-web';
import { serverMarkup } from '@parish/shared-web/testing';

/*
 * While a server-rendered page hydrates, parts of it wait behind Suspense
 * boundaries. If a context above them changes meanwhile, React hydrates
 * every waiting part at once, in one long task that holds every tap (issue
 * 28). The providers every page sits in must therefore hydrate as they are.
 */

const rendered = jest.fn();

/** Reads the theme and the colour scheme, as the page's components do, and counts its renders. */
function ThemeReader() {
  useTheme();
  useColorScheme();
  rendered();
  return <p>Page content</p>;
}

const page = (
  <AppProviders>
    <ThemeReader />
    <ThemeModeControl />
  </AppProviders>
);

let served: ReturnType<typeof serverMarkup>;

beforeEach(() => {
  localStorage.clear();
  // The server knows no stored preference.
  served = serverMarkup(page);
  rendered.mockClear();
});

afterEach(() => {
  served.cleanUp();
  localStorage.clear();
});

describe('the providers while a server-rendered page hydrates', () => {
  it('change nothing below them: the page renders once', async () => {
    const errors = await served.hydrate();
    expect(errors).toEqual([]);
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it("match the server's markup for a visitor who chose dark, then show that choice", async () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'dark');
    const errors = await served.hydrate();
    expect(errors).toEqual([]);
    expect(
      served.container.querySelector('button[aria-label^="Theme: dark. Switch to device setting"]'),
    ).not.toBeNull();
  });
});
