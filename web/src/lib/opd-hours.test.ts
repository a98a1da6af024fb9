import { describe, expect, it } from 'vitest';
import { localDayAndTime, sessionText } from './opd-hours';

describe('OPD hours in each language', () => {
  it('keeps English as the hospital writes it', () => {
    expect(sessionText({ day: 'monday', start: '09:30', end: '17:00', branch: 'Salt Lake' })).toBe(
      'Monday, 9:30 am to 5 pm, Salt Lake',
    );
  });

  it('names days through Intl in bn-IN and hi-IN', () => {
    expect(localDayAndTime('bn-IN').day('monday')).toBe('সোমবার');
    expect(localDayAndTime('bn-IN').day('sunday')).toBe('রবিবার');
    expect(localDayAndTime('hi-IN').day('friday')).toBe('शुक्रवार');
  });

  it('says the part of the day first, on a 12-hour clock, in Bengali digits on Bengali pages', () => {
    const bengali = localDayAndTime('bn-IN');
    expect(bengali.time('11:00')).toBe('সকাল ১১:০০');
    expect(bengali.time('14:00')).toBe('দুপুর ২:০০');
    expect(bengali.time('09:30')).toBe('সকাল ৯:৩০');
    for (const clock of ['00:15', '09:30', '12:00', '15:00', '17:00', '20:00', '23:45']) {
      const written = bengali.time(clock);
      expect(written, clock).not.toMatch(/[0-9]|AM|PM|am|pm/);
      expect(written, clock).toMatch(/^[\u0980-\u09FF]+ [০-৯]{1,2}:[০-৯]{2}$/);
    }
  });

  it('says the part of the day in Hindi words, never am or pm, in the digits Hindi writes', () => {
    const hindi = localDayAndTime('hi-IN');
    expect(hindi.time('11:00')).toBe('सुबह 11:00');
    expect(hindi.time('14:00')).toBe('दोपहर 2:00');
    expect(hindi.time('17:00')).toBe('शाम 5:00');
    for (const clock of ['00:15', '09:30', '12:00', '20:00', '23:45'])
      expect(hindi.time(clock), clock).toMatch(/^[\u0900-\u097F]+ \d{1,2}:\d{2}$/);
  });
});
