/**
 * The section to show: the one navigation state asks for when the
 * administrator may use it, else the menu's first (Today, what needs
 * attention). The spec's Admins tab ('users') is still opened by asking for
 * it in navigation state, as the admin forms' Cancel and success do.
 */
export function selectTab(registered: readonly string[], requested: string | null): string | null {
  if (requested !== null && registered.includes(requested)) return requested;
  return registered[0] ?? null;
}
