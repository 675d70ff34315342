/**
 * What a visitor chose before leaving for a card checkout, kept in this
 * tab's session storage so that coming back (a cancelled checkout, the
 * browser's Back button) finds the form as it was. Read and written only in
 * effects and handlers: there is no storage while a page renders on a server.
 */
const KEY_PREFIX = 'parish-checkout-draft:';

export function saveCheckoutDraft(name: string, values: unknown): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + name, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form simply starts afresh.
  }
}

/** The draft saved under `name`, once: it is removed as it is read. */
export function takeCheckoutDraft(name: string): unknown {
  try {
    const saved = sessionStorage.getItem(KEY_PREFIX + name);
    sessionStorage.removeItem(KEY_PREFIX + name);
    return saved === null ? null : (JSON.parse(saved) as unknown);
  } catch {
    return null;
  }
}

/** After a payment went through there is nothing left to restore. */
export function clearCheckoutDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored, nothing to clear.
  }
}
