import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../src/api/api-error';
import { fetchInterview, QUESTION_LIMIT_CODE, sendQuestion, type Interview } from '../../src/api/interview';
import { INTERVIEW_QUESTION_LIMIT_COUNT, INTERVIEW_QUESTION_WINDOW_MS } from '../../src/constants';
import { useReadyWhen, useWidgetHost } from '../../src/elements/widget-host';
import { FormMessage, SubmitButton, TextAreaField, useForm } from '../../src/forms';
import { SafeHtml } from '../../src/html/safe-html';
import { languageOf, type MessageKey, type MessageParams } from '../../src/i18n';
import { useT } from '../../src/i18n/use-t';
import { LoginPrompt } from '../../src/modal/LoginPrompt';
import { useSession } from '../../src/session/use-session';
import { questionSchema } from '../../src/validation';
import { interviewPhase, nextPhaseChangeMs } from './interview-phase';
import './digital-interview.css';

export interface DigitalInterviewProps {
  interviewId?: string;
  start?: string;
  end?: string;
}

type Loaded = { state: 'loading' } | { state: 'ready'; interview: Interview } | { state: 'failed' };
type Failure = { key: MessageKey; params?: MessageParams };

const LIMIT_PARAMS = { limit: INTERVIEW_QUESTION_LIMIT_COUNT, minutes: INTERVIEW_QUESTION_WINDOW_MS / 60_000 };

function Block({ title, html, className }: { title: string; html: string; className: string }) {
  const id = useId();
  if (!html) return null;
  return (
    <section className={`np-digital-interview__block ${className}`} aria-labelledby={id}>
      <h2 className="np-digital-interview__heading" id={id}>
        {title}
      </h2>
      <SafeHtml as="div" html={html} />
    </section>
  );
}

function Questions({ interview }: { interview: Interview }) {
  const t = useT();
  const id = useId();
  return (
    <section className="np-digital-interview__block" aria-labelledby={id}>
      <h2 className="np-digital-interview__heading" id={id}>
        {t('interview.questions')}
      </h2>
      {interview.questions.length === 0 ? (
        <p>{t('interview.noQuestions')}</p>
      ) : (
        <ol className="np-digital-interview__list">
          {interview.questions.map((item) => (
            <li key={item.id}>
              <article className="np-digital-interview__item">
                {item.author && <p className="np-digital-interview__author">{t('interview.askedBy', { author: item.author })}</p>}
                <p className="np-digital-interview__question">{item.question}</p>
                {item.answer ? <SafeHtml as="div" className="np-digital-interview__answer" html={item.answer} /> : <p className="np-digital-interview__pending">{t('interview.pending')}</p>}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A digital interview: intro, opening, questions and answers, goodbye, and the question form while it is open. */
export function DigitalInterview({ interviewId = '', start, end }: DigitalInterviewProps) {
  const t = useT();
  const { element, markReady } = useWidgetHost();
  const { status } = useSession();
  const formId = useId();
  const form = useForm(questionSchema, { question: '' });
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const phase = interviewPhase(start, end, now);

  const load = useCallback(async () => {
    try {
      setLoaded({ state: 'ready', interview: await fetchInterview(interviewId) });
    } catch {
      setLoaded((current) => (current.state === 'ready' ? current : { state: 'failed' }));
    }
  }, [interviewId]);
  // Again once the reader is known to be logged in: their pending questions join the list.
  const loggedIn = status === 'loggedIn';
  useEffect(() => {
    void load();
  }, [load, loggedIn]);
  useReadyWhen(loaded.state !== 'loading', markReady);
  // The host element carries the phase, as np-poll carries its state.
  useEffect(() => {
    element.setAttribute('data-np-interview-state', phase);
  }, [element, phase]);
  // The phase changes on its own at start and end.
  useEffect(() => {
    const wait = nextPhaseChangeMs(start, end, now);
    if (wait === null) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 50);
    return () => window.clearTimeout(timer);
  }, [start, end, now]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || waiting) return;
    if (status !== 'loggedIn') return setPrompting(true);
    setWaiting(true);
    setFailure(null);
    setSent(false);
    try {
      await sendQuestion(interviewId, { question: String(form.values.question).trim() });
      form.reset({ question: '' });
      setSent(true);
      void load();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setPrompting(true);
      else if (error instanceof ApiError && error.code === QUESTION_LIMIT_CODE) setFailure({ key: 'interview.limit', params: LIMIT_PARAMS });
      else if (error instanceof ApiError && error.code === 'INTERVIEW_CLOSED') setFailure({ key: 'interview.closedError' });
      else setFailure({ key: 'interview.sendError' });
    } finally {
      setWaiting(false);
    }
  };

  if (loaded.state === 'loading') return <div className="np-digital-interview" data-np-skeleton="" />;
  const interview = loaded.state === 'ready' ? loaded.interview : null;
  const dateText = start && Number.isFinite(Date.parse(start)) ? new Intl.DateTimeFormat(languageOf(element) === 'ca' ? 'ca-ES' : 'es-ES', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(start)) : '';
  let notice: ReactNode = null;
  if (phase === 'not-started' && dateText) notice = t('interview.notStarted', { date: dateText });
  if (phase === 'ended') notice = t('interview.ended');

  return (
    <div className="np-digital-interview">
      {loaded.state === 'failed' && <FormMessage kind="error">{t('participation.loadError')}</FormMessage>}
      {notice && <p className="np-digital-interview__notice">{notice}</p>}
      {interview && <Block title={t('interview.intro')} html={interview.intro} className="np-digital-interview__intro" />}
      {interview && phase !== 'not-started' && <Block title={t('interview.opening')} html={interview.opening} className="np-digital-interview__opening" />}
      {interview && <Questions interview={interview} />}
      {interview && phase === 'ended' && <Block title={t('interview.goodbye')} html={interview.goodbye} className="np-digital-interview__goodbye" />}
      {phase !== 'ended' && (
        <section className="np-digital-interview__block" aria-labelledby={formId}>
          <h2 className="np-digital-interview__heading" id={formId}>
            {t('interview.formTitle')}
          </h2>
          <form className="np-form" noValidate onSubmit={submit}>
            <TextAreaField {...form.bind('question')} label={t('interview.question')} required />
            <FormMessage kind="error">{failure && t(failure.key, failure.params)}</FormMessage>
            <FormMessage kind="notice">{sent && t('interview.sent')}</FormMessage>
            {status === 'anonymous' && <p className="np-field__hint">{t('participation.loginNotice')}</p>}
            <SubmitButton invalid={!form.valid} waiting={waiting}>
              {t('interview.submit')}
            </SubmitButton>
          </form>
        </section>
      )}
      {prompting && <LoginPrompt title={t('participation.loginTitle')} text={t('participation.loginTextQuestion')} onClose={() => setPrompting(false)} />}
    </div>
  );
}
