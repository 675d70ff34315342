import { Box } from '@mui/material';
import {
  announcementSchema,
  heroSlideFormSchema,
  historyEntrySchema,
  serviceTimeSchema,
  SLIDE_IMAGE_CONTENT_TYPES,
  socialLinkSchema,
  type HeroSlideFormInput,
  type HeroSlideRecord,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const ORDER_FIELD = {
  label: 'Order',
  kind: 'integer',
  hint: 'Lower numbers come first (0 is first).',
} as const;

/** The week's services: /about, I'm New and the chat's answer list them in this order. */
export const serviceTimesResource = englishOnlyResource({
  key: 'serviceTimes',
  calls: {
    list: 'public',
    create: 'POST /api/parish/service-times/',
    edit: 'PUT /api/parish/service-times/:id/',
    remove: 'DELETE /api/parish/service-times/:id/',
  },
  label: 'Service times',
  list: api.parish.serviceTimes.list,
  recordId: (time) => time.id,
  recordLabel: (time) => time.label,
  columns: [
    { header: 'Service', value: (time) => time.label },
    { header: 'Time', value: (time) => time.time },
    { header: 'Order', value: (time) => time.position },
  ],
  loadingText: 'Loading service times...',
  emptyText: 'No service times found.',
  loadErrorText: 'Failed to fetch service times',
  remove: {
    call: (time) => api.parish.serviceTimes.remove(time.id),
    confirmTitle: 'Delete service time?',
    doneText: 'Service time deleted',
    failureText: 'Failed to delete the service time',
  },
  fields: {
    label: { label: 'Service', kind: 'text', hint: 'For example Sunday Worship' },
    time: { label: 'Time', kind: 'text', hint: 'For example 9:30 AM' },
    position: ORDER_FIELD,
  },
  create: {
    route: '/admin/parish/add-service-time',
    schema: serviceTimeSchema,
    save: (input) => api.parish.serviceTimes.create(input),
    title: 'Add Service Time',
    submitLabel: 'Add Service Time',
    busyLabel: 'Adding...',
    successText: 'Service time added',
    failureText: 'Failed to add the service time',
  },
  edit: {
    route: '/admin/parish/service-times/edit/:id',
    schema: serviceTimeSchema,
    load: (id, signal) => api.parish.serviceTimes.get(id, signal),
    save: (input, id) => api.parish.serviceTimes.update(id, input),
    title: 'Edit Service Time',
    submitLabel: 'Update Service Time',
    busyLabel: 'Updating...',
    successText: 'Service time updated: the site shows it within a minute.',
    failureText: 'Failed to update the service time',
    loadErrorText: 'Failed to load the service time',
  },
});

/** The About page's History. */
export const historyResource = englishOnlyResource({
  key: 'parishHistory',
  calls: {
    list: 'public',
    create: 'POST /api/parish/history/',
    edit: 'PUT /api/parish/history/:id/',
    remove: 'DELETE /api/parish/history/:id/',
  },
  label: 'History',
  list: api.parish.history.list,
  recordId: (entry) => entry.id,
  recordLabel: (entry) => entry.title,
  columns: [
    { header: 'Title', value: (entry) => entry.title },
    { header: 'When', value: (entry) => entry.when },
    { header: 'Order', value: (entry) => entry.position },
  ],
  loadingText: 'Loading history...',
  emptyText: 'No history entries found.',
  loadErrorText: 'Failed to fetch the history',
  remove: {
    call: (entry) => api.parish.history.remove(entry.id),
    confirmTitle: 'Delete history entry?',
    doneText: 'History entry deleted',
    failureText: 'Failed to delete the history entry',
  },
  fields: {
    when: { label: 'When', kind: 'text', hint: 'A year, or Today' },
    title: { label: 'Title', kind: 'text' },
    text: { label: 'Text', kind: 'multiline', rows: 3 },
    position: ORDER_FIELD,
  },
  create: {
    route: '/admin/parish/add-history',
    schema: historyEntrySchema,
    save: (input) => api.parish.history.create(input),
    title: 'Add History Entry',
    submitLabel: 'Add Entry',
    busyLabel: 'Adding...',
    successText: 'History entry added',
    failureText: 'Failed to add the history entry',
  },
  edit: {
    route: '/admin/parish/history/edit/:id',
    schema: historyEntrySchema,
    load: (id, signal) => api.parish.history.get(id, signal),
    save: (input, id) => api.parish.history.update(id, input),
    title: 'Edit History Entry',
    submitLabel: 'Update Entry',
    busyLabel: 'Updating...',
    successText: 'History entry updated',
    failureText: 'Failed to update the history entry',
    loadErrorText: 'Failed to load the history entry',
  },
});

/** Saves the slide's fields, then uploads the image chosen with them, if any. */
async function saveSlide(input: HeroSlideFormInput, id?: number): Promise<HeroSlideRecord> {
  const { picture, ...fields } = input;
  const saved =
    id === undefined
      ? await api.parish.slides.create(fields)
      : await api.parish.slides.update(id, fields);
  return picture ? api.parish.slides.uploadImage(saved.id, picture) : saved;
}

/**
 * The home page's hero slides: an image uploaded with the form (kept by the
 * API's storage, so every API instance serves it) or named by URL, a
 * caption, and the picture's text alternative.
 */
export const heroSlidesResource = englishOnlyResource({
  key: 'heroSlides',
  calls: {
    list: 'public',
    create: 'POST /api/parish/hero-slides/',
    edit: 'PUT /api/parish/hero-slides/:id/',
    remove: 'DELETE /api/parish/hero-slides/:id/',
  },
  label: 'Hero slides',
  list: api.parish.slides.list,
  recordId: (slide) => slide.id,
  recordLabel: (slide) => slide.caption,
  columns: [
    { header: 'Caption', value: (slide) => slide.caption },
    {
      header: 'Picture',
      value: (slide) => slide.image ?? '',
      render: (slide) =>
        slide.image ? (
          <Box
            component="img"
            src={slide.image}
            alt={slide.alt}
            loading="lazy"
            sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          'None yet (not shown)'
        ),
    },
    { header: 'Order', value: (slide) => slide.position },
  ],
  loadingText: 'Loading slides...',
  emptyText: 'No slides found.',
  loadErrorText: 'Failed to fetch the slides',
  remove: {
    call: (slide) => api.parish.slides.remove(slide.id),
    confirmTitle: 'Delete slide?',
    doneText: 'Slide deleted',
    failureText: 'Failed to delete the slide',
  },
  fields: {
    caption: { label: 'Caption', kind: 'text' },
    alt: {
      label: 'Text alternative',
      kind: 'text',
      hint: 'What the picture shows, for people who cannot see it.',
    },
    picture: {
      label: 'Upload a picture',
      kind: 'file',
      accept: SLIDE_IMAGE_CONTENT_TYPES.join(','),
      buttonLabel: 'Choose an image',
      hint: 'Replaces the uploaded image, if any.',
    },
    image_url: {
      label: 'Picture URL',
      kind: 'imageUrl',
      hint: 'Or the address of a picture (used when none is uploaded).',
    },
    position: ORDER_FIELD,
  },
  create: {
    route: '/admin/parish/add-slide',
    schema: heroSlideFormSchema,
    save: (input) => saveSlide(input),
    title: 'Add Slide',
    submitLabel: 'Add Slide',
    busyLabel: 'Saving...',
    successText: 'Slide added',
    failureText: 'Failed to add the slide',
  },
  edit: {
    route: '/admin/parish/slides/edit/:id',
    schema: heroSlideFormSchema,
    load: (id, signal) => api.parish.slides.get(id, signal),
    save: (input, id) => saveSlide(input, id),
    title: 'Edit Slide',
    submitLabel: 'Update Slide',
    busyLabel: 'Updating...',
    successText: 'Slide updated',
    failureText: 'Failed to update the slide',
    loadErrorText: 'Failed to load the slide',
  },
});

/** The parish's pages on social networks: the footer and /about link them. */
export const socialLinksResource = englishOnlyResource({
  key: 'socialLinks',
  calls: {
    list: 'public',
    create: 'POST /api/parish/social-links/',
    edit: 'PUT /api/parish/social-links/:id/',
    remove: 'DELETE /api/parish/social-links/:id/',
  },
  label: 'Social links',
  list: api.parish.socialLinks.list,
  recordId: (link) => link.id,
  recordLabel: (link) => link.network,
  columns: [
    { header: 'Network', value: (link) => link.network },
    { header: 'Address', value: (link) => link.url },
    { header: 'Order', value: (link) => link.position },
  ],
  loadingText: 'Loading social links...',
  emptyText: 'No social links found.',
  loadErrorText: 'Failed to fetch the social links',
  remove: {
    call: (link) => api.parish.socialLinks.remove(link.id),
    confirmTitle: 'Delete social link?',
    doneText: 'Social link deleted',
    failureText: 'Failed to delete the social link',
  },
  fields: {
    network: { label: 'Network', kind: 'text', hint: 'For example Facebook' },
    url: { label: 'Address', kind: 'text', hint: 'https://…' },
    position: ORDER_FIELD,
  },
  create: {
    route: '/admin/parish/add-social-link',
    schema: socialLinkSchema,
    save: (input) => api.parish.socialLinks.create(input),
    title: 'Add Social Link',
    submitLabel: 'Add Link',
    busyLabel: 'Adding...',
    successText: 'Social link added',
    failureText: 'Failed to add the social link',
  },
  edit: {
    route: '/admin/parish/social-links/edit/:id',
    schema: socialLinkSchema,
    load: (id, signal) => api.parish.socialLinks.get(id, signal),
    save: (input, id) => api.parish.socialLinks.update(id, input),
    title: 'Edit Social Link',
    submitLabel: 'Update Link',
    busyLabel: 'Updating...',
    successText: 'Social link updated',
    failureText: 'Failed to update the social link',
    loadErrorText: 'Failed to load the social link',
  },
});

/** Notices the home page shows from their start date to their end date. */
export const announcementsResource = englishOnlyResource({
  key: 'announcements',
  calls: {
    list: 'public',
    create: 'POST /api/parish/announcements/',
    edit: 'PUT /api/parish/announcements/:id/',
    remove: 'DELETE /api/parish/announcements/:id/',
  },
  label: 'Announcements',
  list: api.parish.announcements.list,
  recordId: (notice) => notice.id,
  recordLabel: (notice) => notice.title,
  columns: [
    { header: 'Title', value: (notice) => notice.title },
    { header: 'From', value: (notice) => notice.starts_on },
    { header: 'Until', value: (notice) => notice.ends_on },
  ],
  loadingText: 'Loading announcements...',
  emptyText: 'No announcements found.',
  loadErrorText: 'Failed to fetch the announcements',
  remove: {
    call: (notice) => api.parish.announcements.remove(notice.id),
    confirmTitle: 'Delete announcement?',
    doneText: 'Announcement deleted',
    failureText: 'Failed to delete the announcement',
  },
  fields: {
    title: { label: 'Title', kind: 'text' },
    text: { label: 'Text', kind: 'multiline', rows: 3 },
    starts_on: { label: 'Shown from', kind: 'date' },
    ends_on: { label: 'Shown until', kind: 'date', hint: 'The last day it is shown.' },
  },
  create: {
    route: '/admin/parish/add-announcement',
    schema: announcementSchema,
    save: (input) => api.parish.announcements.create(input),
    title: 'Add Announcement',
    submitLabel: 'Add Announcement',
    busyLabel: 'Adding...',
    successText: 'Announcement added',
    failureText: 'Failed to add the announcement',
  },
  edit: {
    route: '/admin/parish/announcements/edit/:id',
    schema: announcementSchema,
    load: (id, signal) => api.parish.announcements.get(id, signal),
    save: (input, id) => api.parish.announcements.update(id, input),
    title: 'Edit Announcement',
    submitLabel: 'Update Announcement',
    busyLabel: 'Updating...',
    successText: 'Announcement updated',
    failureText: 'Failed to update the announcement',
    loadErrorText: 'Failed to load the announcement',
  },
});
