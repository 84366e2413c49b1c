// The range picker (react-datepicker), loaded only when the reader chooses "pick dates". Month and
// day names come from date-fns locales (what react-datepicker reads); the field shows the range
// with moment: DD/MM/YY, or DD MMM YYYY in the archive. Keyboard: arrows move, Enter picks.
import { ca } from 'date-fns/locale/ca';
import { es } from 'date-fns/locale/es';
import { it } from 'date-fns/locale/it';
import { useId, useState } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { pickedRange, type DateRange } from '../discovery-shared/date-options';
import type { PickerLanguage } from './picker-language';
import { ARCHIVE_FORMAT, formatRange, PICKER_FORMAT } from './range-format';
import './range-picker.css';

registerLocale('es', es);
registerLocale('ca', ca);
registerLocale('it', it);

export interface RangePickerProps {
  label: string;
  hint: string;
  language: PickerLanguage;
  value: DateRange;
  allowFuture: boolean;
  archive: boolean;
  now: Date;
  onPick: (range: DateRange) => void;
}

export default function RangePicker({ label, hint, language, value, allowFuture, archive, now, onPick }: RangePickerProps) {
  const id = useId();
  const [draft, setDraft] = useState<[Date | null, Date | null]>([value.startDate, value.endDate]);
  const [start, end] = draft;

  const change = ([first, last]: [Date | null, Date | null]) => {
    setDraft([first, last]);
    if (first && last) onPick(pickedRange(first, last));
  };
  // A reader who picks one day and closes the calendar means that day (stretched to its end).
  const close = () => {
    if (start && !end) onPick(pickedRange(start, null));
  };

  return (
    <div className="np-range-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      <DatePicker
        id={`${id}-input`}
        name="dateRange"
        selectsRange
        startDate={start}
        endDate={end}
        onChange={change}
        onCalendarClose={close}
        value={formatRange(start, end, archive ? ARCHIVE_FORMAT : PICKER_FORMAT, language)}
        dateFormat="dd/MM/yy"
        locale={language === 'en' ? undefined : language}
        maxDate={allowFuture ? undefined : now}
        ariaDescribedBy={`${id}-hint`}
        autoComplete="off"
        showPopperArrow={false}
      />
      <p className="np-range-picker__hint" id={`${id}-hint`}>{hint}</p>
    </div>
  );
}
