import { TextAreaField, TextField } from './fields';

export interface TitleDescriptionFieldsProps {
  title: string;
  onTitle: (title: string) => void;
  description: string;
  onDescription: (description: string) => void;
  /** The server's or the form's errors by field name. */
  errors: Record<string, string>;
  /** Focus the title when the form opens (a create form). */
  autoFocus?: boolean;
  /** The description's height, for long texts. */
  rows?: number;
}

/** The required Title and Description that the news, event, content and About forms begin with. */
export function TitleDescriptionFields({
  title,
  onTitle,
  description,
  onDescription,
  errors,
  autoFocus = false,
  rows,
}: TitleDescriptionFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={(event) => onTitle(event.target.value)}
        error={errors.title}
        required
        autoFocus={autoFocus}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={rows}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        error={errors.description}
        required
      />
    </>
  );
}
