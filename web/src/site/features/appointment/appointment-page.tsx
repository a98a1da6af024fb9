import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { OpdHours } from '../../components/opd-hours/opd-hours';
import { doctorsKey, usePublicApi, type Doctor } from '../../../lib/api';
import { AppointmentForm } from './appointment-form';
import { hospitalToday, opdDatesAhead } from './appointment-dates';
import '../../components/patient-form/patient-form.css';

/** Said before the form, so nobody takes the request for a confirmed slot. */
export const REQUEST_NOT_BOOKING_TEXT =
  'This is a request, not a booking: nothing is reserved until the desk calls you and agrees a time with you.';

/** The doctor named by `?doctor=ID`, among the active doctors; null while loading or when unknown. */
export function useRequestedDoctor(): { doctor: Doctor | null; loading: boolean; asked: boolean } {
  const [params] = useSearchParams();
  const id = Number(params.get('doctor'));
  const { data, isLoading } = usePublicApi(doctorsKey('doctor'));
  const doctor = useMemo(() => {
    const list = Array.isArray(data) ? data : (data?.results ?? []);
    return list.find((item) => item.id === id && item.is_active !== false) ?? null;
  }, [data, id]);
  return { doctor, loading: isLoading && !data, asked: params.has('doctor') };
}

/** /appointment?doctor=ID: the doctor, their OPD hours, what a request is, and the form. */
export function AppointmentRequest({ doctor, loading }: { doctor: Doctor | null; loading: boolean }) {
  const dates = useMemo(() => opdDatesAhead(doctor?.opd, hospitalToday()), [doctor]);
  if (loading) return <p className="container">Loading...</p>;
  if (!doctor) {
    return (
      <div className="container patient-page">
        <p>
          Choose a doctor on the <Link to="/doctors">Doctors page</Link>, then &quot;Request an appointment&quot; on
          their card.
        </p>
      </div>
    );
  }
  return (
    <div className="container patient-page">
      <section className="patient-form-card" aria-labelledby="appointment-form-title">
        <h2 id="appointment-form-title">Your details</h2>
        <p className="patient-form__note">{REQUEST_NOT_BOOKING_TEXT}</p>
        {dates.length > 0 ? (
          <AppointmentForm doctor={doctor} dates={dates} />
        ) : (
          <p>{doctor.name} has no OPD days listed in the next 60 days. Please call the hospital.</p>
        )}
      </section>
      <aside aria-label={`${doctor.name}'s OPD hours`}>
        <p>
          <strong>{doctor.name}</strong>
          <br />
          {doctor.designation}
        </p>
        <OpdHours doctor={doctor} />
      </aside>
    </div>
  );
}
