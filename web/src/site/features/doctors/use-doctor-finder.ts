import { useSearchParams } from 'react-router-dom';
import { finderParams, readFinderQuery, type FinderQuery } from './doctor-finder-query';

export interface DoctorFinderState {
  query: FinderQuery;
  update: (changes: Partial<FinderQuery>) => void;
}

/**
 * The finder's state lives in the address (`/doctors?q=...&specialty=...`), so a filtered list can
 * be shared and the server renders it filtered. Typing replaces the entry: Back leaves the page.
 */
export function useDoctorFinder(): DoctorFinderState {
  const [params, setParams] = useSearchParams();
  const query = readFinderQuery(params);
  return {
    query,
    update: (changes) => setParams(finderParams({ ...query, ...changes }), { replace: true, preventScrollReset: true }),
  };
}
