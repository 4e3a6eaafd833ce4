/** Column factories for the common cases of the admin tables (called while a screen renders: the active language's words). */
import { t } from '@lingui/core/macro';
import { CellCheck, CellText, YesNo } from './cells';
import type { EditableColumn } from './EditableTable';

type StringKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A text field shown as is and edited in an input labelled '<header> of <row name>'. */
export function textColumn<T>(header: string, key: StringKey<T>, type?: 'email' | 'tel' | 'url'): EditableColumn<T> {
  return {
    header,
    view: (row) => row[key] as string,
    edit: (row, update, name) => (
      <CellText
        label={t`${header} of ${name}`}
        type={type}
        value={row[key] as string}
        onChange={(value) => update({ [key]: value } as Partial<T>)}
      />
    ),
  };
}

/** The Active column: Yes/No, a checkbox while editing. */
export function activeColumn<T extends { active: boolean }>(): EditableColumn<T> {
  return {
    header: t({ message: 'Active', context: 'admin list column' }),
    view: (row) => <YesNo value={row.active} />,
    edit: (row, update, name) => (
      <CellCheck label={t`${name} is active`} value={row.active} onChange={(active) => update({ active } as Partial<T>)} />
    ),
  };
}
