import {
  EnvironmentOutlined,
  ShareAltOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { RecordModel } from './generated/events';

export type { RecordModel };

/** How a recorded value reads: each kind in the console's own format for it. */
export type FieldKind =
  'text' | 'money' | 'date' | 'yesNo' | 'importance' | 'region' | 'categories' | 'business' | 'referral';

export type FieldSpec = { label: string; kind: FieldKind };

/** A text field of a record, under its form's label. */
export const text = (label: string): FieldSpec => ({ label, kind: 'text' });

/** A resource with pages of its own: its URL, its drawer link and its place in the command palette. */
export type ResourceRoute = {
  /** The URL segment: `/regions`, `/regions/create`, `/regions/:regionId`, `/regions/:regionId/edit`. */
  name: string;
  /** The route parameter that carries the record's id. */
  param: string;
  /** The drawer link, the list's heading and the palette's group of records. */
  plural: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** Words beyond its name that find the palette's "Create …" action ('new add'). */
  createWords: readonly string[];
};

/**
 * One kind of record, as the contract's `RecordModel` names it (the model of its history, its
 * change events and its audit-log entries).
 */
export type ResourceIdentity = {
  /** In the console's words ('Business'): headings, messages, the log's type filter. */
  label: string;
  /** The cache tag of its lists and records (src/api/tags.ts). */
  tag: string;
  /** Its pages, or null for a record shown inside another's (a transaction, on its referral). */
  route: ResourceRoute | null;
  /** Whether the audit log's `LogModel` has it, so the log's type filter offers it. */
  inLog: boolean;
  /**
   * What a change to one of its records makes stale (besides the audit log): `'itself'` is its
   * lists and that record; `'others'` is more, as its line in ./changeRules.ts says.
   */
  changeReach: 'itself' | 'others';
  /**
   * The fields a revision names, by the keys of the write payload (the contract's words), labelled
   * as the record's form labels them. Here rather than on the resource's page declaration: a
   * deleted record's history page has no page to ask.
   */
  fields: Readonly<Record<string, FieldSpec>>;
};

/**
 * The console's resources, each declared once. Everything that names a resource by model (cache
 * tags, change rules, history, live events, the log's filter, the drawer, the palette) reads it
 * from here, and every map keyed by model is a `Record<RecordModel, …>`: a model the document adds
 * without an entry here is a compile error. The order is the drawer's and the palette's.
 */
export const RESOURCES = {
  BUSINESS: {
    label: 'Business',
    tag: 'Business',
    route: {
      name: 'businesses',
      param: 'businessId',
      plural: 'Businesses',
      icon: ShopOutlined,
      createWords: ['new', 'add'],
    },
    inLog: true,
    changeReach: 'others',
    fields: {
      name: text('Name'),
      regionId: { label: 'Region', kind: 'region' },
      categories: { label: 'Categories', kind: 'categories' },
    },
  },
  REFERRAL: {
    label: 'Referral',
    tag: 'Referral',
    route: {
      name: 'referrals',
      param: 'referralId',
      plural: 'Referrals',
      icon: ShareAltOutlined,
      createWords: ['new', 'add'],
    },
    inLog: true,
    changeReach: 'others',
    fields: {
      businessName: text('Business Name'),
      firstName: text('First Name'),
      lastName: text('Last Name'),
      email: text('Email'),
      mobile: text('Mobile'),
      website: text('Website'),
      importance: { label: 'Importance', kind: 'importance' },
      description: text('Additional Information'),
      referrer: { label: 'Referrer', kind: 'business' },
      referredTo: { label: 'Referred To', kind: 'business' },
    },
  },
  TRANSACTION: {
    label: 'Transaction',
    tag: 'Transaction',
    route: null,
    inLog: false,
    changeReach: 'others',
    fields: {
      amount: { label: 'Amount', kind: 'money' },
      date: { label: 'Date', kind: 'date' },
      referralId: { label: 'Referral', kind: 'referral' },
    },
  },
  USER: {
    label: 'User',
    tag: 'User',
    route: {
      name: 'users',
      param: 'userId',
      plural: 'Users',
      icon: TeamOutlined,
      createWords: ['new', 'add', 'invite'],
    },
    inLog: true,
    changeReach: 'others',
    fields: {
      firstName: text('First Name'),
      lastName: text('Last Name'),
      email: text('Email'),
      mobile: text('Mobile'),
      isAdmin: { label: 'Admin', kind: 'yesNo' },
      isActive: { label: 'Active', kind: 'yesNo' },
      business: { label: 'Business', kind: 'business' },
    },
  },
  REGION: {
    label: 'Region',
    tag: 'Region',
    route: {
      name: 'regions',
      param: 'regionId',
      plural: 'Regions',
      icon: EnvironmentOutlined,
      createWords: ['new', 'add'],
    },
    inLog: true,
    changeReach: 'others',
    fields: { name: text('Name') },
  },
  CATEGORY: {
    label: 'Category',
    tag: 'Category',
    route: {
      name: 'categories',
      param: 'categoryId',
      plural: 'Categories',
      icon: TagsOutlined,
      createWords: ['new', 'add'],
    },
    inLog: true,
    changeReach: 'others',
    fields: { name: text('Category Name') },
  },
} as const satisfies Record<RecordModel, ResourceIdentity>;

type Registry = typeof RESOURCES;

/** A resource's cache tag ('Region'). */
export type ResourceTag = Registry[RecordModel]['tag'];

/** The models of resources with pages of their own. */
export type RoutedModel = { [M in RecordModel]: Registry[M]['route'] extends null ? never : M }[RecordModel];

/** The models whose changes reach beyond their own lists and records: each has a line in ./changeRules.ts. */
export type ReachingModel = {
  [M in RecordModel]: Registry[M]['changeReach'] extends 'others' ? M : never;
}[RecordModel];

/** Every model, in the registry's order. */
export const RECORD_MODELS: readonly RecordModel[] = objectKeys(RESOURCES);

/** A model the console knows; what a URL or an event names is checked against this. */
export function isRecordModel(value: unknown): value is RecordModel {
  return RECORD_MODELS.some((model) => model === value);
}

/** Whether a change to a model's records reaches beyond its own lists and records (its entry's `changeReach`). */
export function isReachingModel(model: RecordModel): model is ReachingModel {
  return RESOURCES[model].changeReach === 'others';
}

/** Whether a model's records have pages of their own (its entry's `route`). */
function isRoutedModel(model: RecordModel): model is RoutedModel {
  return RESOURCES[model].route !== null;
}

/** The resources with pages of their own, in the drawer's order. */
export const ROUTED: readonly { model: RoutedModel; label: string; route: ResourceRoute }[] =
  RECORD_MODELS.filter(isRoutedModel).map((model) => ({
    model,
    label: RESOURCES[model].label,
    route: RESOURCES[model].route,
  }));

/** A model's entry, widened to the common shape (for code that reads any model's). */
export function resource(model: RecordModel): ResourceIdentity {
  return RESOURCES[model];
}

/** The model whose pages live under a URL segment ('businesses' -> 'BUSINESS'). */
export function modelOfRoute(name: string): RecordModel | undefined {
  return ROUTED.find((entry) => entry.route.name === name)?.model;
}

function objectKeys<K extends string>(record: Record<K, unknown>): K[] {
  return Object.keys(record).filter((key): key is K => key in record);
}
