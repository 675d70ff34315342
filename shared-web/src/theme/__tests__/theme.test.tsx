import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeModeControl, THEME_MODE_STORAGE_KEY } from '@parish/shared-web';
import { fakeMatchMedia, renderWithProviders } from '@parish/shared-web/testing';
import { getContrastRatio, type CssVarsTheme } from '@mui/material';
import { parishTheme } from '../theme';
import { THEME_BOOT_SCRIPT } from '../themeBoot';

const html = document.documentElement;
const realMatchMedia = window.matchMedia;

/** Pretends the device prefers a dark (or light) colour scheme. */
function devicePrefersDark(dark: boolean) {
  window.matchMedia = fakeMatchMedia({ prefersDark: dark });
}

function runBootScript() {
  // The page template runs this string inline before any bundle.
  new Function(THEME_BOOT_SCRIPT)();
}

function renderControl() {
  return renderWithProviders(<ThemeModeControl />);
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-color-scheme');
  html.style.colorScheme = '';
  devicePrefersDark(false);
});

afterAll(() => {
  window.matchMedia = realMatchMedia;
});

describe('the theme before first paint', () => {
  it("follows the device when nothing is stored ('system' is the default)", () => {
    devicePrefersDark(true);
    runBootScript();
    expect(html).toHaveAttribute('data-color-scheme', 'dark');
    expect(html.style.colorScheme).toBe('dark');

    devicePrefersDark(false);
    runBootScript();
    expect(html).toHaveAttribute('data-color-scheme', 'light');
  });

  it('applies a stored choice over the device setting', () => {
    devicePrefersDark(true);
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'light');
    runBootScript();
    expect(html).toHaveAttribute('data-color-scheme', 'light');

    devicePrefersDark(false);
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'dark');
    runBootScript();
    expect(html).toHaveAttribute('data-color-scheme', 'dark');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('treats an unknown stored value as the device setting', () => {
    devicePrefersDark(true);
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'purple');
    runBootScript();
    expect(html).toHaveAttribute('data-color-scheme', 'dark');
  });
});

describe('the theme control', () => {
  it('starts on the device setting and applies it', () => {
    devicePrefersDark(true);
    renderControl();
    expect(screen.getByRole('button', { name: /Theme: follows your device/ })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-color-scheme', 'dark');
  });

  it('cycles system → light → dark → system, storing each choice', async () => {
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: /Switch to light/ }));
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
    expect(html).toHaveAttribute('data-color-scheme', 'light');

    await user.click(screen.getByRole('button', { name: /Switch to dark/ }));
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
    expect(html).toHaveAttribute('data-color-scheme', 'dark');

    await user.click(screen.getByRole('button', { name: /Switch to device setting/ }));
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('system');
  });

  it('keeps the choice across a reload', async () => {
    const user = userEvent.setup();
    const first = renderControl();
    await user.click(screen.getByRole('button', { name: /Switch to light/ }));
    await user.click(screen.getByRole('button', { name: /Switch to dark/ }));
    first.unmount();
    html.removeAttribute('data-color-scheme');

    // A new page: the template's script, then the app.
    runBootScript();
    expect(html).toHaveAttribute('data-color-scheme', 'dark');
    renderControl();
    expect(screen.getByRole('button', { name: /^Theme: dark/ })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-color-scheme', 'dark');
  });
});

describe('the notices’ colours', () => {
  /** A colour token as the theme emits it: `var(--mui-…, #hex)` → `#hex`. */
  const colour = (token: string) => /^var\([^,]+,\s*(.+)\)$/.exec(token)?.[1] ?? token;

  it.each(['light', 'dark'] as const)(
    'reach 4.5:1 between text and background for every filled notice in the %s scheme',
    (scheme) => {
      // Built with CSS variables, the theme holds both schemes' colours.
      const alert = (parishTheme() as unknown as CssVarsTheme).colorSchemes[scheme]?.palette.Alert;
      if (!alert) throw new Error(`the ${scheme} scheme has no Alert colours`);
      const ratios = (['success', 'info', 'error'] as const).map((severity) => ({
        severity,
        readable:
          getContrastRatio(
            colour(alert[`${severity}FilledColor`]),
            colour(alert[`${severity}FilledBg`]),
          ) >= 4.5,
      }));
      expect(ratios).toEqual([
        { severity: 'success', readable: true },
        { severity: 'info', readable: true },
        { severity: 'error', readable: true },
      ]);
    },
  );
});
