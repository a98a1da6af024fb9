import { describe, expect, it } from 'vitest';
import type { Doctor } from '../../../lib/api';
import { doctors } from '@hospital/test-support/site/fixtures';
import { doctorAbout, doctorsOfType, photoCandidates, socialLinks } from './doctor-list';

const [ananya, rahul, priya] = doctors;

describe('doctor list', () => {
  it('reads both list shapes: a plain array and a page {count, results, next, previous}', () => {
    expect(doctorsOfType(doctors, 'doctor').map((d) => d.name)).toEqual([ananya.name, rahul.name]);
    const page = { count: 3, results: doctors, next: 'http://cms/api/doctors/?page=2', previous: null };
    expect(doctorsOfType(page, 'medical_officer').map((d) => d.name)).toEqual([priya.name]);
    expect(doctorsOfType(undefined, 'doctor')).toEqual([]);
  });

  it('treats a record without a type as a doctor, and leaves out inactive ones', () => {
    const untyped = { ...ananya, id: 9, type: undefined } as unknown as Doctor;
    const inactive = { ...rahul, id: 10, is_active: false };
    expect(doctorsOfType([untyped, inactive], 'doctor')).toEqual([untyped]);
  });

  it('falls back from about to details, and from image to url', () => {
    expect(doctorAbout({ ...ananya, about: '', details: 'Trained in Vellore.' })).toBe('Trained in Vellore.');
    expect(doctorAbout({ ...ananya, about: 'Stroke specialist.', details: 'x' })).toBe('Stroke specialist.');
    expect(photoCandidates({ ...ananya, image: null, url: '/uploads/old.jpg' })).toEqual([null, '/uploads/old.jpg']);
  });

  it('lists only the social profiles that are present', () => {
    expect(socialLinks(ananya)).toEqual([
      { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/example' },
    ]);
    expect(
      socialLinks({
        ...ananya,
        linkedin: null,
        twitter: ' ',
        fb: 'https://fb.com/x',
        insta: 'https://instagram.com/x',
      }).map((l) => l.network),
    ).toEqual(['facebook', 'instagram']);
  });

  it('never turns a stored javascript:, data: or other non-http value into a link', () => {
    const hostile = {
      ...ananya,
      twitter: 'javascript:alert(document.cookie)',
      fb: 'data:text/html,<script>x</script>',
      insta: ' JAVASCRIPT:alert(1)',
      linkedin: 'www.linkedin.com/in/x',
    };
    expect(socialLinks(hostile)).toEqual([]);
  });
});
