import type { Core } from '@strapi/strapi';
import { PANEL_LAYOUTS, REVIEW_MARK, REVIEW_MARK_WORDS, SYSTEM_FIELDS, type PanelLayout } from './panel-labels';

/**
 * Applies the hospital's words and layouts (panel-labels.ts) through the Content Manager's own
 * configuration service, on every start and every database: a label, a description, the list's
 * columns sorted newest first, and the edit form's rows. Only what the table names is set; a
 * field it does not know (added later) keeps Strapi's defaults and stays in the form.
 */

interface FieldMetadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
}
interface ContentTypesService {
  findContentType(
    uid: string,
  ): { uid: string; attributes: Record<string, { type: string; multiple?: boolean }> } | undefined;
  findConfiguration(contentType: { uid: string }): Promise<Configuration>;
  updateConfiguration(contentType: { uid: string }, configuration: Configuration): Promise<unknown>;
}

const FORM_WIDTH = 12;
/** Fields the panel never puts in a form. */
const NOT_IN_FORMS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

/** A translated type shows its native-speaker review mark as the list's last column. */
function withReviewMark(layout: PanelLayout, attributes: Record<string, unknown>): PanelLayout {
  if (!(REVIEW_MARK in attributes)) return layout;
  return {
    ...layout,
    list: [...layout.list, REVIEW_MARK],
    fields: { ...layout.fields, [REVIEW_MARK]: REVIEW_MARK_WORDS },
  };
}

export function configured(
  current: Configuration,
  ownLayout: PanelLayout,
  attributes: Record<string, { type: string; multiple?: boolean }>,
): Configuration {
  const layout = withReviewMark(ownLayout, attributes);
  const exists = (name: string) => name in attributes || name in SYSTEM_FIELDS;
  const metadatas: Record<string, FieldMetadata> = { ...current.metadatas };
  for (const [name, words] of Object.entries(layout.fields)) {
    if (!metadatas[name]) continue;
    metadatas[name] = {
      edit: { ...metadatas[name].edit, label: words.label, description: words.description },
      list: { ...metadatas[name].list, label: words.label },
    };
  }
  for (const [name, label] of Object.entries(SYSTEM_FIELDS)) {
    if (metadatas[name]) metadatas[name] = { ...metadatas[name], list: { ...metadatas[name].list, label } };
  }

  const rows = layout.edit.map((row) => row.filter(exists)).filter((row) => row.length > 0);
  const placed = new Set(rows.flat());
  const formFields = Object.keys(attributes).filter((name) => !NOT_IN_FORMS.has(name));
  for (const name of formFields) if (!placed.has(name)) rows.push([name]);

  return {
    ...current,
    settings: {
      ...current.settings,
      mainField: layout.mainField,
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
    },
    metadatas,
    layouts: {
      ...current.layouts,
      list: ['id', ...layout.list.filter((name) => exists(name) && attributes[name]?.multiple !== true)],
      edit: rows.map((row) => row.map((name) => ({ name, size: Math.floor(FORM_WIDTH / row.length) }))),
    },
  };
}

export async function applyPanelLayouts(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service<ContentTypesService>('content-types');
  for (const [uid, layout] of Object.entries(PANEL_LAYOUTS)) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const current = await service.findConfiguration(contentType);
    await service.updateConfiguration(contentType, configured(current, layout, contentType.attributes));
  }
}
