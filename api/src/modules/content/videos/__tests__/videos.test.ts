import { buildVideoInput } from '@parish/shared-types/testing';
import { describeResourceContract } from '../../../../testing/resource-tests';
import { VIDEO_NOT_FOUND_MESSAGE } from '../routes';

const video = buildVideoInput();
const REQUIRED = 'All fields are required.';

describeResourceContract({
  path: '/api/videos/',
  notFoundMessage: VIDEO_NOT_FOUND_MESSAGE,
  seeded: {
    count: 8,
    first: { title: 'Sunday Homily: The Good Shepherd', category: 'Liturgies & Homilies' },
  },
  create: { body: video, shows: video },
  invalid: [
    {
      name: 'a video without any field',
      body: {},
      fields: { title: REQUIRED, youtube_url: REQUIRED, category: REQUIRED },
    },
    {
      name: 'a link that is not YouTube',
      body: { ...video, youtube_url: 'https://vimeo.com/12345' },
      fields: { youtube_url: 'Please enter a YouTube link' },
    },
    {
      name: 'an unknown category',
      body: { ...video, category: 'Bloopers' },
      fields: { category: REQUIRED },
    },
  ],
  update: {
    method: 'PUT',
    body: { ...video, title: 'Easter Vigil Homily (2026)', category: 'Spiritual Education - 2016' },
    shows: { title: 'Easter Vigil Homily (2026)', category: 'Spiritual Education - 2016' },
  },
});
