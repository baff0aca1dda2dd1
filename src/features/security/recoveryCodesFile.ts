/** The recovery codes as a text file the admin keeps: one code a line, with what they are for. */
export function recoveryCodesText(email: string, codes: readonly string[], madeAt: Date): string {
  return [
    `Referral Network recovery codes for ${email}`,
    `Made ${madeAt.toISOString().slice(0, 10)}. Each code signs you in once, instead of a code from your app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Starts a download of `text` as `name` (a plain text file), from memory: nothing is sent anywhere. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
