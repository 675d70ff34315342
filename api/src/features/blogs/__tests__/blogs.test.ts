import { describeResourceContract } from '../../../testing/resource-tests';
import { BLOG_POST_NOT_FOUND_MESSAGE } from '../routes';

const REQUIRED = 'Title and content are required';

describeResourceContract({
  path: '/api/media/blogs/',
  notFoundMessage: BLOG_POST_NOT_FOUND_MESSAGE,
  // The demo has no blog posts.
  seeded: { count: 0, first: {} },
  create: {
    body: { title: ' Advent Reflections ', content: 'Advent is a season of waiting.' },
    shows: {
      title: 'Advent Reflections',
      content: 'Advent is a season of waiting.',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
  },
  invalid: [
    { name: 'a post without any field', body: {}, fields: { title: REQUIRED, content: REQUIRED } },
    {
      name: 'blank content',
      body: { title: 'Advent', content: '   ' },
      fields: { content: REQUIRED },
    },
  ],
  // Newest first.
  order: (a, b) => Number(b.id) - Number(a.id),
});
