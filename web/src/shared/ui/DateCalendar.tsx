/**
 * The calendar of DateField (loaded when first opened): react-day-picker, weeks starting on
 * Monday, months from January 1000 to December 9999 (the dates rule), month and year drop-downs; its month
 * and day names, and its buttons' labels, in the reader's language.
 */
import { format } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { es, frCA } from 'react-day-picker/locale';
import { useLocale } from '../i18n';
import 'react-day-picker/style.css';

const FIRST_MONTH = new Date(1000, 0, 1);
const LAST_MONTH = new Date(9999, 11, 1);
/** The calendar's words in the other languages (English is its own). */
const DAY_PICKER_LOCALES = { 'fr-CA': frCA, es } as const;

export default function DateCalendar({ selected, onPick }: { selected?: Date; onPick(value: string): void }) {
  const { locale } = useLocale();
  return (
    <DayPicker
      locale={locale === 'en' ? undefined : DAY_PICKER_LOCALES[locale]}
      mode="single"
      weekStartsOn={1}
      captionLayout="dropdown"
      startMonth={FIRST_MONTH}
      endMonth={LAST_MONTH}
      defaultMonth={selected ?? new Date()}
      selected={selected}
      onSelect={(day) => day && onPick(format(day, 'yyyy-MM-dd'))}
      autoFocus
    />
  );
}
