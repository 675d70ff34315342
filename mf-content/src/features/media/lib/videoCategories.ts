import type { VideoCategory } from '@parish/shared-types';
import type { ContentMessageId } from './i18n';

/** The name each video category shows under (the category itself is stored in English). */
export const VIDEO_CATEGORY_NAMES: Record<VideoCategory, ContentMessageId> = {
  'Liturgies & Homilies': 'content.media.videos.category.liturgies',
  'Spiritual Education - a2022': 'content.media.videos.category.education2022',
  'Spiritual Education - 2016': 'content.media.videos.category.education2016',
  'Spiritual Education - Pre-2020': 'content.media.videos.category.educationPre2020',
};
