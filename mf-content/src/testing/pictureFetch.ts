/**
 * When the browser fetches a card's picture, as its attributes tell it:
 * 'first' (at once, ahead of other pictures: the page opens on it) or
 * 'when near' (lazy, once it nears the screen).
 */
export function pictureFetch(card: HTMLElement): 'first' | 'when near' | 'unclear' {
  const picture = card.querySelector('img');
  if (!picture) throw new Error('the card has no picture');
  const loading = picture.getAttribute('loading');
  const priority = picture.getAttribute('fetchpriority');
  if (loading === 'eager' && priority === 'high') return 'first';
  if (loading === 'lazy' && priority !== 'high') return 'when near';
  return 'unclear';
}
