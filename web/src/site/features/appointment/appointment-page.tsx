import { useMemo } from 'react';
import { Link, useActionData, useSearchParams } from 'react-router-dom';
import { OpdHours } from '../../components/opd-hours/opd-hours';
import { doctorsKey, usePublicApi, type Doctor } from '../../../lib/api';
import { useText } from '../../../lib/i18n';
import { useTextWith } from '../../components/patient-form/patient-request';
import { AppointmentForm } from './appointment-form';
import { booksOnline, opdDatesAhead, sessionDatesAhead } from './appointment-dates';
import { BookingForm, BookingReceipt } from './booking-form';
import { PaymentNotice } from '../../components/payment-notice/payment-notice';
import type { FormOutcome } from '../../components/patient-form/request-desk';
import { hospitalToday } from '../../../lib/hospital-date';
import '../../components/patient-form/patient-form.css';

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

/**
 * /appointment?doctor=ID: the doctor, their OPD hours, and the form: a booking when any of their
 * sessions is booked online (it has places), else a request the desk confirms by phone.
 */
export function AppointmentRequest({ doctor, loading }: { doctor: Doctor | null; loading: boolean }) {
  const text = useText();
  const textWith = useTextWith();
  const dates = useMemo(() => opdDatesAhead(doctor?.opd, hospitalToday()), [doctor]);
  const sessions = useMemo(() => sessionDatesAhead(doctor?.opd, hospitalToday()), [doctor]);
  const booked = (useActionData() as FormOutcome | undefined)?.receipt?.visit;
  if (booked) {
    return (
      <div className="container patient-page">
        <section className="patient-form-card">
          <BookingReceipt visit={booked} />
        </section>
      </div>
    );
  }
  if (loading) return <p className="container">{text('layout.loading')}</p>;
  if (!doctor) {
    return (
      <div className="container patient-page">
        <p>
          {textWith('requests.appointment.chooseDoctor', {
            link: <Link to="/doctors">{text('requests.appointment.doctorsPage')}</Link>,
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="container patient-page">
      <section className="patient-form-card" aria-labelledby="appointment-form-title">
        <h2 id="appointment-form-title">{text('requests.appointment.yourDetails')}</h2>
        {booksOnline(doctor.opd) ? (
          <>
            <p className="patient-form__note">{text('requests.booking.intro')}</p>
            <BookingForm doctor={doctor} dates={sessions} />
            <PaymentNotice />
          </>
        ) : (
          <>
            {/* Said before the form, so nobody takes the request for a confirmed slot. */}
            <p className="patient-form__note">{text('requests.appointment.notBooking')}</p>
            {dates.length > 0 ? (
              <AppointmentForm doctor={doctor} dates={dates} />
            ) : (
              <p>{text('requests.appointment.noOpdDays', { name: doctor.name })}</p>
            )}
          </>
        )}
      </section>
      <aside aria-label={text('requests.appointment.opdHoursOf', { name: doctor.name })}>
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
