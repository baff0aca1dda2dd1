import type { LogAction, LogModel } from '../../api/endpoints/logs';

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

export const MODEL_CHOICES: readonly LogModel[] = ['BUSINESS', 'REFERRAL', 'USER', 'REGION', 'CATEGORY'];

export function isLogAction(value: string | null): value is LogAction {
  return ACTION_CHOICES.some((action) => action === value);
}

export function isLogModel(value: string | null): value is LogModel {
  return MODEL_CHOICES.some((model) => model === value);
}

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
