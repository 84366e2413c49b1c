import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, isCancelledRequest } from '../../src/api/client';
import { fetchUgcCall, sendParticipation, uploadUgcFile, type UgcCall } from '../../src/api/ugc';
import { UPLOAD_LIMITS_MB } from '../../src/constants';
import { useReadyWhen, useWidgetHost } from '../../src/elements/widget-host';
import { FormMessage, SubmitButton, TextAreaField, TextField, useForm } from '../../src/forms';
import { SafeHtml } from '../../src/html/safe-html';
import { LoginPrompt } from '../../src/modal/LoginPrompt';
import { languageOf, type MessageKey } from '../../src/i18n';
import { useT } from '../../src/i18n/use-t';
import { useSession } from '../../src/session/use-session';
import { isUploadWithinLimit, ugcSchema, uploadKindOf, type UploadContext, type ValidationMessage } from '../../src/validation';
import { FileField } from './FileField';
import './ugc-form.css';

export interface UgcFormProps {
  callId?: string;
  closed?: boolean;
}

type Phase = 'idle' | 'uploading' | 'sending' | 'sent';
type Loaded = { state: 'loading' } | { state: 'ready'; call: UgcCall } | { state: 'failed' };

/** The file's error under its field: not an image or video, or over the site language's limit. */
export function fileProblem(file: File | null, context: UploadContext): ValidationMessage | null {
  if (!file) return null;
  const kind = uploadKindOf(file.type);
  if (!kind) return { key: 'ugc.fileType' };
  const limits = context === 'es' ? UPLOAD_LIMITS_MB.es : UPLOAD_LIMITS_MB.caAndDigitalInterview;
  return isUploadWithinLimit(file.size, kind, context) ? null : { key: `ugc.fileTooLarge.${kind}`, params: { max: limits[kind] } };
}

/** The server's 413 names its limit in bytes (a server stricter than this page): shown in MB under the field. */
function serverTooLarge(file: File, body: unknown): ValidationMessage {
  const limitBytes = (body as { limitBytes?: unknown } | null)?.limitBytes;
  const max = typeof limitBytes === 'number' && limitBytes > 0 ? Math.floor(limitBytes / (1024 * 1024)) : null;
  return max === null ? { key: 'ugc.uploadError' } : { key: `ugc.fileTooLarge.${uploadKindOf(file.type) ?? 'image'}`, params: { max } };
}

function ClosedCall({ call }: { call: UgcCall | null }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="np-ugc-form__closed" aria-labelledby={titleId}>
      <h2 className="np-ugc-form__title" id={titleId}>
        {t('ugc.closedTitle')}
      </h2>
      {call?.closedText ? <SafeHtml as="div" className="np-ugc-form__text" html={call.closedText} /> : <p>{t('ugc.closedDefault')}</p>}
      {call && call.buttons.length > 0 && (
        <ul className="np-ugc-form__buttons">
          {call.buttons.map((button) => (
            <li key={`${button.url} ${button.text}`}>
              <a className="np-button" href={button.url}>
                {button.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A user-content call: its text, then the participation form (title, text, an image or video), or its closed text and buttons. */
export function UgcForm({ callId = '', closed = false }: UgcFormProps) {
  const t = useT();
  const { element, markReady } = useWidgetHost();
  const { status } = useSession();
  const titleId = useId();
  const context: UploadContext = languageOf(element);
  const form = useForm(ugcSchema, { title: '', text: '' });
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<ValidationMessage | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    fetchUgcCall(callId).then(
      (call) => live && setLoaded({ state: 'ready', call }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [callId]);
  useReadyWhen(loaded.state !== 'loading', markReady);
  useEffect(() => () => upload.current?.abort(), []);

  const call = loaded.state === 'ready' ? loaded.call : null;
  if (loaded.state === 'loading') return <div className="np-ugc-form" data-np-skeleton="" />;
  if (closed || call?.closed) return <div className="np-ugc-form"><ClosedCall call={call} /></div>;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(fileProblem(chosen, context));
  };
  const busy = phase === 'uploading' || phase === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (!form.valid || fileError || busy) return;
    if (status !== 'loggedIn') return setPrompting(true);
    setFailure(null);
    setCancelled(false);
    let fileId: string | null = null;
    if (file) {
      const controller = new AbortController();
      upload.current = controller;
      setProgress(0);
      setPhase('uploading');
      try {
        fileId = (await uploadUgcFile(callId, file, { signal: controller.signal, onProgress: setProgress })).fileId;
      } catch (error) {
        setPhase('idle');
        if (isCancelledRequest(error)) return setCancelled(true);
        if (error instanceof ApiError && error.status === 401) return setPrompting(true);
        if (error instanceof ApiError && error.code === 'CALL_CLOSED') return setFailure('ugc.closedError');
        if (error instanceof ApiError && error.code === 'FILE_TOO_LARGE') setFileError(serverTooLarge(file, error.body));
        return setFailure('ugc.uploadError');
      } finally {
        upload.current = null;
      }
    }
    setPhase('sending');
    try {
      await sendParticipation(callId, { title: String(form.values.title).trim(), text: String(form.values.text).trim(), fileId });
      setPhase('sent');
    } catch (error) {
      setPhase('idle');
      if (error instanceof ApiError && error.status === 401) return setPrompting(true);
      setFailure(error instanceof ApiError && error.code === 'CALL_CLOSED' ? 'ugc.closedError' : 'ugc.sendError');
    }
  };

  const limits = context === 'es' ? UPLOAD_LIMITS_MB.es : UPLOAD_LIMITS_MB.caAndDigitalInterview;
  const bind = form.bind;
  return (
    <div className="np-ugc-form">
      {call?.description && <SafeHtml as="div" className="np-ugc-form__text" html={call.description} />}
      {loaded.state === 'failed' && <FormMessage kind="error">{t('participation.loadError')}</FormMessage>}
      <section aria-labelledby={titleId}>
        <h2 className="np-ugc-form__title" id={titleId}>
          {t('ugc.formTitle')}
        </h2>
        {phase === 'sent' ? (
          <FormMessage kind="notice">{t('ugc.sent')}</FormMessage>
        ) : (
          <form className="np-form" noValidate onSubmit={submit}>
            <TextField {...bind('title')} label={t('ugc.title')} required />
            <TextAreaField {...bind('text')} label={t('ugc.text')} required />
            <FileField label={t('ugc.file')} hint={t('ugc.fileHint', { image: limits.image, video: limits.video })} error={fileError} disabled={busy} onFile={chooseFile} />
            {phase === 'uploading' && (
              <div className="np-ugc-form__progress">
                <progress max={100} value={Math.round(progress * 100)} aria-label={t('ugc.uploading')} />
                <span aria-hidden="true">{Math.round(progress * 100)} %</span>
                <button type="button" className="np-button" onClick={() => upload.current?.abort()}>
                  {t('ugc.cancel')}
                </button>
              </div>
            )}
            <FormMessage kind="error">{failure && t(failure)}</FormMessage>
            <FormMessage kind="notice">{cancelled && t('ugc.cancelled')}</FormMessage>
            {status === 'anonymous' && <p className="np-field__hint">{t('participation.loginNotice')}</p>}
            <SubmitButton invalid={!form.valid || fileError !== null} waiting={busy}>
              {t('ugc.submit')}
            </SubmitButton>
          </form>
        )}
      </section>
      {prompting && <LoginPrompt title={t('participation.loginTitle')} text={t('participation.loginText')} onClose={() => setPrompting(false)} />}
    </div>
  );
}
