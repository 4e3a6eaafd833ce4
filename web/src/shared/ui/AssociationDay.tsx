/** A day in the association's time zone (yyyy-mm-dd), as a <time> element: never the UTC date of an evening's instant. */
import { dayInZone } from '../format/dates';
import { useAssociationZone } from '../hooks/useSiteSettings';

export function AssociationDay({ value }: { value: string }) {
  return <time dateTime={value}>{dayInZone(value, useAssociationZone())}</time>;
}
