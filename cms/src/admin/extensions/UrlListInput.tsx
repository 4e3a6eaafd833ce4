/**
 * The admin panel's editor for a list of web addresses: one address per line. Blank lines are
 * dropped; the portal's own rules check each address when the item is saved.
 */
import * as React from 'react';
import { Field, Textarea } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { PanelMessages } from '@hearth/common';
import { panelText } from './panel-language';

interface UrlListInputProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const toLines = (value: unknown): string => (Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : '');
const toList = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const UrlListInput = React.forwardRef<HTMLTextAreaElement, UrlListInputProps>(({ name, label, hint, required, disabled }, ref) => {
  const field = useField(name);
  // The text as typed (a line being written may still be blank); the form keeps the list.
  const [text, setText] = React.useState(() => toLines(field.value));
  return (
    <Field.Root name={name} hint={hint ?? panelText(PanelMessages.urlListHint)} error={field.error} required={required}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        ref={ref}
        value={text}
        disabled={disabled}
        placeholder="https://example.org/picture.jpg"
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => {
          setText(event.target.value);
          field.onChange(name, toList(event.target.value));
        }}
      />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default UrlListInput;
