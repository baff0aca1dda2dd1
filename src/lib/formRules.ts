import type { Rule, RuleObject } from 'antd/es/form';

/** The field a rule is checking: the form's validator names it on the rule it hands over. */
function fieldOf(rule: RuleObject): string | null {
  return 'field' in rule && typeof rule.field === 'string' ? rule.field : null;
}

/**
 * A check beyond the spec's own rules (a length the reference server keeps, digits only, a web
 * address with its scheme). It applies only once the admin has changed the field: a record that
 * already holds such a value, as one in another backend may, can still be saved with other edits.
 */
export function whenChanged(check: (text: string) => string | null): Rule {
  return (form) => ({
    validator: async (rule, value: unknown) => {
      const field = fieldOf(rule);
      if (field !== null && !form.isFieldTouched(field)) return;
      const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
      if (text === '') return;
      const problem = check(text);
      if (problem) throw new Error(problem);
    },
  });
}

/** A length limit as a changed-only check. */
export const maxLength = (max: number, unit = 'characters'): Rule =>
  whenChanged((text) => (text.length > max ? `Please keep this under ${max} ${unit}` : null));

/** Required, and not just spaces: a name of only whitespace is refused before sending. */
export const requiredText = (message: string, max = 200): Rule[] => [
  { required: true, whitespace: true, message },
  maxLength(max),
];
