// Text, content-type filters, the date filter, and the clear-filters button.
import { useId, type FormEvent } from 'react';
import type { SearchFilterName } from '../../src/api/searcher';
import { useT } from '../../src/i18n/use-t';
import type { DateOption, DateRange } from '../discovery-shared/date-options';
import { DateFilter } from './DateFilter';
import type { ModeSettings } from './searcher-modes';
import type { SearcherState } from './searcher-state';

interface SearcherFormProps {
  settings: ModeSettings & { mode: string };
  state: SearcherState;
  text: string;
  textError: boolean;
  /** The reader was typing in the server's form when the widget replaced it. */
  focusText: boolean;
  onText: (text: string) => void;
  onSubmit: () => void;
  onFilter: (name: SearchFilterName, on: boolean) => void;
  onOption: (option: DateOption) => void;
  onPick: (range: DateRange) => void;
  onClear: () => void;
}

export function SearcherForm({ settings, state, text, textError, focusText, onText, onSubmit, onFilter, onOption, onPick, onClear }: SearcherFormProps) {
  const t = useT();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="np-searcher__form" role="search" aria-label={t('searcher.label')} onSubmit={submit} noValidate>
      {settings.hasText && (
        <div className="np-searcher__field np-searcher__field--text">
          <label htmlFor={`${id}-text`}>{t('search.text')}</label>
          <input
            id={`${id}-text`}
            type="search"
            name="searchText"
            value={text}
            onChange={(event) => onText(event.target.value)}
            autoFocus={focusText || undefined}
            aria-invalid={textError || undefined}
            aria-describedby={textError ? `${id}-error` : undefined}
          />
          {textError && (
            <p className="np-searcher__error" id={`${id}-error`}>
              {t('search.error')}
            </p>
          )}
        </div>
      )}
      {settings.filters.length > 0 && (
        <fieldset className="np-searcher__filters">
          <legend>{t('searcher.filters')}</legend>
          {settings.filters.map((name) => (
            <label key={name} className="np-searcher__filter">
              <input type="checkbox" name="filterValues" value={name} checked={state.filters.includes(name)} onChange={(event) => onFilter(name, event.target.checked)} />
              {t(`searcher.filter.${name}`)}
            </label>
          ))}
        </fieldset>
      )}
      <DateFilter
        options={settings.dateOptions}
        option={state.option}
        picked={state.picked}
        allowFuture={settings.allowFuture}
        archive={settings.navigatesOnDate}
        onOption={onOption}
        onPick={onPick}
      />
      <div className="np-searcher__actions">
        {settings.hasText && <button type="submit" className="np-searcher__submit">{t('search.submit')}</button>}
        <button type="button" className="np-searcher__clear" onClick={onClear}>
          {t('searcher.clear')}
        </button>
      </div>
    </form>
  );
}
