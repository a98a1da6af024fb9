import { describe, expect, it } from 'vitest';
import { physicianData } from './structured-data';

describe("a doctor's Physician JSON-LD", () => {
  it('carries the registration number and each OPD session as opening hours', () => {
    const data = physicianData({
      name: 'Dr. Ananya Sen',
      registrationNo: 'WBMC 61234',
      opd: [
        { day: 'monday', start: '09:30', end: '12:30', branch: 'Salt Lake, Kolkata' },
        { day: 'thursday', start: '17:00', end: '20:00', branch: 'Siliguri' },
      ],
    });
    expect(data).toMatchObject({
      '@type': 'Physician',
      identifier: { '@type': 'PropertyValue', propertyID: 'Medical council registration', value: 'WBMC 61234' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '09:30', closes: '12:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Thursday', opens: '17:00', closes: '20:00' },
      ],
    });
  });

  it('says nothing of either for a doctor without them', () => {
    const data = physicianData({ name: 'Dr. Priya Ghosh', registrationNo: null, opd: [] });
    expect(data).not.toHaveProperty('identifier');
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });
});
