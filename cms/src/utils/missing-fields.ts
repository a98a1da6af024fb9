import { errors } from '@strapi/utils';

/**
 * The error a document middleware throws for fields that must be filled, in the shape of Strapi's
 * own "must be defined" ValidationError, so the panel shows each message on its field and the API
 * answers as it does for the schema's own required fields.
 */
export function missingFieldsError(
  missing: readonly string[],
  valueOf: (field: string) => unknown,
): InstanceType<typeof errors.ValidationError> {
  return new errors.ValidationError(
    missing.length === 1 ? `${missing[0]} must be defined.` : `${missing.length} errors occurred`,
    {
      errors: missing.map((field) => ({
        path: [field],
        message: `${field} must be defined.`,
        name: 'ValidationError',
        value: valueOf(field) ?? null,
      })),
    },
  );
}
