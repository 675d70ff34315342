import { useCallback } from 'react';
import type { IntentionMass } from '@parish/shared-types/intentions';
import { useFormat, useLanguage } from '@parish/shared-web';
import { useT } from '../lib/i18n';

/** "8:00 AM Sunday Worship, Church": a Mass as the page names it, in its language. */
export function useMassName(): (mass: IntentionMass) => string {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  return useCallback(
    (mass) => {
      const spanish = language === 'es';
      const title = (spanish ? mass.title_es : null) ?? mass.title;
      return t('content.massIntentions.mass.option', {
        time: format.time(mass.start_time),
        name:
          title ??
          t(
            mass.kind === 'vigil_mass'
              ? 'content.massIntentions.kind.vigil_mass'
              : 'content.massIntentions.kind.mass',
          ),
        place: (spanish ? mass.place_es : null) ?? mass.place,
      });
    },
    [t, format, language],
  );
}
