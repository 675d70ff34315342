import { Box } from '@mui/material';
import {
  announcementSchema,
  heroSlideFormSchema,
  historyEntrySchema,
  SLIDE_IMAGE_CONTENT_TYPES,
  socialLinkSchema,
  type HeroSlideFormInput,
  type HeroSlideRecord,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

const ORDER_FIELD = {
  label: 'admin.parish.order.label',
  kind: 'integer',
  hint: 'admin.parish.order.hint',
} as const;

/** The About page's History. */
export const historyResource = defineResource({
  key: 'parishHistory',
  calls: {
    list: 'public',
    create: 'POST /api/parish/history/',
    edit: 'PUT /api/parish/history/:id/',
    remove: 'DELETE /api/parish/history/:id/',
  },
  label: 'admin.parish.history.label',
  list: api.parish.history.list,
  recordId: (entry) => entry.id,
  recordLabel: (entry) => entry.title,
  columns: [
    { header: 'admin.parish.history.title', value: (entry) => entry.title },
    { header: 'admin.parish.history.when', value: (entry) => entry.when },
    { header: 'admin.parish.order.label', value: (entry) => entry.position },
  ],
  loadingText: 'admin.parish.history.loading',
  emptyText: 'admin.parish.history.empty',
  loadErrorText: 'admin.parish.history.loadError',
  remove: {
    call: (entry) => api.parish.history.remove(entry.id),
    confirmTitle: 'admin.parish.history.delete.confirmTitle',
    doneText: 'admin.parish.history.delete.done',
    failureText: 'admin.parish.history.delete.failed',
  },
  fields: {
    when: {
      label: 'admin.parish.history.when',
      kind: 'text',
      hint: 'admin.parish.history.fields.whenHint',
    },
    title: { label: 'admin.parish.history.title', kind: 'text' },
    text: { label: 'admin.parish.history.text', kind: 'multiline', rows: 3 },
    position: ORDER_FIELD,
  },
  create: {
    route: '/admin/parish/add-history',
    schema: historyEntrySchema,
    save: (input) => api.parish.history.create(input),
    title: 'admin.parish.history.create.title',
    submitLabel: 'admin.parish.history.create.submit',
    busyLabel: 'admin.parish.busy.adding',
    successText: 'admin.parish.history.create.success',
    failureText: 'admin.parish.history.create.failed',
  },
  edit: {
    route: '/admin/parish/history/edit/:id',
    schema: historyEntrySchema,
    load: (id, signal) => api.parish.history.get(id, signal),
    save: (input, id) => api.parish.history.update(id, input),
    title: 'admin.parish.history.edit.title',
    submitLabel: 'admin.parish.history.edit.submit',
    busyLabel: 'admin.parish.busy.updating',
    successText: 'admin.parish.history.edit.success',
    failureText: 'admin.parish.history.edit.failed',
    loadErrorText: 'admin.parish.history.edit.loadError',
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
export const heroSlidesResource = defineResource({
  key: 'heroSlides',
  calls: {
    list: 'public',
    create: 'POST /api/parish/hero-slides/',
    edit: 'PUT /api/parish/hero-slides/:id/',
    remove: 'DELETE /api/parish/hero-slides/:id/',
  },
  label: 'admin.parish.slides.label',
  list: api.parish.slides.list,
  recordId: (slide) => slide.id,
  recordLabel: (slide) => slide.caption,
  columns: [
    { header: 'admin.parish.slides.caption', value: (slide) => slide.caption },
    {
      header: 'admin.parish.slides.picture',
      value: (slide) => slide.image ?? '',
      render: (slide, { t }) =>
        slide.image ? (
          <Box
            component="img"
            src={slide.image}
            alt={slide.alt}
            loading="lazy"
            sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          t('admin.parish.slides.noPicture')
        ),
    },
    { header: 'admin.parish.order.label', value: (slide) => slide.position },
  ],
  loadingText: 'admin.parish.slides.loading',
  emptyText: 'admin.parish.slides.empty',
  loadErrorText: 'admin.parish.slides.loadError',
  remove: {
    call: (slide) => api.parish.slides.remove(slide.id),
    confirmTitle: 'admin.parish.slides.delete.confirmTitle',
    doneText: 'admin.parish.slides.delete.done',
    failureText: 'admin.parish.slides.delete.failed',
  },
  fields: {
    caption: { label: 'admin.parish.slides.caption', kind: 'text' },
    alt: {
      label: 'admin.parish.slides.fields.alt',
      kind: 'text',
      hint: 'admin.parish.slides.fields.altHint',
    },
    picture: {
      label: 'admin.parish.slides.fields.upload',
      kind: 'file',
      accept: SLIDE_IMAGE_CONTENT_TYPES.join(','),
      buttonLabel: 'admin.parish.slides.fields.uploadButton',
      hint: 'admin.parish.slides.fields.uploadHint',
    },
    image_url: {
      label: 'admin.parish.slides.fields.url',
      kind: 'imageUrl',
      hint: 'admin.parish.slides.fields.urlHint',
    },
    position: ORDER_FIELD,
  },
  create: {
    route: '/admin/parish/add-slide',
    schema: heroSlideFormSchema,
    save: (input) => saveSlide(input),
    title: 'admin.parish.slides.create.title',
    submitLabel: 'admin.parish.slides.create.title',
    busyLabel: 'admin.parish.busy.saving',
    successText: 'admin.parish.slides.create.success',
    failureText: 'admin.parish.slides.create.failed',
  },
  edit: {
    route: '/admin/parish/slides/edit/:id',
    schema: heroSlideFormSchema,
    load: (id, signal) => api.parish.slides.get(id, signal),
    save: (input, id) => saveSlide(input, id),
    title: 'admin.parish.slides.edit.title',
    submitLabel: 'admin.parish.slides.edit.submit',
    busyLabel: 'admin.parish.busy.updating',
    successText: 'admin.parish.slides.edit.success',
    failureText: 'admin.parish.slides.edit.failed',
    loadErrorText: 'admin.parish.slides.edit.loadError',
  },
});

/** The parish's pages on social networks: the footer and /about link them. */
export const socialLinksResource = defineResource({
  key: 'socialLinks',
  calls: {
    list: 'public',
    create: 'POST /api/parish/social-links/',
    edit: 'PUT /api/parish/social-links/:id/',
    remove: 'DELETE /api/parish/social-links/:id/',
  },
  label: 'admin.parish.social.label',
  list: api.parish.socialLinks.list,
  recordId: (link) => link.id,
  recordLabel: (link) => link.network,
  columns: [
    { header: 'admin.parish.social.network', value: (link) => link.network },
    { header: 'admin.parish.social.address', value: (link) => link.url },
    { header: 'admin.parish.order.label', value: (link) => link.position },
  ],
  loadingText: 'admin.parish.social.loading',
  emptyText: 'admin.parish.social.empty',
  loadErrorText: 'admin.parish.social.loadError',
  remove: {
    call: (link) => api.parish.socialLinks.remove(link.id),
    confirmTitle: 'admin.parish.social.delete.confirmTitle',
    doneText: 'admin.parish.social.delete.done',
    failureText: 'admin.parish.social.delete.failed',
  },
  fields: {
    network: {
      label: 'admin.parish.social.network',
      kind: 'text',
      hint: 'admin.parish.social.fields.networkHint',
    },
    url: {
      label: 'admin.parish.social.address',
      kind: 'text',
      hint: 'admin.parish.social.fields.urlHint',
    },
    position: ORDER_FIELD,
  },
  create: {
    route: '/admin/parish/add-social-link',
    schema: socialLinkSchema,
    save: (input) => api.parish.socialLinks.create(input),
    title: 'admin.parish.social.create.title',
    submitLabel: 'admin.parish.social.create.submit',
    busyLabel: 'admin.parish.busy.adding',
    successText: 'admin.parish.social.create.success',
    failureText: 'admin.parish.social.create.failed',
  },
  edit: {
    route: '/admin/parish/social-links/edit/:id',
    schema: socialLinkSchema,
    load: (id, signal) => api.parish.socialLinks.get(id, signal),
    save: (input, id) => api.parish.socialLinks.update(id, input),
    title: 'admin.parish.social.edit.title',
    submitLabel: 'admin.parish.social.edit.submit',
    busyLabel: 'admin.parish.busy.updating',
    successText: 'admin.parish.social.edit.success',
    failureText: 'admin.parish.social.edit.failed',
    loadErrorText: 'admin.parish.social.edit.loadError',
  },
});

/** Notices the home page shows from their start date to their end date. */
export const announcementsResource = defineResource({
  key: 'announcements',
  calls: {
    list: 'public',
    create: 'POST /api/parish/announcements/',
    edit: 'PUT /api/parish/announcements/:id/',
    remove: 'DELETE /api/parish/announcements/:id/',
  },
  label: 'admin.parish.announcements.label',
  list: api.parish.announcements.list,
  recordId: (notice) => notice.id,
  recordLabel: (notice) => notice.title,
  columns: [
    { header: 'admin.parish.announcements.title', value: (notice) => notice.title },
    { header: 'admin.parish.announcements.from', value: (notice) => notice.starts_on },
    { header: 'admin.parish.announcements.until', value: (notice) => notice.ends_on },
  ],
  loadingText: 'admin.parish.announcements.loading',
  emptyText: 'admin.parish.announcements.empty',
  loadErrorText: 'admin.parish.announcements.loadError',
  remove: {
    call: (notice) => api.parish.announcements.remove(notice.id),
    confirmTitle: 'admin.parish.announcements.delete.confirmTitle',
    doneText: 'admin.parish.announcements.delete.done',
    failureText: 'admin.parish.announcements.delete.failed',
  },
  fields: {
    title: { label: 'admin.parish.announcements.title', kind: 'text' },
    text: { label: 'admin.parish.announcements.fields.text', kind: 'multiline', rows: 3 },
    starts_on: { label: 'admin.parish.announcements.fields.startsOn', kind: 'date' },
    ends_on: {
      label: 'admin.parish.announcements.fields.endsOn',
      kind: 'date',
      hint: 'admin.parish.announcements.fields.endsOnHint',
    },
  },
  create: {
    route: '/admin/parish/add-announcement',
    schema: announcementSchema,
    save: (input) => api.parish.announcements.create(input),
    title: 'admin.parish.announcements.create.title',
    submitLabel: 'admin.parish.announcements.create.title',
    busyLabel: 'admin.parish.busy.adding',
    successText: 'admin.parish.announcements.create.success',
    failureText: 'admin.parish.announcements.create.failed',
  },
  edit: {
    route: '/admin/parish/announcements/edit/:id',
    schema: announcementSchema,
    load: (id, signal) => api.parish.announcements.get(id, signal),
    save: (input, id) => api.parish.announcements.update(id, input),
    title: 'admin.parish.announcements.edit.title',
    submitLabel: 'admin.parish.announcements.edit.submit',
    busyLabel: 'admin.parish.busy.updating',
    successText: 'admin.parish.announcements.edit.success',
    failureText: 'admin.parish.announcements.edit.failed',
    loadErrorText: 'admin.parish.announcements.edit.loadError',
  },
});
