import { SearchField, SelectField } from '../../components/fields';
import type { DoctorFilter } from './use-doctor-pages';

const FILTERS: readonly { value: DoctorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'doctor', label: 'Doctors' },
  { value: 'medical_officer', label: 'Medical Officers' },
];

export interface DoctorFiltersProps {
  filter: DoctorFilter;
  onFilter: (filter: DoctorFilter) => void;
  searchText: string;
  onSearchText: (text: string) => void;
}

/** The type filter and the name search above the doctors list. */
export function DoctorFilters({ filter, onFilter, searchText, onSearchText }: DoctorFiltersProps) {
  return (
    <div className="adm-toolbar" role="search">
      <SelectField
        label="Type"
        value={filter}
        onChange={(event) => onFilter(event.target.value as DoctorFilter)}
        options={FILTERS}
      />
      <SearchField label="Search doctors" value={searchText} onSearch={onSearchText} placeholder="Name" />
    </div>
  );
}
