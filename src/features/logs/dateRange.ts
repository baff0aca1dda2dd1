import type { ArrivesAs } from '../../components/lateControl';
import { INPUT_DATE_FORMAT } from '../../lib/format';

// Shown as '5 Mar 2024'; typing '2024-03-05' works too.
export const SHOWN_DATE_FORMAT = 'D MMM YYYY';
export const PICKER_FORMATS = [SHOWN_DATE_FORMAT, INPUT_DATE_FORMAT];

export type DateRangeProps = {
  /** The range's days as the URL keeps them ('2024-03-05'), or null for an open end. */
  from: string | null;
  to: string | null;
  onChange: (change: { from: string | null; to: string | null }) => void;
  /** How the admin reached for its look-alike: the picker arrives focused, or open. */
  arrivesAs?: ArrivesAs;
};
