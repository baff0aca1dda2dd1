import { financialYearLabel, financialYearOf, financialYearSpan } from './financialYear';

describe('financialYearOf', () => {
  it.each([
    ['30 June 2024, last moment', 2024, new Date(2024, 5, 30, 23, 59, 59, 999)],
    ['1 July 2024, first moment', 2025, new Date(2024, 6, 1, 0, 0, 0, 0)],
    ['31 December 2024', 2025, new Date(2024, 11, 31, 23, 59)],
    ['1 January 2025', 2025, new Date(2025, 0, 1, 0, 0)],
    ['30 June 2025', 2025, new Date(2025, 5, 30, 12, 0)],
    ['1 July 2025', 2026, new Date(2025, 6, 1, 12, 0)],
    ['29 February 2024', 2024, new Date(2024, 1, 29)],
  ])('puts %s in FY %i', (_name, year, date) => {
    expect(financialYearOf(date)).toBe(year);
  });
});

describe('labels', () => {
  it('names a year by the year it ends in and spells out its span', () => {
    expect(financialYearLabel(2025)).toBe('FY 2025');
    expect(financialYearSpan(2025)).toBe('1 July 2024 – 30 June 2025');
  });
});
