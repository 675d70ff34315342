import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@parish/shared-web';

const MARK = '\u0001';

/**
 * A message with elements in it (a link in a sentence): `t` fills each of
 * `elements`' placeholders with a marker, and the markers become the elements,
 * so translators keep the whole sentence, links included, in one message.
 */
export function richText(
  translate: (values: MessageValues) => string,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marked: MessageValues = { ...values };
  for (const name of Object.keys(elements)) marked[name] = `${MARK}${name}${MARK}`;
  const parts = translate(marked).split(MARK);
  // Even parts are text, odd parts name an element.
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{elements[part]}</Fragment>,
  );
}
