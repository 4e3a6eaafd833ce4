/**
 * The portal's content types as TypeScript sees them, from the generated schemas
 * (types/generated, `npm run typegen -w cms`).
 */
import type { Modules, Schema, UID } from '@strapi/strapi';
import { isRealDateTime } from '@hearth/common';

type Value<U extends UID.Schema, K extends Schema.AttributeNames<U>> =
  Schema.AttributeByName<U, K> extends Schema.Attribute.Component<infer C, infer Repeatable>
    ? Repeatable extends true
      ? Fields<C>[]
      : Fields<C>
    : Schema.AttributeByName<U, K> extends {
          type: 'relation';
          relation: infer Kind extends string;
          target: infer T extends UID.ContentType;
        }
      ? Kind extends `${string}Many` | 'manyWay'
        ? Row<T>[]
        : Row<T>
      : Schema.AttributeValueByName<U, K>;

type Fields<U extends UID.Schema> = { id: number } & {
  [K in Schema.RequiredAttributeNames<U>]: Value<U, K>;
} & {
  [K in Schema.OptionalAttributeNames<U>]?: Value<U, K> | null;
};

/**
 * A stored entry as the Query Engine (`strapi.db.query`) answers it: required attributes
 * present, the others possibly null or absent (not selected, not populated); components and
 * populated relations as rows of their own.
 */
export type Row<U extends UID.ContentType> = Fields<U> & { documentId: string };

/** The `data` of a Document Service create or update. */
export type Input<U extends UID.ContentType> = Modules.Documents.Params.Data.Input<U>;

/** Write data whose attributes may be left to the rules' defaults, or null to clear them. */
export type Writable<U extends UID.ContentType> = { [K in keyof Input<U>]?: Input<U>[K] | null };

/**
 * Strapi's input types require every required attribute and have no null, while the Document
 * Service fills defaults in its middleware (the portal's rules) and clears an attribute given
 * null. This is the one place that bridges the two.
 */
export const writable = <U extends UID.ContentType>(data: Writable<U>): Input<U> => data as Input<U>;

/**
 * A stored date attribute as common's date rule reads it: the day of a Date or of an ISO date-time,
 * anything else unchanged so the rule refuses it with the field's message.
 */
export function storedDay(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return isRealDateTime(value) ? value.slice(0, 10) : (value ?? '');
}
