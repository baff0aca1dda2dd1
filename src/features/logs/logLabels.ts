import type { LogAction, LogModel } from '../../api/endpoints/logs';
import { RECORD_MODELS, RESOURCES, type RecordModel } from '../../api/resources';

/** The Action dropdown's choices, in the spec's order: All, Create, Update, Delete, Invite, Verify, Login, Password Reset, Request Password Reset. */
export const ACTION_CHOICES: readonly LogAction[] = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'INVITE',
  'VERIFY',
  'LOGIN',
  'PASSWORD_RESET',
  'REQUEST_PASSWORD_RESET',
];

/** The models the registry marks `inLog`; a compile error unless they are the document's LogModel exactly. */
type InLog = { [M in RecordModel]: (typeof RESOURCES)[M]['inLog'] extends true ? M : never }[RecordModel];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _inLogIsLogModel: Same<InLog, LogModel> = true;

export function isLogAction(value: string | null): value is LogAction {
  return ACTION_CHOICES.some((action) => action === value);
}

export function isLogModel(value: string | null): value is LogModel {
  return RECORD_MODELS.some((model) => model === value && RESOURCES[model].inLog);
}

/** The Type dropdown's choices, in the registry's order, each under its label. */
export const MODEL_CHOICES: readonly { value: LogModel; label: string }[] = RECORD_MODELS.flatMap((model) =>
  isLogModel(model) ? [{ value: model, label: RESOURCES[model].label }] : [],
);

/** 'REQUEST_PASSWORD_RESET' -> 'Request Password Reset'; also for values added to the API later. */
export function readableCode(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Section 4's badge colours (antd preset names). Anything else keeps the grey default tag. */
const ACTION_COLOURS: Partial<Record<string, string>> = {
  CREATE: 'green',
  VERIFY: 'green',
  UPDATE: 'gold',
  DELETE: 'red',
  INVITE: 'blue',
  LOGIN: 'purple',
  REQUEST_PASSWORD_RESET: 'orange',
  PASSWORD_RESET: 'orange',
};

export function actionColour(action: string): string | undefined {
  return ACTION_COLOURS[action];
}
