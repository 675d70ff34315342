import { featureTexts } from '@parish/shared-web';
import { shellTexts } from '../../../lib/i18n';
import english from '../locales/en.json';
import { releaseCatalogs } from './releaseCatalogs';

/**
 * The texts an administrator trying a release reads (docs/i18n.md): bundled
 * with the dialog and the notice, which load only for such an administrator,
 * so no visitor's page carries them.
 */
export const { useT } = featureTexts(shellTexts, english, releaseCatalogs);
