import { screen, waitFor } from '@testing-library/react';

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
