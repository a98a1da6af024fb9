import type { Doctor } from '../../../lib/api';
import { resolveMediaUrl } from '../../../lib/media';
import { DataTable, RowDeleteButton, Thumbnail } from '../../components/data-table';
import { TYPE_LABELS } from './add-doctor-form';

export interface DoctorTableProps {
  doctors: readonly Doctor[];
  /** The doctor being deleted: every Delete waits meanwhile. */
  deleting: Doctor | null;
  onDelete: (doctor: Doctor) => void;
}

/** One page of doctors: photo, name, designation, type, and Delete (at once, as specified). */
export function DoctorTable({ doctors, deleting, onDelete }: DoctorTableProps) {
  return (
    <DataTable caption="Doctors and medical officers" columns={['Photo', 'Name', 'Designation', 'Type']} actions>
      {doctors.map((doctor) => {
        const photo = resolveMediaUrl(doctor.image ?? doctor.url);
        // (An older CMS's `url` comes without sizes.)
        const stored = doctor.image ? doctor.image_sizes : null;
        return (
          <tr key={doctor.id}>
            <td>
              <Thumbnail src={photo} stored={stored} round />
            </td>
            <td>{doctor.name}</td>
            <td>{doctor.designation}</td>
            <td>
              <span className="adm-badge">{TYPE_LABELS[doctor.type] ?? doctor.type}</span>
            </td>
            <td>
              <RowDeleteButton
                label={doctor.name}
                busy={deleting?.id === doctor.id}
                disabled={deleting !== null}
                onClick={() => onDelete(doctor)}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
