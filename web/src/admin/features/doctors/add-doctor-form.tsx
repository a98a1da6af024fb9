import { useState } from 'react';
import { api, DOCTOR_TYPES, type Doctor, type DoctorSpecialty, type DoctorType } from '../../../lib/api';
import { DOCTOR_SPECIALTIES, SPECIALTY_LABELS } from '../../../lib/doctor-specialties';
import { CreateFormFrame } from '../../components/create-form-frame';
import { SelectField, TextAreaField, TextField } from '../../components/fields';
import { ImageField } from '../../components/image-field';
import { useFormSubmit } from '../../components/use-form-submit';
import { DOCTOR_MESSAGES } from './messages';
import { OpdEditor, opdToSend, type OpdRow } from './opd-editor';

export const TYPE_LABELS: Record<DoctorType, string> = { doctor: 'Doctor', medical_officer: 'Medical Officer' };

const TEXT_FIELDS = [
  'name',
  'designation',
  'registration_no',
  'hpr_id',
  'about',
  'details',
  'twitter',
  'fb',
  'insta',
  'linkedin',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const ALL_FIELDS = [...TEXT_FIELDS, 'type', 'specialty', 'opd', 'image'] as const;
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

/**
 * Doctor add: name, designation and about required; type doctor or medical_officer; photo,
 * registration number, HPR ID and OPD hours optional (a malformed HPR ID comes back as the CMS's
 * message on its field).
 */
export function AddDoctorForm({ onCreated, onCancel }: AddDoctorFormProps) {
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    name: '',
    designation: '',
    registration_no: '',
    hpr_id: '',
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
  const [opd, setOpd] = useState<OpdRow[]>([]);
  const form = useFormSubmit();

  /** A text field's name, value, change handler and server error, wired to the form's state. */
  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: form.fieldErrors[name],
  });

  async function submit() {
    if (!values.name.trim() || !values.designation.trim() || !values.about.trim())
      return form.refuse(DOCTOR_MESSAGES.required);
    const body = new FormData();
    for (const name of TEXT_FIELDS) if (values[name].trim()) body.append(name, values[name].trim());
    body.append('type', type);
    if (specialty) body.append('specialty', specialty);
    const sessions = opdToSend(opd);
    if (sessions.length > 0) body.append('opd', JSON.stringify(sessions));
    if (image[0]) body.append('image', image[0]);
    const upload = image.length > 0;
    const created = await form.send(
      (onUploadProgress) => api.post<Doctor>('/doctors/', body, { authenticated: true, onUploadProgress }),
      { upload, fields: ALL_FIELDS, filesSent: upload ? ['image'] : [], fallback: DOCTOR_MESSAGES.createFailed },
    );
    if (created) onCreated(created);
  }

  return (
    <CreateFormFrame label="Add doctor" form={form} onSubmit={submit} submitLabel="Add Doctor" onCancel={onCancel}>
      <div className="adm-form__row">
        <TextField label="Name" {...field('name')} required data-autofocus />
        <TextField label="Designation" {...field('designation')} required />
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
      <TextField
        label="Registration number"
        hint="State medical council or NMC, as on the certificate (e.g. WBMC 61234)."
        {...field('registration_no')}
      />
      <TextField
        label="HPR ID"
        hint="The 14-digit Healthcare Professional ID on the national register, if the doctor has one; the site links to the register to check it."
        inputMode="numeric"
        {...field('hpr_id')}
      />
      <TextAreaField label="About" {...field('about')} required />
      <TextAreaField label="Details" {...field('details')} />
      <OpdEditor rows={opd} onChange={setOpd} error={form.fieldErrors.opd} disabled={form.sending} />
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
          <TextField key={link.name} label={link.label} type="url" placeholder="https://" {...field(link.name)} />
        ))}
      </div>
    </CreateFormFrame>
  );
}
