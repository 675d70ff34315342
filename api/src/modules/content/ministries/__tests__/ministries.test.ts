import { buildMinistryInput } from '@parish/shared-types/testing';
import { describeResourceContract } from '../../../../testing/resource-tests';
import { MINISTRY_NOT_FOUND_MESSAGE } from '../routes';

const ministry = buildMinistryInput();

describeResourceContract({
  path: '/api/ministries/',
  notFoundMessage: MINISTRY_NOT_FOUND_MESSAGE,
  seeded: {
    count: 4,
    first: { title: 'Music Ministry', leader: 'Sarah Thompson', location: 'Choir Loft' },
  },
  create: { body: ministry, shows: ministry },
  invalid: [
    {
      name: 'a ministry without any field (all six are required)',
      body: {},
      fields: {
        title: 'Title is required',
        description: 'Description is required',
        image: 'Image is required',
        leader: 'Leader is required',
        schedule: 'Schedule is required',
        location: 'Location is required',
      },
    },
    {
      name: 'a blank schedule',
      body: { ...ministry, schedule: ' ' },
      fields: { schedule: 'Schedule is required' },
    },
    {
      name: 'a title of 201 characters',
      body: { ...ministry, title: 'x'.repeat(201) },
      fields: { title: 'Must be at most 200 characters' },
    },
  ],
  update: {
    method: 'PUT',
    body: { ...ministry, schedule: 'First Sunday of the month', location: 'Church porch' },
    shows: { schedule: 'First Sunday of the month', location: 'Church porch' },
    invalid: [
      {
        name: 'a PUT missing a field',
        body: { ...ministry, leader: undefined },
        fields: { leader: 'Leader is required' },
      },
    ],
  },
});
