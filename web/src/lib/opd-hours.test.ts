import { describe, expect, it } from 'vitest';
import { localDayAndTime, sessionText } from './opd-hours';

describe('OPD hours in each language', () => {
  it('keeps English as the hospital writes it', () => {
    expect(sessionText({ day: 'monday', start: '09:30', end: '17:00', branch: 'Salt Lake' })).toBe(
      'Monday, 9:30 am to 5 pm, Salt Lake',
    );
  });

  it('names days and times through Intl in bn-IN and hi-IN', () => {
    const bengali = localDayAndTime('bn-IN');
    expect(bengali.day('monday')).toBe('সোমবার');
    expect(bengali.day('sunday')).toBe('রবিবার');
    expect(bengali.time('09:30')).toContain('৯:৩০');
    const hindi = localDayAndTime('hi-IN');
    expect(hindi.day('friday')).toBe('शुक्रवार');
    expect(hindi.time('17:00')).toMatch(/5:00/);
  });
});
