/**
 * The calendar of DateField (loaded when first opened): react-day-picker, weeks starting on
 * Monday, months from January 1000 to December 9999 (docs/requirements.md §9), month and year drop-downs.
 */
import { format } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

const FIRST_MONTH = new Date(1000, 0, 1);
const LAST_MONTH = new Date(9999, 11, 1);

export default function DateCalendar({ selected, onPick }: { selected?: Date; onPick(value: string): void }) {
  return (
    <DayPicker
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
