import { buildLeaderInput } from '@parish/shared-types/testing';
import { describeResourceContract } from '../../../../testing/resource-tests';
import { LEADER_NOT_FOUND_MESSAGE } from '../routes';

// The e-mail is stored lower-cased, and an empty link as null.
const leader = buildLeaderInput({
  contact_email: 'Anne@HolyTrinity.example',
  facebook: 'https://facebook.com/anne',
  twitter: '',
});

describeResourceContract({
  path: '/api/leadership/',
  notFoundMessage: LEADER_NOT_FOUND_MESSAGE,
  seeded: {
    count: 4,
    first: {
      name: 'Fr. Michael Andrews',
      title: 'Pastor',
      contact_email: 'pastor@holytrinity.example',
      image: '/api/static/seed/leader-pastor.svg',
    },
  },
  create: {
    body: leader,
    shows: { ...leader, contact_email: 'anne@holytrinity.example', twitter: null },
  },
  invalid: [
    {
      name: 'a leader without any field',
      body: {},
      fields: {
        name: 'Name is required',
        title: 'Title is required',
        bio: 'Bio is required',
        contact_email: 'Contact email is required',
        image: 'Image is required',
      },
    },
    { name: 'a blank name', body: { ...leader, name: '  ' }, fields: { name: 'Name is required' } },
    {
      name: 'a bad contact e-mail',
      body: { ...leader, contact_email: 'anne' },
      fields: { contact_email: 'Please enter a valid email address' },
    },
    {
      name: 'an image that is not a URL',
      body: { ...leader, image: 'my photo' },
      fields: { image: 'Please enter a valid URL' },
    },
    {
      name: 'a Facebook link that is not a URL',
      body: { ...leader, facebook: 'facebook/anne' },
      fields: { facebook: 'Please enter a valid URL' },
    },
  ],
  update: {
    method: 'PATCH',
    // The spec's edit form: the image may be left as it is; fields left out stay.
    body: { title: 'Pastoral Associate', contact_email: 'Associate@HolyTrinity.example' },
    shows: { title: 'Pastoral Associate', contact_email: 'associate@holytrinity.example' },
    invalid: [
      { name: 'a blank name', body: { name: '' }, fields: { name: 'Name is required' } },
      { name: 'a null title', body: { title: null }, fields: { title: 'Title is required' } },
      { name: 'a blank bio', body: { bio: ' ' }, fields: { bio: 'Bio is required' } },
      {
        name: 'a cleared contact e-mail',
        body: { contact_email: '' },
        fields: { contact_email: 'Contact email is required' },
      },
      {
        name: 'a null contact e-mail',
        body: { title: 'Pastoral Associate', contact_email: null },
        fields: { contact_email: 'Contact email is required' },
      },
      {
        name: 'a bad contact e-mail',
        body: { contact_email: 'x@' },
        fields: { contact_email: 'Please enter a valid email address' },
      },
    ],
  },
});
