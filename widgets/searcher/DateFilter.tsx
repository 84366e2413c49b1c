// The date filter: the spec's options for the mode, and the range picker for "pick dates".
import { lazy, Suspense, useId } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import type { DateOption, DateRange } from '../discovery-shared/date-options';
import { pickerLanguage } from './picker-language';

const RangePicker = lazy(() => import(/* webpackChunkName: "np-searcher-range-picker" */ './RangePicker'));

export interface DateFilterProps {
  options: readonly DateOption[];
  option: DateOption;
  picked: DateRange;
  allowFuture: boolean;
  archive: boolean;
  onOption: (option: DateOption) => void;
  onPick: (range: DateRange) => void;
}

export function DateFilter({ options, option, picked, allowFuture, archive, onOption, onPick }: DateFilterProps) {
  const { t, element } = useWidgetHost();
  const id = useId();
  return (
    <div className="np-searcher__dates">
      <div className="np-searcher__field">
        <label htmlFor={id}>{t('date.label')}</label>
        <select id={id} name="dateValue" value={option} onChange={(event) => onOption(event.target.value as DateOption)}>
          {options.map((each) => (
            <option key={each} value={each}>
              {t(`date.${each}`)}
            </option>
          ))}
        </select>
      </div>
      {option === 'range' && (
        <Suspense fallback={null}>
          <RangePicker
            label={t('date.rangeField')}
            hint={t('date.rangeHint')}
            language={pickerLanguage(element)}
            value={picked}
            allowFuture={allowFuture}
            archive={archive}
            now={new Date()}
            onPick={onPick}
          />
        </Suspense>
      )}
    </div>
  );
}
