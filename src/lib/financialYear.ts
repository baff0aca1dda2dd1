/**
 * Financial years, as the spec puts it, run "July to June, labelled by the year in which it ends":
 * 1 July to 30 June, named by the calendar year in which they end: 30 June 2025 is in FY 2025,
 * 1 July 2025 in FY 2026. The server groups money made the same way, so its `year` numbers and
 * these agree.
 */

const JULY = 6; // Date#getMonth() counts from 0.

/** The financial year a moment falls in, by the browser's local calendar. */
export function financialYearOf(date: Date): number {
  return date.getMonth() < JULY ? date.getFullYear() : date.getFullYear() + 1;
}

/**
 * 'FY 2025'. Chosen over '2024–25' because it is the number the API uses, it stays short on a
 * chart axis, and it reads the same in every locale.
 */
export function financialYearLabel(year: number): string {
  return `FY ${year}`;
}

/** '1 July 2024 – 30 June 2025': what a label means, for captions and tooltips. */
export function financialYearSpan(year: number): string {
  return `1 July ${year - 1} – 30 June ${year}`;
}
