/** The longest piece of a request's own text that goes into the audit log. */
const AUDIT_TEXT_LIMIT = 100;

/**
 * Text a request supplied (an address typed at sign-in, by anyone) as the audit log shows it: at
 * most AUDIT_TEXT_LIMIT characters, cut with "…", and every control character written as its
 * escape (a line feed as "\n"), as are the Unicode line and paragraph separators, so one entry
 * stays one line that says what was sent.
 */
export function untrustedText(text: string, limit = AUDIT_TEXT_LIMIT): string {
  const characters = Array.from(text);
  const shown = characters.length > limit ? `${characters.slice(0, limit).join('')}…` : text;
  return shown.replace(/[\p{Cc}\u2028\u2029]/gu, (character) => {
    if (character === '\n') return '\\n';
    if (character === '\r') return '\\r';
    if (character === '\t') return '\\t';
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
