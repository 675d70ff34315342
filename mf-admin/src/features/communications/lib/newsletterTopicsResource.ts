import { newsletterTopicSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

/**
 * The newsletter's topics (docs/communications.md): what visitors choose on
 * the subscribe form and their preference page. Retiring one keeps its
 * subscribers and takes it off the forms; there is no delete.
 */
export const newsletterTopicsResource = defineResource({
  key: 'newsletterTopics',
  calls: {
    list: 'GET /api/newsletter/topics/all/',
    create: 'POST /api/newsletter/topics/',
    edit: 'PUT /api/newsletter/topics/:id/',
  },
  label: 'admin.topics.label',
  list: api.newsletterTopics.listAll,
  recordId: (topic) => topic.id,
  recordLabel: (topic) => topic.name,
  columns: [
    { header: 'admin.topics.columns.position', value: (topic) => topic.position },
    { header: 'admin.topics.columns.name', value: (topic) => topic.name },
    { header: 'admin.topics.columns.nameEs', value: (topic) => topic.name_es ?? '' },
    {
      header: 'admin.topics.columns.state',
      value: (topic, { t }) =>
        t(topic.retired ? 'admin.topics.state.retired' : 'admin.topics.state.offered'),
    },
  ],
  loadingText: 'admin.topics.loading',
  emptyText: 'admin.topics.empty',
  loadErrorText: 'admin.topics.loadError',
  fields: {
    name: { label: 'admin.topics.fields.name', kind: 'text', hint: 'admin.topics.fields.nameHint' },
    description: {
      label: 'admin.topics.fields.description',
      kind: 'multiline',
      rows: 2,
      hint: 'admin.topics.fields.descriptionHint',
    },
    position: {
      label: 'admin.topics.fields.position',
      kind: 'integer',
      hint: 'admin.topics.fields.positionHint',
    },
    retired: {
      label: 'admin.topics.fields.retired',
      kind: 'checkbox',
      hint: 'admin.topics.fields.retiredHint',
    },
  },
  create: {
    route: '/admin/communications/add-topic',
    schema: newsletterTopicSchema,
    save: (input) => api.newsletterTopics.create(input),
    title: 'admin.topics.create.title',
    submitLabel: 'admin.topics.create.title',
    busyLabel: 'admin.topics.create.busy',
    successText: 'admin.topics.create.success',
    failureText: 'admin.topics.create.failed',
  },
  edit: {
    route: '/admin/communications/topics/edit/:id',
    schema: newsletterTopicSchema,
    load: (id, signal) => api.newsletterTopics.get(id, signal),
    save: (input, id) => api.newsletterTopics.update(id, input),
    title: 'admin.topics.edit.title',
    submitLabel: 'admin.topics.edit.submit',
    busyLabel: 'admin.topics.edit.busy',
    successText: 'admin.topics.edit.success',
    failureText: 'admin.topics.edit.failed',
    loadErrorText: 'admin.topics.edit.loadError',
  },
});
