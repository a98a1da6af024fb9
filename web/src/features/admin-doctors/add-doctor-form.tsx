import { useState, type FormEvent } from 'react';
import { api, DOCTOR_TYPES, type Doctor, type DoctorSpecialty, type DoctorType } from '../../lib/api';
import { DOCTOR_SPECIALTIES, SPECIALTY_LABELS } from '../../lib/doctor-specialties';
import { SelectField, TextAreaField, TextField } from '../../components/admin/fields';
import { FormActions } from '../../components/admin/form-actions';
import { ImageField } from '../../components/admin/image-field';
import { InlineAlert } from '../../components/admin/inline-alert';
import { UploadProgress } from '../../components/admin/upload-progress';
import { useFormSubmit } from '../../components/admin/use-form-submit';
import { DOCTOR_MESSAGES } from './messages';

export const TYPE_LABELS: Record<DoctorType, string> = { doctor: 'Doctor', medical_officer: 'Medical Officer' };

const TEXT_FIELDS = ['name', 'designation', 'about', 'details', 'twitter', 'fb', 'insta', 'linkedin'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const ALL_FIELDS = [...TEXT_FIELDS, 'type', 'specialty', 'image'] as const;
const SPECIALTY_OPTIONS = [
  { value: '', label: 'Not set' },
  ...DOCTOR_SPECIALTIES.map((value) => ({ value, label: SPECIALTY_LABELS[value] })),
];

const LINKS: readonly { name: TextFieldName; label: string }[] = [
  { name: 'twitter', label: 'Twitter' },
  { name: 'fb', label: 'Facebook' },
  { name: 'insta', label: 'Instagram' },
  { name: 'linkedin', label: 'LinkedIn' },
];

export interface AddDoctorFormProps {
  onCreated: (doctor: Doctor) => void;
  onCancel: () => void;
}

/** Doctor add: name, designation and about required; type doctor or medical_officer; photo optional. */
export function AddDoctorForm({ onCreated, onCancel }: AddDoctorFormProps) {
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    name: '',
    designation: '',
    about: '',
    details: '',
    twitter: '',
    fb: '',
    insta: '',
    linkedin: '',
  });
  const [type, setType] = useState<DoctorType>('doctor');
  const [specialty, setSpecialty] = useState<DoctorSpecialty | ''>('');
  const [image, setImage] = useState<File[]>([]);
  const form = useFormSubmit();

  const set = (name: TextFieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    if (!values.name.trim() || !values.designation.trim() || !values.about.trim())
      return form.refuse(DOCTOR_MESSAGES.required);
    const body = new FormData();
    for (const name of TEXT_FIELDS) if (values[name].trim()) body.append(name, values[name].trim());
    body.append('type', type);
    if (specialty) body.append('specialty', specialty);
    if (image[0]) body.append('image', image[0]);
    const upload = image.length > 0;
    const created = await form.send(
      (onUploadProgress) => api.post<Doctor>('/doctors/', body, { authenticated: true, onUploadProgress }),
      { upload, fields: ALL_FIELDS, filesSent: upload ? ['image'] : [], fallback: DOCTOR_MESSAGES.createFailed },
    );
    if (created) onCreated(created);
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label="Add doctor">
      <InlineAlert notice={form.notice} />
      <div className="adm-form__row">
        <TextField
          label="Name"
          name="name"
          value={values.name}
          onChange={set('name')}
          error={form.fieldErrors.name}
          required
          data-autofocus
        />
        <TextField
          label="Designation"
          name="designation"
          value={values.designation}
          onChange={set('designation')}
          error={form.fieldErrors.designation}
          required
        />
        <SelectField
          label="Type"
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as DoctorType)}
          options={DOCTOR_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          error={form.fieldErrors.type}
        />
        <SelectField
          label="Specialty"
          name="specialty"
          hint="What the doctor finder on /doctors filters by."
          value={specialty}
          onChange={(event) => setSpecialty(event.target.value as DoctorSpecialty | '')}
          options={SPECIALTY_OPTIONS}
          error={form.fieldErrors.specialty}
        />
      </div>
      <TextAreaField
        label="About"
        name="about"
        value={values.about}
        onChange={set('about')}
        error={form.fieldErrors.about}
        required
      />
      <TextAreaField
        label="Details"
        name="details"
        value={values.details}
        onChange={set('details')}
        error={form.fieldErrors.details}
      />
      <ImageField
        label="Photo"
        files={image}
        onChange={setImage}
        error={form.fieldErrors.image}
        disabled={form.sending}
        hint="Optional."
      />
      <div className="adm-form__row">
        {LINKS.map((link) => (
          <TextField
            key={link.name}
            label={link.label}
            name={link.name}
            type="url"
            placeholder="https://"
            value={values[link.name]}
            onChange={set(link.name)}
            error={form.fieldErrors[link.name]}
          />
        ))}
      </div>
      <UploadProgress value={form.progress} />
      <FormActions sending={form.sending} submitLabel="Add Doctor" onCancel={onCancel} />
    </form>
  );
}
