import { shownField } from '../resources/lib/formValues';
import { ENGLISH_CONTEXT, resourceText } from '../resources/lib/resourceText';
import type { AdminMessageId } from '../lib/i18n';
import type { AnyAdminResource, ResourceField } from '../resources/types';

/** A message id's English (what English pages show). */
export const en = (id: AdminMessageId): string => ENGLISH_CONTEXT.t(id);

/**
 * A resource with its texts as the English page reads them (its ids shown
 * in English), for tests that compare the screen with its definition.
 */
export function inEnglish(resource: AnyAdminResource): AnyAdminResource {
  const text = resourceText(resource, ENGLISH_CONTEXT.t) as (id: AdminMessageId) => AdminMessageId;
  const field = (shown: ResourceField) =>
    shownField(shown, text as (id: string) => string) as ResourceField;
  const fields = (all: Record<string, ResourceField> | undefined) =>
    all && Object.fromEntries(Object.entries(all).map(([name, shown]) => [name, field(shown)]));
  const { remove, create, edit, filter } = resource;
  return {
    ...resource,
    englishOnly: true,
    label: text(resource.label),
    loadingText: text(resource.loadingText),
    emptyText: text(resource.emptyText),
    loadErrorText: text(resource.loadErrorText),
    columns: resource.columns.map((column) => ({ ...column, header: text(column.header) })),
    fields: fields(resource.fields),
    filter: filter && {
      ...filter,
      label: text(filter.label),
      submitLabel: text(filter.submitLabel),
      fields: fields(filter.fields) ?? {},
    },
    remove: remove && {
      ...remove,
      doneText: text(remove.doneText),
      failureText: text(remove.failureText),
      ...(remove.confirmTitle === undefined ? {} : { confirmTitle: text(remove.confirmTitle) }),
    },
    rowActions: resource.rowActions?.map((action) => ({
      ...action,
      label: text(action.label),
      doneText: text(action.doneText),
      failureText: text(action.failureText),
      form: action.form && {
        ...action.form,
        title: text(action.form.title),
        submitLabel: text(action.form.submitLabel),
        busyLabel: text(action.form.busyLabel),
        fields: fields(action.form.fields) ?? {},
      },
    })),
    create: create && { ...create, ...formTexts(create, text) },
    edit: edit && {
      ...edit,
      ...formTexts(edit, text),
      loadErrorText: text(edit.loadErrorText),
      missingIdText: edit.missingIdText && text(edit.missingIdText),
    },
  } as AnyAdminResource;
}

function formTexts<
  M extends {
    title: AdminMessageId;
    submitLabel: AdminMessageId;
    busyLabel: AdminMessageId;
    successText: AdminMessageId;
    failureText: AdminMessageId;
    networkText?: AdminMessageId;
  },
>(mode: M, text: (id: AdminMessageId) => AdminMessageId) {
  return {
    title: text(mode.title),
    submitLabel: text(mode.submitLabel),
    busyLabel: text(mode.busyLabel),
    successText: text(mode.successText),
    failureText: text(mode.failureText),
    networkText: mode.networkText && text(mode.networkText),
  };
}
