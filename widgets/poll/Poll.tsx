import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../src/api/api-error';
import { fetchPollResults, voteInPoll, type PollResults } from '../../src/api/poll';
import { useReadyWhen, useWidgetHost } from '../../src/elements/widget-host';
import { languageOf } from '../../src/i18n';
import { useT } from '../../src/i18n/use-t';
import { LoginPrompt } from '../../src/modal/LoginPrompt';
import { useSession } from '../../src/session/use-session';
import { optionResults, readOptions, readTime, type PollState } from './poll-rules';
import { usePollState } from './use-poll-state';
import './poll.css';

export interface PollProps {
  pollId?: string;
  start?: string;
  end?: string;
  options?: unknown;
  question?: string;
}

type Failure = 'poll.voteFailure' | 'poll.alreadyVoted' | 'poll.loadError';

function Results({ options, results }: { options: ReturnType<typeof readOptions>; results: PollResults }) {
  const t = useT();
  const rows = optionResults(options, results);
  return (
    <div className="np-poll__results">
      <h3 className="np-poll__subtitle">{t('poll.results')}</h3>
      <ul className="np-poll__result-list">
        {rows.map(({ option, votes, percent }) => (
          <li key={option.id} className="np-poll__result" data-np-poll-option={option.id}>
            <span className="np-poll__result-text">{t('poll.result', { option: option.text, percent, votes })}</span>
            <span className="np-poll__bar" aria-hidden="true">
              <span className="np-poll__bar-fill" style={{ width: `${percent}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <p className="np-poll__total">{t('poll.total', { total: rows.reduce((sum, row) => sum + row.votes, 0) })}</p>
    </div>
  );
}

function stateText(state: PollState): 'poll.notStarted' | 'poll.active' | 'poll.ended' {
  return state === 'not-started' ? 'poll.notStarted' : state === 'ended' ? 'poll.ended' : 'poll.active';
}

/** A poll: not started, active (radio options and a vote that needs login) or ended, with results. */
export function Poll({ pollId = '', start, end, options: rawOptions, question }: PollProps) {
  const t = useT();
  const titleId = useId();
  const { element, markReady } = useWidgetHost();
  const { status } = useSession();
  const startTime = readTime(start);
  const endTime = readTime(end);
  const state = usePollState(startTime, endTime);
  const options = useMemo(() => readOptions(rawOptions), [rawOptions]);
  const [results, setResults] = useState<PollResults | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [choice, setChoice] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [prompting, setPrompting] = useState(false);
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(languageOf(element) === 'ca' ? 'ca-ES' : 'es-ES', { dateStyle: 'long', timeStyle: 'short' });
    return (time: number | null) => (time === null ? '' : format.format(time));
  }, [element]);

  useEffect(() => {
    element.setAttribute('data-np-poll-state', state);
  }, [element, state]);

  useEffect(() => {
    if (!pollId || status === 'unknown') return;
    let current = true;
    fetchPollResults(pollId)
      .then((answer) => current && setResults(answer))
      .catch(() => current && setFailure('poll.loadError'))
      .finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [pollId, status]);

  useReadyWhen(loaded || !pollId, markReady);

  const vote = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice || sending) return;
    if (status !== 'loggedIn') return setPrompting(true);
    setSending(true);
    setFailure(null);
    try {
      setResults(await voteInPoll(pollId, choice));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_VOTED') {
        setFailure('poll.alreadyVoted');
        setResults(await fetchPollResults(pollId).catch(() => results));
      } else setFailure('poll.voteFailure');
    } finally {
      setSending(false);
    }
  };

  if (!pollId || options.length === 0) return null;
  const userVote = results?.userVote ?? null;
  const votedText = options.find((option) => option.id === userVote)?.text;
  const showResults = results !== null && (state === 'ended' || userVote !== null);
  const canVote = state === 'active' && userVote === null;
  return (
    <section className="np-poll" aria-labelledby={titleId}>
      <h2 className="np-poll__title" id={titleId}>
        {t('poll.title')}
      </h2>
      {question && <p className="np-poll__question">{question}</p>}
      <p className="np-poll__state">{t(stateText(state), { date: formatDate(state === 'not-started' ? startTime : endTime) })}</p>
      {!showResults && (
        <form className="np-poll__form" noValidate onSubmit={vote}>
          <fieldset className="np-poll__options" disabled={!canVote}>
            <legend className="np-poll__legend">{question || t('poll.title')}</legend>
            {options.map((option) => (
              <label key={option.id} className="np-poll__option">
                <input type="radio" name="option" value={option.id} checked={choice === option.id} onChange={() => setChoice(option.id)} />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
          {canVote && (
            <button type="submit" className="np-poll__submit" disabled={!choice || sending} aria-busy={sending ? 'true' : undefined}>
              {t('poll.vote')}
            </button>
          )}
        </form>
      )}
      {votedText && (
        <p className="np-poll__voted" role="status">
          {t('poll.voted', { option: votedText })}
        </p>
      )}
      <div role="alert" className="np-poll__error">
        {failure ? t(failure) : ''}
      </div>
      {showResults && <Results options={options} results={results} />}
      {prompting && <LoginPrompt title={t('poll.loginTitle')} text={t('poll.loginText')} onClose={() => setPrompting(false)} />}
    </section>
  );
}
