import { ESTIMATE_HEADS, MAX_ESTIMATE_HEAD_RUPEES, headField, type EstimateAmounts } from '../../../lib/api';
import { TextField } from '../../components/fields';
import { HEAD_LABELS } from '../../components/estimate-words';

/** The five heads in whole rupees, named as the CMS reads them (`room_rupees`, ...); `start` fills them in. */
export function AmountsFields({ start }: { start?: EstimateAmounts }) {
  return (
    <fieldset className="adm-estimate__amounts">
      <legend>Amounts in whole rupees</legend>
      {ESTIMATE_HEADS.map((head) => (
        <TextField
          key={head}
          label={HEAD_LABELS[head]}
          name={headField(head)}
          inputMode="numeric"
          pattern="[0-9]*"
          required
          defaultValue={start ? String(start[head]) : ''}
          hint={head === 'other' ? `Each head 0 to ${MAX_ESTIMATE_HEAD_RUPEES.toLocaleString('en-IN')}` : undefined}
        />
      ))}
    </fieldset>
  );
}

/** A form's fields as the CMS reads them: text, trimmed by the CMS. */
export const formFields = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
