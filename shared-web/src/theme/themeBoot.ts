/**
 * What the page template needs to paint the right theme before any bundle
 * runs. This file imports nothing, so the bundler configuration can read it
 * too (tooling/src/rspack/ puts the script and style inline in every app's HTML).
 */

/** localStorage key of the visitor's theme preference: 'light', 'dark' or 'system'. */
export const THEME_MODE_STORAGE_KEY = 'parish-theme-mode';
/** Attribute on <html> carrying the applied scheme ('light' or 'dark'). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** The page background and text colours of each scheme (the theme uses the same). */
export const PAGE_COLORS = {
  light: { background: '#fbf8f3', text: '#1f2933' },
  dark: { background: '#11161d', text: '#e6e9ee' },
} as const;

/**
 * Reads the stored preference (default: follow the device) and marks <html>
 * with the scheme and `color-scheme`, exactly as the theme provider will
 * once React starts, so the first paint already has the right colours.
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=false;try{var m=localStorage.getItem(${JSON.stringify(THEME_MODE_STORAGE_KEY)});if(m!=='light'&&m!=='dark')m='system';d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);}catch(e){}var s=d?'dark':'light';document.documentElement.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},s);document.documentElement.style.colorScheme=s;})();`;

/** Page colours keyed on the attribute the script sets, for the template's <style>. */
export const THEME_BOOT_STYLE = `html{background:${PAGE_COLORS.light.background};color:${PAGE_COLORS.light.text};}html[${COLOR_SCHEME_ATTRIBUTE}='dark']{background:${PAGE_COLORS.dark.background};color:${PAGE_COLORS.dark.text};}`;
