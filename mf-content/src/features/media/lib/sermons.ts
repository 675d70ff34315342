import { apiPaths } from '@parish/shared-types';

/** Spec section 3: the Media page's fixed sample sermons. */
export interface Sermon {
  id: number;
  title: string;
  preacher: string;
  /** `YYYY-MM-DD`. */
  date: string;
  scripture: string;
  description: string;
  /** Falls back to a placeholder picture when absent. */
  thumbnailImage?: string;
  /** How it was recorded: the Video and Audio badges. */
  formats: readonly ('Video' | 'Audio')[];
}

const art = (name: string) => `${apiPaths.seedImages}${name}.svg`;

/**
 * The sample list. The spec gives no recordings' addresses: a sermon with
 * a video points at the videos page, where the parish's recordings are.
 */
export const SAMPLE_SERMONS: readonly Sermon[] = [
  {
    id: 1,
    title: 'The Good Shepherd Knows His Own',
    preacher: 'Fr. Michael Andrews',
    date: '2026-04-26',
    scripture: 'John 10:11–18',
    description:
      'On being known and loved by name, and on caring for one another as Christ cares for us.',
    thumbnailImage: art('sunday-liturgy'),
    formats: ['Video', 'Audio'],
  },
  {
    id: 2,
    title: 'Who Is My Neighbour?',
    preacher: 'Rev. Deacon Maria Lopez',
    date: '2026-07-12',
    scripture: 'Luke 10:25–37',
    description:
      'The parable of the Good Samaritan, and the neighbours our food pantry meets every Saturday.',
    thumbnailImage: art('food-drive'),
    formats: ['Audio'],
  },
  {
    id: 3,
    title: 'Prepare the Way',
    preacher: 'Fr. Michael Andrews',
    date: '2025-12-07',
    scripture: 'Matthew 3:1–12',
    description: 'An Advent homily on John the Baptist, repentance and making room for God.',
    thumbnailImage: art('advent'),
    formats: ['Video'],
  },
  {
    id: 4,
    title: 'Sing to the Lord a New Song',
    preacher: 'Fr. Michael Andrews',
    date: '2026-05-10',
    scripture: 'Psalm 96',
    description:
      'Why we sing when we pray, preached on the Sunday the youth choir joined the parish choir.',
    formats: ['Video', 'Audio'],
  },
];
