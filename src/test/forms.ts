import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Filling in forms as an admin does, and reading what a field says back. */

/**
 * Replaces the text of each field, found by its label; an empty text just clears it. Pasting,
 * not typing: one event per field instead of one per letter.
 */
export async function fillFields(user: UserEvent, values: Partial<Record<string, string>>) {
  for (const [label, text] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (text) {
      await user.click(field);
      await user.paste(text);
    }
  }
}

/** Types a date into the antd DatePicker labelled 'Date'. */
export async function typeDate(user: UserEvent, date: string) {
  const field = screen.getByLabelText('Date');
  await user.click(field);
  await user.clear(field);
  // Tab, not Enter: Enter in the field would submit the form.
  await user.type(field, date);
  await user.tab();
}

/**
 * Waits until the field labelled `label` has finished validating and is described by `message`.
 * antd clears a field's errors while it validates again (a submit after typing), so a message
 * found on screen right after the click may be the previous one, about to be removed.
 */
export async function expectFieldError(label: string, message: string): Promise<void> {
  await waitFor(() => {
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
  });
}
