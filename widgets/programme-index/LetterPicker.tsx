// The letter selector: # and A-Z as buttons, or a dropdown under 1100 px (spec: discovery, section 2).
import { useId } from 'react';
import { useT } from '../../src/i18n/use-t';
import { LETTERS } from './programme-items';

interface LetterPickerProps {
  letter: string;
  compact: boolean;
  onLetter: (letter: string) => void;
}

export function LetterPicker({ letter, compact, onLetter }: LetterPickerProps) {
  const t = useT();
  const id = useId();
  const choices = ['', ...LETTERS];
  const label = (each: string) => (each === '' ? t('programmes.allLetters') : each);
  if (compact) {
    return (
      <div className="np-programme-index__letter-select">
        <label htmlFor={id}>{t('programmes.letter')}</label>
        <select id={id} name="letter" value={letter} onChange={(event) => onLetter(event.target.value)}>
          {choices.map((each) => (
            <option key={each || 'all'} value={each}>
              {label(each)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <nav className="np-programme-index__letters" aria-label={t('programmes.letters')}>
      <ul>
        {choices.map((each) => (
          <li key={each || 'all'}>
            <button type="button" aria-current={each === letter ? 'true' : undefined} aria-label={each === '#' ? t('programmes.digits') : undefined} onClick={() => onLetter(each)}>
              {label(each)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
