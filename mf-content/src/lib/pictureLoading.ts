/**
 * How a picture loads. A page's first card picture, on screen as the page
 * opens, is usually its largest paint: fetched at once and first (lazy
 * loading waits for layout, which on a phone's first visit comes after the
 * scripts). Every other picture waits until it nears the screen.
 */
export function pictureLoading(prominent: boolean) {
  return prominent
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto' } as const);
}
