import { isJsonObject, type JsonObject } from './document';

/**
 * A name: not blank, on one line (no CR, LF, or the line and paragraph separators U+2028 and
 * U+2029), and valid Unicode (no lone surrogate, which the database cannot store as it was sent).
 * Ajv reads patterns with the `u` flag, as `isName` does.
 */
export const NAME_PATTERN = '^[^\\r\\n\\u2028\\u2029\\p{Cs}]*[^\\s\\p{Cs}][^\\r\\n\\u2028\\u2029\\p{Cs}]*$';
const NAME = new RegExp(NAME_PATTERN, 'u');
/** Whether `text` passes the name rule every entry point applies (the schemas' and the import's). */
export const isName = (text: string): boolean => NAME.test(text);
const DATE_RANGE = '^(19[0-9]{2}|20[0-9]{2}|2100)-';

/**
 * The reference server's own request rules, beyond what the product specification promises.
 * openapi/openapi.yaml (the console's contract) leaves them out, so no screen can come to rely on
 * them; the server adds them to its copy of the document and validates with both. Each entry is
 * merged into the schema at that path under `components`. The contract tests check the server's
 * answers against the specification's document alone.
 */
const SERVER_RULES: Record<string, JsonObject> = {
  // A name is copied into mail text, where a line break would start a new line.
  'schemas.Name': { maxLength: 200, pattern: NAME_PATTERN },
  'schemas.Email': { format: 'email', maxLength: 254 },
  'schemas.Mobile': { maxLength: 20, pattern: '^[0-9]+$' },
  'schemas.Password': { minLength: 8, maxLength: 128 },
  'schemas.Website': { maxLength: 500, pattern: '^https?://\\S+$' },
  'schemas.Description': { maxLength: 5000 },
  // At least a cent: a smaller positive amount would round to $0.00 in the database.
  'schemas.Amount': { minimum: 0.01, maximum: 1_000_000_000, multipleOf: 0.01 },
  // Dates of money made between 1900 and 2100: year 0000 or 9999 is a typing slip, not a payment.
  'schemas.TransactionCreate.properties.date': { pattern: DATE_RANGE },
  'schemas.TransactionUpdate.properties.date': { pattern: DATE_RANGE },
  'schemas.LoginRequest.properties.email': { maxLength: 254 },
  'schemas.LoginRequest.properties.password': { maxLength: 128 },
  'schemas.PasswordResetRequest.properties.token': { maxLength: 200 },
  'schemas.BusinessInput.properties.categories': { maxItems: 100 },
  'schemas.BusinessInput.properties.categories.items.properties.name': { maxLength: 200 },
  'parameters.Token.schema': { maxLength: 200 },
  // Paging (the contract's optional extension): an offset this deep, a search this long or a
  // cursor this large is no reader's.
  'parameters.Page.schema': { maximum: 10_000_000 },
  'parameters.Search.schema': { maxLength: 200 },
  'parameters.Cursor.schema': { maxLength: 4000 },
  // A user's business may also be sent as null to unlink it (the user as GET answers it, sent back).
  'schemas.RegisterRequest.properties.business': {
    allOf: undefined,
    type: 'integer',
    minimum: 1,
    nullable: true,
  },
  'schemas.UserUpdate.properties.business': { allOf: undefined, type: 'integer', minimum: 1, nullable: true },
};

function at(root: JsonObject, path: string): JsonObject {
  let node: unknown = root;
  for (const key of path.split('.')) {
    node = isJsonObject(node) ? node[key] : undefined;
  }
  if (!isJsonObject(node))
    throw new Error(`Server rule for components.${path}: no such schema in the document`);
  return node;
}

/** The document with the server's rules merged in (the document itself is left as it was). */
export function withServerRules(document: JsonObject): JsonObject {
  const copy: JsonObject = structuredClone(document);
  const components = copy.components;
  if (!isJsonObject(components)) throw new Error('The OpenAPI document has no components');
  for (const [path, rules] of Object.entries(SERVER_RULES)) {
    const schema = at(components, path);
    // A rule of undefined takes the keyword away (to widen what the contract says).
    for (const [keyword, value] of Object.entries(rules)) {
      if (value === undefined) delete schema[keyword];
      else schema[keyword] = value;
    }
  }
  return copy;
}
